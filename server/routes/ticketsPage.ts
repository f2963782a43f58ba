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
 * The statement is the database function ticket_page (migration 0403), whose plan the database
 * keeps for the connection instead of planning it for every page; timestamps come back as epoch
 * milliseconds so that both drivers return numbers.
 */
const PAGE_SQL = (eventId: string, ownerId: string, offset: number, limit: number) =>
  sql`SELECT * FROM ticket_page(${eventId}, ${ownerId}, ${offset}, ${limit})`;

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
