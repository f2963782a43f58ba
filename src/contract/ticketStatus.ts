/** SPEC §4 ticket statuses (no zod here, so that the scanner's ticket desk can import them). */
export const TICKET_STATUSES = ['active', 'used', 'cancelled', 'refunded'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * A sold ticket holds its seat (active, or used once admitted): the statistics' 'Tickets Sold' and the
 * scanner's 'Total Tickets' count these and only these, so that both screens agree; a cancelled or
 * refunded ticket is not to be scanned. The server's SQL and src/lib/ticketCounts.ts share this list.
 */
export const SEAT_HOLDING_STATUSES = ['active', 'used'] as const satisfies ReadonlyArray<TicketStatus>;
