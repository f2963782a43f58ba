/** The fields of a ticket the scanner search looks at. */
export interface SearchableTicket {
  ticketId: string;
  customerInfo: { firstName: string; lastName: string; phoneNumber: string };
}

/**
 * SPEC §5 scanner search: case-insensitive on first name, last name and ticketId; the phone
 * matches as typed (case-sensitive substring). An empty query keeps every ticket.
 */
export function matchesScannerSearch(ticket: SearchableTicket, query: string): boolean {
  if (!query) return true;
  const lower = query.toLowerCase();
  const { firstName, lastName, phoneNumber } = ticket.customerInfo;
  return (
    (firstName ?? '').toLowerCase().includes(lower) ||
    (lastName ?? '').toLowerCase().includes(lower) ||
    (ticket.ticketId ?? '').toLowerCase().includes(lower) ||
    (phoneNumber ?? '').includes(query)
  );
}

export function filterScannerTickets<T extends SearchableTicket>(tickets: T[], query: string): T[] {
  return query ? tickets.filter((t) => matchesScannerSearch(t, query)) : tickets;
}

/** Total / Scanned / Unscanned cards of the scanner. */
export function scannerCounts(tickets: Array<{ isScanned: boolean }>) {
  let scanned = 0;
  for (const t of tickets) if (t.isScanned) scanned++;
  return { total: tickets.length, scanned, unscanned: tickets.length - scanned };
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
