import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'ra-core';
import { errorMessage } from '../../api/request';
import { findTicket, type ShownTicket } from '../../lib/scannerOffline';
import { FAST_MODE_OFF, FAST_UNDO_SHOWN_MS } from '../../contract/scanDecision';
import { isSessionRefused, isUnanswered, scanTicket, SCAN_TIMEOUT_MS, type ScanIdentity } from './scannerApi';
import { newNonce } from '../../lib/scannerOffline';
import { undoOwnAdmission } from './doorApi';
import { scannerMessage } from './scannerMessage';
import { fullName } from './TicketBits';
import { playDoorSound, vibrateFor } from './doorSounds';
import type { AgentSession, ScannerTicket } from './types';

/** What the fast gate shows after a scan (and after an Undo). */
export type FastResult =
  | { kind: 'admitted'; ticket: ScannerTicket; undoable: boolean }
  | { kind: 'refused'; message: string; holder: string | null }
  | { kind: 'undone'; ticket: ScannerTicket }
  | { kind: 'undoFailed'; ticket: ScannerTicket; message: string };

/**
 * Fast mode (extension fastGates): a camera or USB scan admits a valid ticket at once, final, with
 * a sound, a vibration, and Undo for 10 s (the agent's own admission, extension admissionUndo). A
 * refusal names the holder (from the device's copy) and the server's reason. With no network, no
 * answer in time, or the organiser having switched back to the modal, the scan goes to SPEC's flow
 * (`fallback`), which decides on the device or opens the verification modal.
 */
export function useFastAdmit(
  session: AgentSession,
  hooks: {
    patch: (t: ScannerTicket) => void;
    refresh: () => void;
    onAnswer: (answered: boolean) => void;
    tickets: readonly ShownTicket[];
    /** `scan`: the fast call's nonce, when that call may have reached the server (same scan there). */
    fallback: (ref: string, scan?: ScanIdentity) => void;
    onModeOff: () => void;
    /** The live stream keeps the list: an admission needs no refresh of it (the change comes live). */
    live?: boolean;
    /** The server refused the agent's session: back to the password form, the outbox kept. */
    onSessionLost: (message: string) => void;
    /**
     * Undo of an admission still waiting in the outbox (decided on the device, not sent): the
     * ticket as it now stands, or null when it has none waiting (then the server undoes it).
     */
    undoQueued: (ticket: ScannerTicket) => Promise<ScannerTicket | null>;
  },
) {
  const translate = useTranslate();
  const [result, setResult] = useState<FastResult | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const latest = useRef(hooks);
  latest.current = hooks;

  // Undo is offered for 10 s after the green screen; the screen itself stays until the next scan.
  useEffect(() => {
    if (result?.kind !== 'admitted' || !result.undoable) return;
    const timer = setTimeout(
      () => setResult((r) => (r === result ? { ...result, undoable: false } : r)),
      FAST_UNDO_SHOWN_MS,
    );
    return () => clearTimeout(timer);
  }, [result]);

  const holderOf = (ref: string) => {
    const known = findTicket(latest.current.tickets, ref);
    return known ? fullName(known) : null;
  };

  const admit = useCallback(
    async (ref: string) => {
      const { patch, refresh, onAnswer, fallback, onModeOff } = latest.current;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return fallback(ref);
      setResult(null);
      setChecking(ref);
      const scan: ScanIdentity = { nonce: newNonce(), deviceAt: new Date().toISOString() };
      try {
        const ticket = await scanTicket(session, ref, 'accept', 'fast', { timeoutMs: SCAN_TIMEOUT_MS, scan });
        onAnswer(true);
        // Green first: the list and counters (20,000 tickets) follow in a later render.
        setResult({ kind: 'admitted', ticket, undoable: true });
        playDoorSound('admitted');
        vibrateFor('admitted');
        startTransition(() => patch(ticket));
        if (!latest.current.live) refresh();
      } catch (err) {
        const message = errorMessage(err, translate('scanner.errors.scan'));
        if (isUnanswered(err)) {
          onAnswer(false);
          fallback(ref, scan);
        } else if (isSessionRefused(err, session)) {
          // Nothing admitted: the password now (a guest waits), not at the next scan.
          onAnswer(true);
          latest.current.onSessionLost(message);
        } else if (message === FAST_MODE_OFF) {
          onModeOff();
          fallback(ref);
        } else {
          setResult({ kind: 'refused', message: scannerMessage(message, translate), holder: holderOf(ref) });
          playDoorSound('refused');
          vibrateFor('refused');
          refresh();
        }
      } finally {
        setChecking(null);
      }
    },
    [session, translate],
  );

  const undo = useCallback(
    async (ticket: ScannerTicket) => {
      let ended = false;
      try {
        // Not sent yet: taken out of the outbox (or its Reject queued), the server never admits it.
        const back =
          (await latest.current.undoQueued(ticket)) ?? (await undoOwnAdmission(session, ticket.ticketId));
        latest.current.patch(back);
        setResult({ kind: 'undone', ticket: back });
        playDoorSound('undone');
        vibrateFor('undone');
      } catch (err) {
        if (isSessionRefused(err, session)) {
          ended = true;
          return latest.current.onSessionLost(errorMessage(err, translate('scanner.errors.scan')));
        }
        setResult({
          kind: 'undoFailed',
          ticket,
          message: scannerMessage(errorMessage(err, translate('scanner.door.undoFailedGeneric')), translate),
        });
      } finally {
        if (!ended) latest.current.refresh();
      }
    },
    [session, translate],
  );

  const clear = useCallback(() => setResult(null), []);

  return { result, checking, admit, undo, clear };
}
