import { startTransition, useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../api/request';
import { decideOffline, findTicket, newNonce, type ShownTicket } from '../../lib/scannerOffline';
import {
  DECISION_TIMEOUT_MS,
  isSessionRefused,
  isUnanswered,
  isUnsettled,
  scanTicket,
  SCAN_LATE_MS,
  SCAN_TIMEOUT_MS,
  type ScanIdentity,
} from './scannerApi';
import { scannerMessage } from './scannerMessage';
import type { ScanAction } from '../../contract/scanDecision';
import type { AgentSession, ScannerTicket } from './types';
import type { EnqueueOptions } from './useOutbox';
import { useTranslate } from 'ra-core';
import type { EntryVerdict } from '../../lib/gateRules';

export type ScanFeedback =
  | { kind: 'admitted'; ticket: ScannerTicket; offline?: boolean; reentered?: boolean }
  /** Extension checkInLists: the guest went out (exit mode). */
  | { kind: 'exited'; ticket: ScannerTicket; offline?: boolean }
  | { kind: 'rejected'; ticket: ScannerTicket }
  | { kind: 'refused'; message: string };

/**
 * The ticket in the verify modal; `offline` when the device decided it, `attemptedAt` when that was
 * because the scan sent then got no answer in time (the server may have admitted it). `scan` is the
 * scan's nonce and device time, which every call of this scan carries (the outbox's too).
 */
export type PendingScan = ShownTicket & { attemptedAt?: string; scan: ScanIdentity };

function vibrate(pattern: number | number[]) {
  try {
    navigator.vibrate?.(pattern);
  } catch {
    /* not supported: nothing to do */
  }
}

/** Clocks of the phone and the server may differ: an admission this long before the scan may be its own. */
const CLOCK_SLACK_MS = 2 * 60_000;

/** Whether an admission the device learned of is recent enough to be the scan sent at `sentAt`. */
function admittedSince(scannedAt: string | null | undefined, sentAt: string): boolean {
  const at = scannedAt ? Date.parse(scannedAt) : NaN;
  return !Number.isNaN(at) && at >= Date.parse(sentAt) - CLOCK_SLACK_MS;
}

/** The scan's first step against the device's wait: its answer, or 'late' once SCAN_TIMEOUT_MS passed. */
function withinScanWait<T>(call: Promise<T>): Promise<T | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), SCAN_TIMEOUT_MS);
  });
  return Promise.race([call, wait]).finally(() => clearTimeout(timer));
}

/**
 * SPEC §4 Scanning: 'accept' opens the verify modal with the returned ticket, then the modal sends
 * the final accept or reject; the list is refreshed after each step. A failure (SPEC §8's scan and
 * decision alerts) is the red feedback on the page, announced to screen readers, never a browser
 * alert box; from the camera the phone also vibrates.
 * With no network, or no answer within 3 s, the device decides against its own copy of the tickets
 * and the modal's accept queues the admission in the outbox.
 * One admission per decision, whatever the network: every call of a scan carries its nonce, so the
 * reference server takes a retry or a late call for the same scan. A first answer that comes after
 * the device decided is reconciled (the open modal goes on with the server's ticket; once decided,
 * the outbox settles it), never shown as a refusal of this gate's own admission. A decision that
 * gets no answer is the device's: accept is queued with the scan's nonce, reject is sent again until
 * the server has it, so that no ticket is left used by a guest who was turned away.
 * A call the server answers 401/403 (the agent's session expired or was ended) asks for the
 * password at once (`onSessionLost`): a decision is first queued in the outbox, with the scan's
 * nonce, for after the next login; a first step admitted nothing and is scanned again then.
 */
export function useScanFlow(
  session: AgentSession,
  hooks: {
    refresh: () => void;
    patch: (t: ScannerTicket) => void;
    tickets: readonly ShownTicket[];
    enqueue: (t: ScannerTicket, opts?: EnqueueOptions) => Promise<void>;
    onAnswer: (answered: boolean) => void;
    /**
     * Extension checkInLists: the agent's list decides first when the device decides (its tiers, its
     * window, re-entry after an exit); a refusal is reported to be queued with its words.
     */
    gateCheck?: (t: ShownTicket) => EntryVerdict | null;
    onOfflineRefusal?: (t: ShownTicket | undefined, message: string) => void;
    /** The server refused the agent's session: back to the password form, the outbox kept. */
    onSessionLost: (message: string) => void;
    /** The live stream keeps the list: a step answered needs no refresh of it (the change comes live). */
    live?: boolean;
    /** A ticket not in the copy whose signed code this device verified (extension signedTickets). */
    signedTicket?: (ticketId: string) => ShownTicket | undefined;
  },
) {
  const translate = useTranslate();
  const [pending, setPendingState] = useState<PendingScan | null>(null);
  const [pendingQuiet, setPendingQuiet] = useState(false);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const { refresh, patch, enqueue, onAnswer } = hooks;
  const gateHooks = useRef(hooks);
  gateHooks.current = hooks;
  const sessionLost = useRef(hooks.onSessionLost);
  sessionLost.current = hooks.onSessionLost;
  const live = useRef(hooks.live);
  live.current = hooks.live;
  const tickets = useRef(hooks.tickets);
  tickets.current = hooks.tickets;
  const signedTicket = useRef(hooks.signedTicket);
  signedTicket.current = hooks.signedTicket;
  // The modal's scan as a late answer finds it (state is read at render; the answer comes between).
  const open = useRef<PendingScan | null>(null);
  // The tickets this device let in (Accept): any other admission by this agent that the device learns
  // of (a live update, a refreshed list) while a scan of it waits for its answer is that scan's own.
  const letIn = useRef(new Set<string>());
  const setPending = useCallback((p: PendingScan | null) => {
    open.current = p;
    setPendingState(p);
  }, []);

  const refuse = useCallback((message: string, quiet: boolean) => {
    setFeedback({ kind: 'refused', message });
    if (quiet) vibrate([120, 60, 120]);
  }, []);

  /** The first step's answer after the device decided: reconciled with what the device did. */
  const lateAnswer = useCallback(
    (scan: ScanIdentity, answer: ScannerTicket | Error, quiet: boolean) => {
      const stillOpen = open.current?.scan.nonce === scan.nonce ? open.current : null;
      if (answer instanceof Error) {
        if (isUnsettled(answer)) return;
        onAnswer(true);
        if (isSessionRefused(answer, session)) return sessionLost.current(answer.message);
        // Undecided still: the server's refusal (another gate, a cancelled ticket) is the answer.
        if (stillOpen) {
          setPending(null);
          refuse(scannerMessage(errorMessage(answer, translate('scanner.errors.scan')), translate), quiet);
        }
        refresh();
        return;
      }
      onAnswer(true);
      // An admission: the open modal goes on with the server's ticket (its decision is sent online).
      // Decided already: the outbox carries the same nonce and the server answers the same scan.
      if (stillOpen && answer.isScanned) {
        patch(answer);
        setPending({ ...answer, scan, attemptedAt: stillOpen.attemptedAt });
      }
      refresh();
    },
    [onAnswer, patch, refresh, refuse, setPending, translate, session],
  );

  const start = useCallback(
    async (ref: string, quiet = false, given?: ScanIdentity) => {
      setBusy(true);
      setChecking(ref);
      setFeedback(null);
      // `given`: a fast admission's call that got no answer goes on as this scan (same nonce).
      const scan: ScanIdentity = given ?? { nonce: newNonce(), deviceAt: new Date().toISOString() };
      const decideHere = (attemptedAt?: string) => {
        const found = findTicket(tickets.current, ref) ?? signedTicket.current?.(ref);
        // The scan reached the server and admitted the ticket, and only its answer is slow: other
        // gates' updates already say so. Not a refusal: the modal opens with the server's admission.
        const ownScan =
          attemptedAt !== undefined &&
          found?.isScanned &&
          !found.offline &&
          found.scannedBy === session.agent.name &&
          !letIn.current.has(found._id) &&
          admittedSince(found.scannedAt, attemptedAt);
        if (found && ownScan) {
          setPendingQuiet(quiet);
          setPending({ ...found, scan, attemptedAt });
          vibrate(60);
          return;
        }
        // --- check-in lists: the list's rules, then the door's (a guest back in after an exit passes).
        const atGate = found ? gateHooks.current.gateCheck?.(found) : null;
        if (atGate?.kind === 'refuse') {
          gateHooks.current.onOfflineRefusal?.(found, atGate.message);
          return refuse(atGate.message, quiet);
        }
        const verdict =
          atGate?.kind === 'reenter' && found ? { ok: true as const, ticket: found } : decideOffline(found);
        if (!verdict.ok) {
          gateHooks.current.onOfflineRefusal?.(found, verdict.message);
          return refuse(verdict.message, quiet);
        }
        setPendingQuiet(quiet);
        setPending({ ...verdict.ticket, offline: true, scan, ...(attemptedAt ? { attemptedAt } : {}) });
        vibrate(60);
      };
      try {
        if (typeof navigator !== 'undefined' && navigator.onLine === false) {
          onAnswer(false);
          decideHere();
          return;
        }
        // The call goes on after the device decides: its answer is reconciled, not lost.
        const call = scanTicket(session, ref, 'accept', 'scan', { timeoutMs: SCAN_LATE_MS, scan });
        const first = await withinScanWait(call);
        if (first === 'late') {
          onAnswer(false);
          decideHere(scan.deviceAt);
          call.then(
            (t) => lateAnswer(scan, t, quiet),
            (err: Error) => lateAnswer(scan, err, quiet),
          );
          return;
        }
        onAnswer(true);
        // Extension checkInLists: back in after an exit, final at once (verified at the first entry).
        if (first.reentered) {
          setFeedback({ kind: 'admitted', ticket: first, reentered: true });
          vibrate(200);
          startTransition(() => patch({ ...first, exitedAt: null }));
          if (!live.current) refresh();
          return;
        }
        // The modal first: the list and counters (20,000 tickets) follow in a later render.
        setPendingQuiet(quiet);
        setPending({ ...first, scan });
        vibrate(60);
        startTransition(() => patch(first));
        if (!live.current) refresh();
      } catch (err) {
        if (isUnanswered(err)) {
          onAnswer(false);
          decideHere(scan.deviceAt);
        } else if (isSessionRefused(err, session)) {
          // Nothing admitted (the server refused the call): the password now, not at the next scan.
          onAnswer(true);
          sessionLost.current((err as Error).message);
        } else {
          refuse(scannerMessage(errorMessage(err, translate('scanner.errors.scan')), translate), quiet);
          refresh();
        }
      } finally {
        setBusy(false);
        setChecking(null);
      }
    },
    [session, patch, refresh, translate, refuse, onAnswer, setPending, lateAnswer],
  );

  const decide = useCallback(
    async (action: ScanAction) => {
      if (!pending) return;
      setBusy(true);
      const { offline, attemptedAt, scan, ...ticket } = pending;
      if (action === 'accept') letIn.current.add(ticket._id);
      /**
       * The device decides: accept is queued, reject (of a scan the server may have admitted) sent
       * again. `sendNow` false: kept for after the next login (the session was refused).
       */
      const decideHere = async (sent: boolean, sendNow = true) => {
        if (action === 'accept') {
          await enqueue(ticket, {
            nonce: scan.nonce,
            ...(attemptedAt || sent ? { attemptedAt: attemptedAt ?? scan.deviceAt } : {}),
            ...(!offline ? { scanned: true } : {}),
            sendNow,
          });
          setFeedback({ kind: 'admitted', ticket, offline: true });
        } else {
          if (sent || attemptedAt) await enqueue(ticket, { nonce: scan.nonce, action: 'reject', sendNow });
          setFeedback({ kind: 'rejected', ticket });
        }
      };
      try {
        if (offline) await decideHere(false);
        else {
          try {
            const answer = await scanTicket(session, ticket.ticketId, action, 'decision', {
              timeoutMs: DECISION_TIMEOUT_MS,
              scan,
            });
            setFeedback({ kind: action === 'accept' ? 'admitted' : 'rejected', ticket: answer });
            startTransition(() => patch(answer));
          } catch (err) {
            // The session refused: the agent's decision waits in the outbox (with the scan's nonce)
            // for the next login, which the password form asks for at once.
            if (isSessionRefused(err, session)) {
              onAnswer(true);
              await decideHere(true, false);
              setPending(null);
              sessionLost.current((err as Error).message);
              return;
            }
            // No answer: the admission stands on the server until the device's decision reaches
            // it, so the device decides (never 'Failed to process ticket' for a kept admission). A
            // Reject is the agent's last word whatever the server said: sent again until it lands.
            const deviceDecides = isUnanswered(err) || (action === 'reject' && isUnsettled(err));
            if (!deviceDecides) throw err;
            if (isUnanswered(err)) onAnswer(false);
            await decideHere(true);
          }
          refresh();
        }
        if (pendingQuiet) vibrate(action === 'accept' ? 200 : [120, 60, 120]);
      } catch (err) {
        console.error('Failed to process ticket', err);
        // SPEC §8's alert; a scan of the ticket again opens its modal again (the reference server
        // knows the admission awaiting this gate's decision).
        setFeedback({ kind: 'refused', message: translate('scanner.errors.process') });
        refresh();
      } finally {
        setPending(null);
        setBusy(false);
      }
    },
    [pending, pendingQuiet, session, patch, refresh, translate, enqueue, onAnswer, setPending],
  );

  // A code refused before any call (altered, forged, revoked): red, with its reason.
  return { pending, busy, checking, feedback, start, decide, refuseCode: refuse };
}
