import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../api/request';
import { decideOffline, findTicket, type ShownTicket } from '../../lib/scannerOffline';
import { isUnanswered, scanTicket, SCAN_TIMEOUT_MS } from './scannerApi';
import { scannerMessage } from './scannerMessage';
import type { ScanAction } from '../../contract/scanDecision';
import type { AgentSession, ScannerTicket } from './types';
import { useTranslate } from 'ra-core';

export type ScanFeedback =
  | { kind: 'admitted'; ticket: ScannerTicket; offline?: boolean }
  | { kind: 'rejected'; ticket: ScannerTicket }
  | { kind: 'refused'; message: string };

/**
 * The ticket in the verify modal; `offline` when the device decided it, `attemptedAt` when that was
 * because the scan sent then got no answer in time (the server may have admitted it).
 */
export type PendingScan = ShownTicket & { attemptedAt?: string };

function vibrate(pattern: number | number[]) {
  try {
    navigator.vibrate?.(pattern);
  } catch {
    /* not supported: nothing to do */
  }
}

/**
 * SPEC §4 Scanning: 'accept' opens the verify modal with the returned ticket, then the modal sends
 * the final accept or reject; the list is refreshed after each step. A failure (SPEC §8's scan and
 * decision alerts) is the red feedback on the page, announced to screen readers, never a browser
 * alert box; from the camera the phone also vibrates.
 * With no network, or no answer within 3 s, the device decides against its own copy of the tickets
 * and the modal's accept queues the admission in the outbox (issue 17).
 */
export function useScanFlow(
  session: AgentSession,
  hooks: {
    refresh: () => void;
    patch: (t: ScannerTicket) => void;
    tickets: readonly ShownTicket[];
    enqueue: (t: ScannerTicket, attemptedAt?: string) => Promise<void>;
    onAnswer: (answered: boolean) => void;
  },
) {
  const translate = useTranslate();
  const [pending, setPending] = useState<PendingScan | null>(null);
  const [pendingQuiet, setPendingQuiet] = useState(false);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const { refresh, patch, enqueue, onAnswer } = hooks;
  const tickets = useRef(hooks.tickets);
  tickets.current = hooks.tickets;

  const refuse = useCallback((message: string, quiet: boolean) => {
    setFeedback({ kind: 'refused', message });
    if (quiet) vibrate([120, 60, 120]);
  }, []);

  const start = useCallback(
    async (ref: string, quiet = false) => {
      setBusy(true);
      setChecking(ref);
      setFeedback(null);
      const decideHere = (attemptedAt?: string) => {
        const verdict = decideOffline(findTicket(tickets.current, ref));
        if (!verdict.ok) return refuse(verdict.message, quiet);
        setPendingQuiet(quiet);
        setPending({ ...verdict.ticket, offline: true, ...(attemptedAt ? { attemptedAt } : {}) });
        vibrate(60);
      };
      const sentAt = new Date().toISOString();
      try {
        if (typeof navigator !== 'undefined' && navigator.onLine === false) {
          onAnswer(false);
          decideHere();
          return;
        }
        const ticket = await scanTicket(session, ref, 'accept', 'scan', { timeoutMs: SCAN_TIMEOUT_MS });
        onAnswer(true);
        patch(ticket);
        setPendingQuiet(quiet);
        setPending(ticket);
        vibrate(60);
        refresh();
      } catch (err) {
        if (isUnanswered(err)) {
          onAnswer(false);
          decideHere(sentAt);
        } else {
          refuse(scannerMessage(errorMessage(err, translate('scanner.errors.scan')), translate), quiet);
          refresh();
        }
      } finally {
        setBusy(false);
        setChecking(null);
      }
    },
    [session, patch, refresh, translate, refuse, onAnswer],
  );

  const decide = useCallback(
    async (action: ScanAction) => {
      if (!pending) return;
      setBusy(true);
      try {
        if (pending.offline) {
          const { offline: _offline, attemptedAt, ...ticket } = pending;
          void _offline;
          if (action === 'accept') await enqueue(ticket, attemptedAt);
          setFeedback(
            action === 'accept' ? { kind: 'admitted', ticket, offline: true } : { kind: 'rejected', ticket },
          );
        } else {
          const ticket = await scanTicket(session, pending.ticketId, action, 'decision');
          patch(ticket);
          setFeedback({ kind: action === 'accept' ? 'admitted' : 'rejected', ticket });
          refresh();
        }
        if (pendingQuiet) vibrate(action === 'accept' ? 200 : [120, 60, 120]);
      } catch (err) {
        console.error('Failed to process ticket', err);
        setFeedback({ kind: 'refused', message: translate('scanner.errors.process') });
        refresh();
      } finally {
        setPending(null);
        setBusy(false);
      }
    },
    [pending, pendingQuiet, session, patch, refresh, translate, enqueue],
  );

  return { pending, busy, checking, feedback, start, decide };
}
