import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/request';
import { usePublicI18n } from '../../i18n/usePublicTranslate';
import { scanTicket } from './scannerApi';
import type { AgentSession, ScannerTicket } from './types';

export type ScanFeedback =
  | { kind: 'admitted'; ticket: ScannerTicket }
  | { kind: 'rejected'; ticket: ScannerTicket }
  | { kind: 'refused'; message: string };

function vibrate(pattern: number | number[]) {
  try {
    navigator.vibrate?.(pattern);
  } catch {
    /* not supported: nothing to do */
  }
}

/**
 * SPEC §4 Scanning: 'accept' opens the verify modal with the returned ticket, then the modal sends
 * the final accept or reject; the list is refreshed after each step. From the button, failures are
 * the SPEC alerts; from the camera (quiet), they become the red feedback instead of a blocking alert.
 */
export function useScanFlow(
  session: AgentSession,
  hooks: { refresh: () => void; patch: (t: ScannerTicket) => void },
) {
  const { translate } = usePublicI18n();
  const [pending, setPending] = useState<ScannerTicket | null>(null);
  const [pendingQuiet, setPendingQuiet] = useState(false);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const { refresh, patch } = hooks;

  const start = useCallback(
    async (ref: string, quiet = false) => {
      setBusy(true);
      setChecking(ref);
      setFeedback(null);
      try {
        const ticket = await scanTicket(session, ref, 'accept', 'scan');
        patch(ticket);
        setPendingQuiet(quiet);
        setPending(ticket);
        vibrate(60);
      } catch (err) {
        const message = errorMessage(err, translate('scanner.errors.scan'));
        if (quiet) {
          setFeedback({ kind: 'refused', message });
          vibrate([120, 60, 120]);
        } else window.alert(message);
      } finally {
        setBusy(false);
        setChecking(null);
        refresh();
      }
    },
    [session, patch, refresh, translate],
  );

  const decide = useCallback(
    async (action: 'accept' | 'reject') => {
      if (!pending) return;
      setBusy(true);
      try {
        const ticket = await scanTicket(session, pending.ticketId, action, 'decision');
        patch(ticket);
        setFeedback({ kind: action === 'accept' ? 'admitted' : 'rejected', ticket });
        if (pendingQuiet) vibrate(action === 'accept' ? 200 : [120, 60, 120]);
      } catch (err) {
        console.error('Failed to process ticket', err);
        window.alert(translate('scanner.errors.process'));
      } finally {
        setPending(null);
        setBusy(false);
        refresh();
      }
    },
    [pending, pendingQuiet, session, patch, refresh, translate],
  );

  return { pending, busy, checking, feedback, start, decide };
}
