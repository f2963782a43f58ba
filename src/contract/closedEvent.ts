/**
 * The server's refusals for a closed event, answered as `{ message }` (4xx): the client recognises
 * them and shows its own translated text. Selling stops at the event's end (409); a deactivated
 * event's scanner admits nothing: its agents' login, ticket list and scans are refused (403).
 */
export const TICKET_SALES_ENDED = 'This event has ended: tickets can no longer be sold';
export const EVENT_CLOSED = 'This event is closed: no tickets can be admitted';
