import { useCallback, useEffect, useRef } from 'react';
import { useTranslate } from 'ra-core';
import { signedTicket, type ShownTicket } from '../../lib/scannerOffline';
import type { AgentSession } from './types';

/**
 * The work itself (parser, Ed25519, keys and revocations) is fetched after login, not with the ticket
 * desk, so that the scanner's first visit stays as light as before; the service worker keeps it.
 */
export const loadSignedCodes = () => import('./signedCodes');

/** Where the device keeps the event's keys and revoked codes, per agent. */
export const signingStorageKey = (agentId: string) => `scannerSigning:${agentId}`;

/** Forgets the kept keys and revocations (Log out). */
export function forgetSigningState(agentId: string): void {
  try {
    localStorage.removeItem(signingStorageKey(agentId));
  } catch {
    /* nothing kept */
  }
  void loadSignedCodes().then(
    (m) => m.forgetState(agentId),
    () => undefined,
  );
}

/** What a scanned code comes to: the ticket id to scan, or a refusal's words. */
export type ReadCode = { ok: true; ticketId: string } | { ok: false; ticketId: string; message: string };

/**
 * Signed ticket codes at the door (extension signedTickets). The event's public keys and revoked
 * codes come with the device's copy (after login) and in deltas while online (./signedCodes.ts).
 * `read` checks a scanned code: an altered, forged or revoked one is refused with its reason, a valid
 * one is read as its ticket id; `signedTicket` then gives the offline decision a ticket the copy does
 * not have yet (sold after the download), known by its id and tier. Against a server without the
 * extension a code is read as it is (SPEC's plain ticket id).
 */
export function useSignedCodes(session: AgentSession, offered: boolean | undefined) {
  const translate = useTranslate();
  const verified = useRef(new Map<string, string>());

  useEffect(() => {
    if (!offered) return;
    let live = true;
    let stop: (() => void) | undefined;
    void loadSignedCodes().then(
      (m) => {
        if (live) stop = m.followSigningState(session);
      },
      () => undefined, // not fetched (offline, first visit): the kept state stands
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [offered, session]);

  const read = useCallback(
    async (text: string): Promise<ReadCode> => {
      // SPEC's plain ticket id (no dots): nothing to check, nothing to load.
      if (!text.includes('.')) return { ok: true, ticketId: text.trim() };
      const checked = await (await loadSignedCodes()).checkCode(text, session, offered !== false);
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
    [session, offered, translate],
  );

  const known = useCallback((ticketId: string): ShownTicket | undefined => {
    const tier = verified.current.get(ticketId);
    return tier === undefined ? undefined : signedTicket(ticketId, tier);
  }, []);

  return { read, signedTicket: known };
}
