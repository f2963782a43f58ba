import { useCallback, useEffect, useRef, useState } from 'react';
import { mergeTickets } from '../../lib/mergeTickets';
import { fetchTickets } from './scannerApi';
import type { AgentSession, ScannerTicket } from './types';

/** A full reload now and then, whatever the server offers (catches anything a delta could miss). */
const FULL_RELOAD_MS = 5 * 60 * 1000;

/**
 * The event's tickets for the scanner. With a server that gives a cursor, refreshes after a scan
 * fetch only the tickets changed since (20,000 tickets are several MB); otherwise the whole list.
 * A load failure is only logged (SPEC §8); a revoked agent session (401/403) returns to the login.
 */
export function useAgentTickets(session: AgentSession, onSessionLost: () => void) {
  const [tickets, setTickets] = useState<ScannerTicket[]>([]);
  const [loading, setLoading] = useState(true);
  const controller = useRef<AbortController | null>(null);
  const cursor = useRef<{ value: string; fullAt: number } | null>(null);
  const lost = useRef(onSessionLost);
  lost.current = onSessionLost;

  const refresh = useCallback(async () => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    const since =
      cursor.current && Date.now() - cursor.current.fullAt < FULL_RELOAD_MS ? cursor.current.value : null;
    try {
      const page = await fetchTickets(session, { since, signal: ctrl.signal });
      if (ctrl.signal.aborted) return;
      if (page.partial) setTickets((list) => mergeTickets(list, page.tickets));
      else setTickets(page.tickets);
      cursor.current = page.cursor
        ? { value: page.cursor, fullAt: page.partial ? cursor.current!.fullAt : Date.now() }
        : null;
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
