/** The fields of a ticket the scanner search looks at. */
export interface SearchableTicket {
  ticketId: string;
  customerInfo: { firstName: string; lastName: string; phoneNumber: string };
}

/**
 * SPEC §5 scanner search: case-insensitive on first name, last name and ticketId; the phone
 * matches as typed (case-sensitive substring). The full name ('first last') matches too, as the
 * dashboard's ticket search does, so 'walk tester' finds Walk Tester. An empty query keeps every ticket.
 */
export function matchesScannerSearch(ticket: SearchableTicket, query: string): boolean {
  if (!query) return true;
  const lower = query.toLowerCase();
  const { phoneNumber } = ticket.customerInfo;
  return (
    fullNameKey(ticket).includes(lower) ||
    (ticket.ticketId ?? '').toLowerCase().includes(lower) ||
    (phoneNumber ?? '').includes(query)
  );
}

/** 'first last' in lower case: a first or last name alone is a substring of it. */
export function fullNameKey(ticket: SearchableTicket): string {
  const { firstName, lastName } = ticket.customerInfo;
  return `${firstName ?? ''} ${lastName ?? ''}`.toLowerCase();
}

export function filterScannerTickets<T extends SearchableTicket>(tickets: T[], query: string): T[] {
  return query ? tickets.filter((t) => matchesScannerSearch(t, query)) : tickets;
}

/** A QR code holds the ticketId, possibly inside a URL (…/tickets/TK-XXXX): the last path segment. */
export function ticketRefFromCode(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.includes('/')) return trimmed;
  const withoutQuery = trimmed.split(/[?#]/)[0].replace(/\/+$/, '');
  return decodeURIComponent(withoutQuery.slice(withoutQuery.lastIndexOf('/') + 1));
}

/** Whether a decoded code should be submitted: not the same code within the quiet period (3 s). */
export function shouldSubmitCode(
  last: { code: string; at: number } | null,
  code: string,
  now: number,
  quietMs = 3000,
): boolean {
  return !last || last.code !== code || now - last.at >= quietMs;
}

/** A ticket id as issued (two to four letters, a dash, letters and digits), whatever its case. */
const TICKET_ID_SHAPE = /^[A-Z]{2,4}-[A-Z0-9]{6,}$/i;

/**
 * What Enter in the scanner's search box means: a full ticket id (or a QR code's URL ending with
 * one), as a USB scanner types it, is a scan to decide; anything else only filters (null). An id the
 * device knows comes back as issued, whatever the case typed.
 */
export function scanCodeOf(text: string, tickets: readonly SearchableTicket[]): string | null {
  const ref = ticketRefFromCode(text);
  if (!ref) return null;
  const upper = ref.toUpperCase();
  const known = tickets.find((t) => (t.ticketId ?? '').toUpperCase() === upper);
  if (known) return known.ticketId;
  // A signed ticket code (src/contract/signedTickets.ts): a ticket id, then dotted fields.
  const head = ref.split('.')[0];
  if (head !== ref && TICKET_ID_SHAPE.test(head)) return ref;
  return TICKET_ID_SHAPE.test(ref) || text.includes('/') ? ref : null;
}
