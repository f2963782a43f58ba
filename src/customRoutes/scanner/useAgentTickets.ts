import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchTickets } from './scannerApi';
import type { AgentSession, ScannerTicket } from './types';

/**
 * The event's tickets for the scanner. A load failure is only logged (SPEC §8); an expired or
 * revoked agent session (401/403) sends the agent back to the login form.
 */
export function useAgentTickets(session: AgentSession, onSessionLost: () => void) {
  const [tickets, setTickets] = useState<ScannerTicket[]>([]);
  const [loading, setLoading] = useState(true);
  const controller = useRef<AbortController | null>(null);
  const lost = useRef(onSessionLost);
  lost.current = onSessionLost;

  const refresh = useCallback(async () => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    try {
      const list = await fetchTickets(session, ctrl.signal);
      if (!ctrl.signal.aborted) setTickets(list);
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      console.error('Failed to fetch tickets', err);
      const status = (err as { status?: number }).status;
      if ((status === 401 || status === 403) && session.token) lost.current();
    } finally {
      if (!ctrl.signal.aborted) setLoading(false);
    }
  }, [session]);

  useEffect(() => {
    void refresh();
    return () => controller.current?.abort();
  }, [refresh]);

  /** Shows a scan's result at once, before the refreshed list arrives. */
  const patch = useCallback((ticket: ScannerTicket) => {
    setTickets((list) => list.map((t) => (t._id === ticket._id ? { ...t, ...ticket } : t)));
  }, []);

  return { tickets, loading, refresh, patch };
}
