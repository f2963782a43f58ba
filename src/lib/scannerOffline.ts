import type { ScannerTicket } from '../customRoutes/scanner/types';
import { businessTimeZone } from '../api/config';
import { alreadyScannedText, statusRefusal } from './scanRefusal';

/** A ticket as the scanner shows it: admitted on this device and not yet sent when `offline`. */
export type ShownTicket = ScannerTicket;

export const TICKET_NOT_FOR_EVENT = 'Ticket not found for this event';

/**
 * The server's refusal text on the business's clock (src/lib/scanRefusal.ts, which the server words
 * its refusals with too), so that offline refusals read as online ones.
 */
export function alreadyScannedMessage(
  at: string | null | undefined,
  by: string | null | undefined,
  now = new Date(),
) {
  return alreadyScannedText(at ? new Date(at) : null, by, now, businessTimeZone());
}

/**
 * Finds the ticket a scan names, by public ticketId (QR code, typed) or by _id. A typed ticket id
 * matches whatever its case ('tk-nsnbehzl8f' is TK-NSNBEHZL8F), as the server's scan does.
 */
export function findTicket(tickets: readonly ShownTicket[], ref: string): ShownTicket | undefined {
  const r = ref.trim();
  const upper = r.toUpperCase();
  return (
    tickets.find((t) => t.ticketId === r) ??
    tickets.find((t) => t.ticketId?.toUpperCase() === upper) ??
    tickets.find((t) => t._id === r)
  );
}

/**
 * The device's own decision when the server cannot be asked: only an active ticket that no gate
 * known to the device has admitted (the server's last word, live updates, and this device's own
 * admissions not yet sent) is admitted.
 */
export function decideOffline(
  ticket: ShownTicket | undefined,
): { ok: true; ticket: ShownTicket } | { ok: false; message: string } {
  if (!ticket) return { ok: false, message: TICKET_NOT_FOR_EVENT };
  const invalid = statusRefusal(ticket.status);
  if (invalid) return { ok: false, message: invalid };
  if (ticket.isScanned || ticket.status !== 'active')
    return { ok: false, message: alreadyScannedMessage(ticket.scannedAt, ticket.scannedBy) };
  return { ok: true, ticket };
}

/**
 * The list the agent sees: the server's tickets with this device's admissions not yet sent shown as
 * admitted by this agent and marked offline (counters count them too). Once the server's answer
 * arrives, its own state replaces the mark.
 */
export function withPending(
  tickets: ScannerTicket[],
  pending: ReadonlyArray<PendingAdmission>,
  agentName: string,
): ShownTicket[] {
  if (!pending.length) return tickets;
  const byId = new Map(pending.map((p) => [p._id, p]));
  // Admitted on a signed code: known by ticket id until the copy has the ticket (then it is that row).
  const bySignature = new Map(pending.filter((p) => p.bySignature).map((p) => [p.ticketId ?? p._id, p]));
  const shown = tickets.map((t) => {
    const p = byId.get(t._id) ?? bySignature.get(t.ticketId);
    if (p) bySignature.delete(t.ticketId);
    if (!p || t.isScanned) return t;
    return {
      ...t,
      isScanned: true,
      status: 'used',
      scannedAt: p.deviceAt,
      scannedBy: agentName,
      offline: true,
    };
  });
  const signedOnly = [...bySignature.values()].map((p) => ({
    ...signedTicket(p.ticketId ?? p._id, p.bySignature?.tier ?? ''),
    isScanned: true,
    status: 'used',
    scannedAt: p.deviceAt,
    scannedBy: agentName,
    offline: true,
  }));
  return signedOnly.length ? [...shown, ...signedOnly] : shown;
}

/** An admission the device holds unsent, as the list shows it. */
export interface PendingAdmission {
  _id: string;
  ticketId?: string;
  deviceAt: string;
  bySignature?: { tier: string };
}

/**
 * A ticket the device knows from its valid signed code alone (extension signedTickets): its id and
 * tier, active as far as the device knows (a revoked code is refused before this).
 */
export function signedTicket(ticketId: string, tier: string): ShownTicket {
  return {
    _id: ticketId,
    ticketId,
    customerInfo: { firstName: '', lastName: '', phoneNumber: '' },
    priceTier: { name: tier, price: 0 },
    status: 'active',
    purchaseDate: '',
    isScanned: false,
    bySignature: true,
  };
}

/** A nonce no other device will draw: 128 random bits, URL-safe. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
