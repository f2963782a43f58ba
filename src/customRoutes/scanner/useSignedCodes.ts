import { useCallback, useEffect, useRef } from 'react';
import { useTranslate } from 'ra-core';
import {
  checkTicketCode,
  nextSigningState,
  type CodeCheck,
  type SigningState,
} from '../../lib/ticketCodeCheck';
import { signedTicket, type ShownTicket } from '../../lib/scannerOffline';
import { fetchSigningState } from './signingApi';
import type { AgentSession } from './types';

/** While online, the revocations are asked again this often (and when the network comes back). */
export const SIGNING_POLL_MS = 30_000;

const storageKey = (agentId: string) => `scannerSigning:${agentId}`;

function load(agentId: string): SigningState | null {
  try {
    const raw = localStorage.getItem(storageKey(agentId));
    return raw ? (JSON.parse(raw) as SigningState) : null;
  } catch {
    return null;
  }
}

/** Forgets the kept keys and revocations (Log out). */
export function forgetSigningState(agentId: string): void {
  try {
    localStorage.removeItem(storageKey(agentId));
  } catch {
    /* nothing kept */
  }
}

/** What a scanned code comes to: the ticket id to scan, or a refusal's words. */
export type ReadCode = { ok: true; ticketId: string } | { ok: false; ticketId: string; message: string };

/**
 * Signed ticket codes at the door (extension signedTickets). The event's public keys and revoked
 * codes come with the device's copy (after login) and in deltas while online (every 30 s and when
 * the network comes back), kept on the device so that a scanner reopened offline still checks them.
 * `read` checks a scanned code: an altered, forged or revoked one is refused with its reason, a valid
 * one is read as its ticket id; `signedTicket` then gives the offline decision a ticket the copy does
 * not have yet (sold after the download), known by its id and tier. Against a server without the
 * extension a code is read as it is (SPEC's plain ticket id).
 */
export function useSignedCodes(session: AgentSession, offered: boolean | undefined) {
  const translate = useTranslate();
  const agentId = session.agent.agentId;
  const state = useRef<SigningState | null>(load(agentId));
  const verified = useRef(new Map<string, string>());

  useEffect(() => {
    if (!offered) return;
    const ctrl = new AbortController();
    let asking = false;
    const ask = async () => {
      if (asking) return;
      asking = true;
      try {
        const answer = await fetchSigningState(session, state.current?.cursor ?? null, ctrl.signal);
        state.current = nextSigningState(state.current, answer);
        try {
          localStorage.setItem(storageKey(agentId), JSON.stringify(state.current));
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
  }, [offered, session, agentId]);

  const read = useCallback(
    async (text: string): Promise<ReadCode> => {
      const checked: CodeCheck = await checkTicketCode(
        text,
        session.event._id,
        offered === false ? null : state.current,
      );
      if (checked.kind === 'refused')
        return {
          ok: false,
          ticketId: checked.ticketId,
          message: translate(`scanner.signed.${checked.reason}`),
        };
      // A retired key's code is trusted only where the copy has the ticket.
      if (checked.kind === 'signed' && !checked.retiredKey)
        verified.current.set(checked.ticketId, checked.tier);
      return { ok: true, ticketId: checked.ticketId };
    },
    [session.event._id, offered, translate],
  );

  const known = useCallback((ticketId: string): ShownTicket | undefined => {
    const tier = verified.current.get(ticketId);
    return tier === undefined ? undefined : signedTicket(ticketId, tier);
  }, []);

  return { read, signedTicket: known };
}
