import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { securityAgents, tickets } from '../db/schema';
import { serializeScannerTicket } from '../serializers/tickets';

/**
 * The scanner's tickets matching `where`, in the list's order (newest purchase first, then id: the
 * index `tickets_event_order_idx`), each with the name of the agent who scanned it. The caller adds
 * its limit and offset; `scannerTickets` turns the rows into the scanner's answer.
 */
export function scannerTicketRows(db: Db, where: SQL | undefined) {
  return db
    .select({ ticket: tickets, scannedByName: securityAgents.name })
    .from(tickets)
    .leftJoin(securityAgents, eq(securityAgents.id, tickets.scannedBy))
    .where(where)
    .orderBy(desc(tickets.purchaseDate), desc(tickets.id))
    .$dynamic();
}

export const scannerTickets = (rows: Awaited<ReturnType<typeof scannerTicketRows>>) =>
  rows.map((r) => serializeScannerTicket(r.ticket, r.scannedByName));
