/**
 * Where the keyboard (or a USB scanner typing into the page) carries on after Accept or Reject: the
 * next ticket's Scan Ticket button, else the search box. Never the top of the page.
 *
 * Scan buttons carry `data-scan-ticket={ticketId}`; the search box has id `scanner-search`.
 */
export const SCAN_BUTTON = 'button[data-scan-ticket]:not([disabled])';
export const SEARCH_BOX_ID = 'scanner-search';

const scanButtons = () => [...document.querySelectorAll<HTMLButtonElement>(SCAN_BUTTON)];

/** The position of a ticket's Scan Ticket button among those on screen (-1 when it has none). */
export function scanButtonIndex(ticketId: string): number {
  return scanButtons().findIndex((b) => b.dataset.scanTicket === ticketId);
}

/**
 * Focuses the next ticket's button: after an admission the ticket's own button is gone, so the
 * button now at its former position is the next one; after a refusal it is the one after it.
 */
export function focusNextScan(ticketId: string, indexWhenOpened: number, searchBoxToo: boolean): void {
  const buttons = scanButtons();
  const own = buttons.findIndex((b) => b.dataset.scanTicket === ticketId);
  const next = own >= 0 ? buttons[own + 1] : indexWhenOpened >= 0 ? buttons[indexWhenOpened] : undefined;
  // The search box only for a keyboard decision: on a touch screen it would open the on-screen keyboard.
  (next ?? (searchBoxToo ? document.getElementById(SEARCH_BOX_ID) : null))?.focus();
}
