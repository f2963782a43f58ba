/**
 * The calls of the extension `signedTickets` (./signedTickets.ts re-exports them): a module of its own
 * so that the scanner's ticket desk takes these few strings and not the code format's functions,
 * which it fetches only after login.
 */

export const signingStatePath = (eventId: string) =>
  `/api/security-agents/event/${encodeURIComponent(eventId)}/tickets/signing`;

/** `GET /api/tickets/{ticketId}/code` (organiser): the ticket's current signed code. */
export const ticketCodePath = (ticketId: string) => `/api/tickets/${encodeURIComponent(ticketId)}/code`;

/** `POST /api/tickets/{ticketId}/reissue` (organiser): a new code; the old ones are revoked. */
export const ticketReissuePath = (ticketId: string) => `/api/tickets/${encodeURIComponent(ticketId)}/reissue`;

/** `POST /api/events/{eventId}/signing-key/rotate` (organiser) `{ retirePrevious?: boolean }`. */
export const signingKeyRotatePath = (eventId: string) =>
  `/api/events/${encodeURIComponent(eventId)}/signing-key/rotate`;
