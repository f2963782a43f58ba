import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../env';
import { tickets } from '../db/schema';
import { scannerTicketRows, scannerTickets } from './scannerTicketRows';
import { matchesScannerSearch } from '../../src/lib/scannerSearch';
import { TICKET_SEARCH_LIMIT } from '../../src/contract/ticketSearch';

/**
 * Extension `ticketSearch`: the event's tickets the scanner's search shows for `query` (full name
 * 'first last' and ticket id whatever the case, the phone as typed), newest first. The database
 * narrows with the same rule (`strpos`, so `%` and `_` are plain characters); each row is checked
 * again with the scanner's own function, so that a phone and the server never disagree on a match.
 */
export async function searchEventTickets(deps: AppDeps, eventId: string, query: string) {
  const lower = query.toLowerCase();
  const rows = await scannerTicketRows(
    deps.db,
    and(
      eq(tickets.eventId, eventId),
      sql`(strpos(lower(${tickets.firstName} || ' ' || ${tickets.lastName}), ${lower}) > 0
        OR strpos(lower(${tickets.ticketId}), ${lower}) > 0
        OR strpos(${tickets.phoneNumber}, ${query}) > 0)`,
    ),
  ).limit(TICKET_SEARCH_LIMIT);
  return scannerTickets(rows).filter((t) => matchesScannerSearch(t, query));
}
