import {
  fromBase64url,
  parseTicketCode,
  signedTicketMessage,
  type CodeRefusal,
  type CodeRevocation,
  type SigningKeyInfo,
  type SigningStateResponse,
} from '../contract/signedTickets';
import { verifyEd25519 } from './ed25519Verify';

/** What a scanner keeps of its event's signing: the keys, the revoked codes by ticket, the cursor. */
export interface SigningState {
  keys: SigningKeyInfo[];
  /** ticket id → `null` (every code revoked) or the lowest code version still valid. */
  revoked: Record<string, number | null>;
  cursor: string;
}

export type CodeCheck =
  /** SPEC's plain ticket id: the device's copy decides. */
  | { kind: 'plain'; ticketId: string }
  /**
   * A signed code this device cannot check (it has no key yet: a SPEC server, or the first download
   * not arrived): read as its ticket id, like a plain one.
   */
  | { kind: 'unchecked'; ticketId: string }
  /** A valid, unrevoked signature. `retiredKey`: admitted only where the copy has the ticket. */
  | { kind: 'signed'; ticketId: string; tier: string; codeVersion: number; retiredKey: boolean }
  | { kind: 'refused'; ticketId: string; reason: CodeRefusal };

type Verify = typeof verifyEd25519;

/**
 * Reads and checks a scanned code against the event's keys and revocations, as the device knows
 * them. An altered or forged code (bad shape, bad signature, another event's) and a revoked one are
 * refused with the reason, online or not; the server still decides the ticket's own state.
 */
export async function checkTicketCode(
  text: string,
  eventId: string,
  state: SigningState | null,
  verify: Verify = verifyEd25519,
): Promise<CodeCheck> {
  const read = parseTicketCode(text);
  if (read.kind === 'plain') return read;
  const { ticketId } = read;
  if (read.kind === 'altered') return { kind: 'refused', ticketId, reason: 'altered' };
  if (!state?.keys.length) return { kind: 'unchecked', ticketId };
  const key = state.keys.find((k) => k.version === read.keyVersion);
  if (!key) return { kind: 'refused', ticketId, reason: 'unknownKey' };
  const publicKey = fromBase64url(key.publicKey);
  const signature = fromBase64url(read.signature);
  const valid =
    publicKey !== null &&
    signature !== null &&
    (await verify(signature, signedTicketMessage(eventId, read), publicKey));
  if (!valid) return { kind: 'refused', ticketId, reason: 'altered' };
  const revoked = state.revoked[ticketId];
  if (revoked === null) return { kind: 'refused', ticketId, reason: 'revoked' };
  if (typeof revoked === 'number' && read.codeVersion < revoked)
    return { kind: 'refused', ticketId, reason: 'reissued' };
  return {
    kind: 'signed',
    ticketId,
    tier: read.tier,
    codeVersion: read.codeVersion,
    retiredKey: key.retired,
  };
}

/** Revocations in order: the latest entry for a ticket replaces the earlier ones. */
export function applyRevocations(
  revoked: Record<string, number | null>,
  entries: readonly CodeRevocation[],
): Record<string, number | null> {
  const next = { ...revoked };
  for (const e of entries) {
    if (e.below === null) next[e.ticketId] = null;
    else if (e.below <= 1) delete next[e.ticketId];
    else next[e.ticketId] = e.below;
  }
  return next;
}

/** The state after a server answer: replaced by a full one, patched by a delta. */
export function nextSigningState(
  previous: SigningState | null,
  answer: SigningStateResponse['data'],
): SigningState {
  const base = answer.full || !previous ? {} : previous.revoked;
  return { keys: answer.keys, revoked: applyRevocations(base, answer.revoked), cursor: answer.cursor };
}
