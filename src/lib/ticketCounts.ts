import { SEAT_HOLDING_STATUSES } from '../contract/ticketStatus';

const HOLDING: ReadonlySet<string> = new Set(SEAT_HOLDING_STATUSES);

/** Whether a ticket counts as sold and to be scanned (contract's SEAT_HOLDING_STATUSES). */
export const holdsSeat = (status: string) => HOLDING.has(status);

/**
 * The door's counters, by the statistics page's rule: Total = tickets that hold a seat (active or
 * used), Scanned = those admitted, Unscanned = the rest. Cancelled and refunded tickets are not counted.
 */
export function ticketCounts(tickets: ReadonlyArray<{ isScanned: boolean; status: string }>) {
  let total = 0;
  let scanned = 0;
  for (const t of tickets) {
    if (!holdsSeat(t.status)) continue;
    total++;
    if (t.isScanned) scanned++;
  }
  return { total, scanned, unscanned: total - scanned };
}
