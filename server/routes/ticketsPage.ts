import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ticketFromRaw, type RawTicketRow, type TicketFields } from '../serializers/tickets';

/**
 * One page of an event's tickets, newest purchase first (purchase_date DESC, id DESC), with the
 * event's ticket count, in ONE statement that also checks the event belongs to `ownerId`.
 *
 * A plain `ORDER BY ... OFFSET n` walks every ticket before the page (10,000 on page 500 of a
 * 20,000-ticket event), and `count(*)` walks them all again. Here the count comes from
 * ticket_day_counts (tickets per event and purchase day, kept by triggers, migration 0402): its
 * running sum, newest day first, finds the day page N starts in, and the index scan starts at the
 * end of that day and skips only the tickets of that day before the page. Same rows, same order,
 * exact total.
 *
 * Raw SQL rather than the query builder: the statement needs window functions and computed
 * LIMIT/OFFSET, and timestamps come back as epoch milliseconds so that both drivers return numbers.
 */
const PAGE_SQL = (eventId: string, ownerId: string, offset: number, limit: number) => sql`
  WITH ev AS (
    SELECT id FROM events WHERE id = ${eventId} AND owner_id = ${ownerId}
  ), days AS (
    SELECT day, n, sum(n) OVER (ORDER BY day DESC) AS upto
    FROM ticket_day_counts WHERE event_id = (SELECT id FROM ev) AND n > 0
  ), start AS (
    SELECT to_timestamp((day + 1) * 86400::bigint) AS bound, ${offset}::bigint - (upto - n) AS skip
    FROM days WHERE upto > ${offset}::bigint ORDER BY day DESC LIMIT 1
  )
  SELECT h.event_id, h.total, p.*
  FROM (SELECT (SELECT id FROM ev) AS event_id, (SELECT coalesce(sum(n), 0)::integer FROM days) AS total) h
  LEFT JOIN LATERAL (
    SELECT t.id, t.ticket_id, t.first_name, t.last_name, t.phone_number, t.profile_picture, t.tier_name,
      t.tier_price::text AS tier_price, t.status, t.is_scanned,
      floor(extract(epoch FROM t.scanned_at) * 1000)::float8 AS scanned_ms,
      floor(extract(epoch FROM t.purchase_date) * 1000)::float8 AS purchase_ms
    FROM tickets t
    WHERE t.event_id = h.event_id AND t.purchase_date < (SELECT bound FROM start)
    ORDER BY t.purchase_date DESC, t.id DESC
    OFFSET (SELECT skip FROM start) LIMIT ${limit}
  ) p ON true`;

/** The page's header row carries no ticket (LEFT JOIN) when the page is past the end. */
type PageRow = Omit<RawTicketRow, 'id' | 'event_id'> & {
  event_id: string | null;
  total: number;
  id: string | null;
};

/** null when the event does not exist or is not the owner's. */
export async function eventTicketsPage(
  db: Db,
  eventId: string,
  ownerId: string,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: TicketFields[] } | null> {
  const result = await db.execute(PAGE_SQL(eventId, ownerId, offset, limit));
  const rows = (result as unknown as { rows: PageRow[] }).rows;
  if (!rows[0]?.event_id) return null;
  return {
    total: Number(rows[0].total),
    rows: rows.filter((r): r is PageRow & RawTicketRow => r.id !== null).map(ticketFromRaw),
  };
}
