import {
  checkTicketCode,
  nextSigningState,
  type CodeCheck,
  type SigningState,
} from '../../lib/ticketCodeCheck';
import { fetchSigningState } from './signingApi';
import { signingStorageKey } from './useSignedCodes';
import type { AgentSession } from './types';

export { prepareEd25519 } from '../../lib/ed25519Verify';

/**
 * The scanner's signed-code work (extension signedTickets), fetched after login rather than with the
 * ticket desk (./useSignedCodes.ts holds the rest): the event's keys and revocations kept on the
 * device and followed while online, and a scanned code's check.
 */

/** While online, the revocations are asked again this often (and when the network comes back). */
export const SIGNING_POLL_MS = 30_000;

const states = new Map<string, SigningState | null>();

function stateOf(agentId: string): SigningState | null {
  if (!states.has(agentId)) {
    let kept: SigningState | null = null;
    try {
      const raw = localStorage.getItem(signingStorageKey(agentId));
      kept = raw ? (JSON.parse(raw) as SigningState) : null;
    } catch {
      kept = null;
    }
    states.set(agentId, kept);
  }
  return states.get(agentId) ?? null;
}

/**
 * Asks the server for the keys and the revocations since the device's cursor now, every 30 s and when
 * the network comes back; kept on the device for a scanner reopened offline. Returns the stop.
 */
export function followSigningState(session: AgentSession): () => void {
  const { agentId } = session.agent;
  const ctrl = new AbortController();
  let asking = false;
  const ask = async () => {
    if (asking) return;
    asking = true;
    try {
      const answer = await fetchSigningState(session, stateOf(agentId)?.cursor ?? null, ctrl.signal);
      const next = nextSigningState(stateOf(agentId), answer);
      states.set(agentId, next);
      try {
        localStorage.setItem(signingStorageKey(agentId), JSON.stringify(next));
      } catch {
        /* not kept: asked again at the next opening */
      }
    } catch {
      /* no answer: the last known state stands */
    } finally {
      asking = false;
    }
  };
  void ask();
  const timer = setInterval(() => void ask(), SIGNING_POLL_MS);
  const online = () => void ask();
  window.addEventListener('online', online);
  return () => {
    ctrl.abort();
    clearInterval(timer);
    window.removeEventListener('online', online);
  };
}

/** A scanned code checked against what the device holds (nothing, where the server has no keys). */
export function checkCode(text: string, session: AgentSession, offered: boolean): Promise<CodeCheck> {
  return checkTicketCode(text, session.event._id, offered ? stateOf(session.agent.agentId) : null);
}

/** Log out: the device forgets the kept state. */
export function forgetState(agentId: string): void {
  states.delete(agentId);
}
