/**
 * Signed ticket codes (extension `signedTickets`): what a ticket's QR holds on a server that signs
 * them, and how a scanner reads it. No zod here, so that the scanner's ticket desk can import it.
 *
 * A code is five fields joined by dots, all URL-safe (base64url without padding for the binary ones):
 *
 *     TK-NSNBEHZL8F.VklQ.1.1.<86 characters of signature>
 *     ticket id   . tier name (UTF-8, base64url) . code version . key version . Ed25519 signature
 *
 * The signature covers `signedTicketMessage` (the event, the ticket id, its tier, both versions). The
 * code version starts at 1 and goes up when the organiser re-issues the ticket (its code was shared):
 * older versions are revoked. The key version names which of the event's keys signed it (rotation).
 * About 110 characters for a short tier name: a version 7 or 8 QR at level M, which reads at 200 px
 * on screen and printed.
 */

/** Between the fields of a code: never in a ticket id nor in base64url. */
export const TICKET_CODE_SEPARATOR = '.';

/** An Ed25519 signature is 64 bytes: 86 characters of base64url without padding. */
export const SIGNATURE_LENGTH = 86;

export interface TicketCodeFields {
  ticketId: string;
  /** The ticket's tier name, as sold. */
  tier: string;
  /** 1, then one more at each re-issue. */
  codeVersion: number;
  /** The version of the event's key that signed it. */
  keyVersion: number;
}

export interface SignedTicketCode extends TicketCodeFields {
  /** base64url, no padding. */
  signature: string;
}

/** A read QR: a signed code, or SPEC's plain ticket id (anything without the signed shape). */
export type ReadTicketCode = ({ kind: 'signed' } & SignedTicketCode) | { kind: 'plain'; ticketId: string };

const base64urlAlphabet = /^[A-Za-z0-9_-]*$/;
const positiveInt = /^[1-9][0-9]{0,8}$/;
const ticketIdShape = /^[A-Za-z0-9-]{3,64}$/;

export function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes base64url without padding; null when it is not. */
export function fromBase64url(text: string): Uint8Array | null {
  if (!base64urlAlphabet.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const utf8 = new TextEncoder();

/** The bytes a code's signature covers: the event, the ticket, its tier and both versions. */
export function signedTicketMessage(eventId: string, f: TicketCodeFields): Uint8Array {
  return utf8.encode(['st1', eventId, f.ticketId, f.tier, f.codeVersion, f.keyVersion].join('\n'));
}

export function formatTicketCode(c: SignedTicketCode): string {
  return [
    c.ticketId,
    toBase64url(utf8.encode(c.tier)),
    String(c.codeVersion),
    String(c.keyVersion),
    c.signature,
  ].join(TICKET_CODE_SEPARATOR);
}

/**
 * Reads a scanned text: a signed code when it has the signed shape (five fields, a readable tier,
 * versions, an 86-character signature), else SPEC's plain ticket id. A text shaped like a signed code
 * but damaged (a field missing or unreadable) is `altered`: never mistaken for a plain id.
 */
export function parseTicketCode(text: string): ReadTicketCode | { kind: 'altered'; ticketId: string } {
  const trimmed = text.trim();
  const parts = trimmed.split(TICKET_CODE_SEPARATOR);
  if (parts.length === 1) return { kind: 'plain', ticketId: trimmed };
  const [ticketId, tierField, codeVersion, keyVersion, signature] = parts;
  const altered = { kind: 'altered' as const, ticketId: ticketId ?? '' };
  if (parts.length !== 5 || !ticketIdShape.test(ticketId)) return altered;
  if (!positiveInt.test(codeVersion) || !positiveInt.test(keyVersion)) return altered;
  if (signature.length !== SIGNATURE_LENGTH || !base64urlAlphabet.test(signature)) return altered;
  const tierBytes = fromBase64url(tierField);
  if (!tierBytes) return altered;
  let tier: string;
  try {
    tier = new TextDecoder('utf-8', { fatal: true }).decode(tierBytes);
  } catch {
    return altered;
  }
  return {
    kind: 'signed',
    ticketId,
    tier,
    codeVersion: Number(codeVersion),
    keyVersion: Number(keyVersion),
    signature,
  };
}

/** One of an event's public keys as the scanner gets it. */
export interface SigningKeyInfo {
  version: number;
  /** The raw 32-byte Ed25519 public key, base64url. */
  publicKey: string;
  /**
   * Retired by a rotation that said the older keys may be compromised: codes it signed are
   * admitted only where the device's copy has the ticket.
   */
  retired: boolean;
}

/**
 * A revoked code: every code of the ticket (`below: null`, cancelled or refunded), or its codes of a
 * version below `below` (re-issued). The latest entry for a ticket replaces earlier ones (a
 * cancelled ticket made active again is `below: <its code version>`).
 */
export interface CodeRevocation {
  ticketId: string;
  below: number | null;
}

/**
 * `GET /api/security-agents/event/{eventId}/tickets/signing[?since=cursor]` (agent session): the
 * event's keys, and the revocations (all of them, or those after `since`), with the next cursor.
 */
export interface SigningStateResponse {
  success: true;
  data: { keys: SigningKeyInfo[]; revoked: CodeRevocation[]; cursor: string; full: boolean };
}

export * from './signedTicketPaths';

export interface TicketCodeResponse {
  data: { ticketId: string; code: string; codeVersion: number; keyVersion: number };
}

/** Why a scanner refuses a signed code (its translation key is `scanner.signed.<reason>`). */
export const CODE_REFUSALS = ['altered', 'revoked', 'reissued', 'unknownKey'] as const;
export type CodeRefusal = (typeof CODE_REFUSALS)[number];
