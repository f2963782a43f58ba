import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { TicketChange } from './liveHub';

/** At most this many changes are replayed at once; a client further behind fetches its delta anyway. */
export const REPLAY_LIMIT = 2000;

/**
 * The numbered ticket changes (migration 0821) after `after`, of one event or of all, oldest first:
 * what a reopened stream (`Last-Event-ID`) or a reconnected listener missed.
 */
export async function changesSince(
  db: Db,
  after: number,
  eventIds: readonly string[] | null,
  limit = REPLAY_LIMIT,
): Promise<TicketChange[]> {
  const events = eventIds ? JSON.stringify(eventIds) : null;
  const result = await db.execute(sql`
    SELECT id::float8 AS n, payload FROM live_ticket_changes
    WHERE id > ${after}
      AND (${events}::jsonb IS NULL
        OR event_id = ANY(ARRAY(SELECT jsonb_array_elements_text(${events}::jsonb))))
    ORDER BY id LIMIT ${limit}`);
  return (result as unknown as { rows: Array<{ n: number; payload: string }> }).rows.map((r) => ({
    ...(JSON.parse(r.payload) as TicketChange),
    n: Number(r.n),
  }));
}

/** The number of the newest change recorded (0 when none): where a listener starts from. */
export async function lastChangeNumber(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT COALESCE(max(id), 0)::float8 AS n FROM live_ticket_changes`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

/** A `Last-Event-ID` header as a change number (absent, malformed or negative: null). */
export function parseLastEventId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}
