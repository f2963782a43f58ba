import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../env';
import { securityAgents, tickets } from '../db/schema';
import { serializeScannerTicket } from '../serializers/tickets';
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
  const rows = await deps.db
    .select({ ticket: tickets, scannedByName: securityAgents.name })
    .from(tickets)
    .leftJoin(securityAgents, eq(securityAgents.id, tickets.scannedBy))
    .where(
      and(
        eq(tickets.eventId, eventId),
        sql`(strpos(lower(${tickets.firstName} || ' ' || ${tickets.lastName}), ${lower}) > 0
          OR strpos(lower(${tickets.ticketId}), ${lower}) > 0
          OR strpos(${tickets.phoneNumber}, ${query}) > 0)`,
      ),
    )
    .orderBy(desc(tickets.purchaseDate), desc(tickets.id))
    .limit(TICKET_SEARCH_LIMIT);
  return rows
    .map((r) => serializeScannerTicket(r.ticket, r.scannedByName))
    .filter((t) => matchesScannerSearch(t, query));
}
