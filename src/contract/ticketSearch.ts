/**
 * Extension `ticketSearch`: `GET /api/security-agents/event/{eventId}/tickets?agentId=…&q=…` answers
 * the tickets of the agent's event that the scanner's own search (src/lib/scannerSearch.ts) would
 * show for `q`, newest first, at most TICKET_SEARCH_LIMIT. A phone whose copy of a large event is
 * still downloading asks it, so that any ticket can be found from the first second.
 * No zod here: the scanner's download stays without it.
 */
export const TICKET_SEARCH_LIMIT = 50;
/** Longer queries are refused (400): no ticket id, name or phone is this long. */
export const TICKET_SEARCH_QUERY_MAX = 100;
