import { useCallback, useEffect, useRef, useState } from 'react';
import { mergeTickets } from '../../lib/mergeTickets';
import type { ScannerStore } from '../../lib/scannerStore';
import { fetchTickets } from './scannerApi';
import { downloadPages, fetchFirstPage, PAGE_SIZE } from './ticketPages';
import { openLiveTickets, type LiveChange } from './liveTickets';
import type { AgentSession, ScannerTicket } from './types';

/** Rows asked first on a device that holds no copy yet: more than a phone's screen. */
const FIRST_SCREEN = 40;

/** A full reload now and then, whatever the server offers (catches anything a delta could miss). */
const FULL_RELOAD_MS = 5 * 60 * 1000;

/**
 * Without a live stream, the list is asked again this often while online, so that another gate's
 * admission shows within 15 s (SPEC's ticket list and counters are all a SPEC server offers).
 */
export const POLL_MS = 12_000;

/** A live change applied to a ticket (the server's own state: it replaces anything shown before). */
function applyChange(t: ScannerTicket, c: LiveChange): ScannerTicket {
  return {
    ...t,
    isScanned: c.s ?? t.isScanned,
    status: c.st ?? t.status,
    scannedAt: c.s ? (c.at ? new Date(c.at).toISOString() : null) : null,
    scannedBy: c.s ? (c.by ?? null) : null,
    // Extension checkInLists: out since an exit scan ('x'), back in (null), or never in.
    exitedAt: c.s === false ? null : 'x' in c ? (c.x ? new Date(c.x).toISOString() : null) : t.exitedAt,
  };
}

/**
 * The event's tickets for the scanner. The device's copy (IndexedDB) shows at once when the scanner
 * reopens, even offline; then the server sends only the tickets changed since the stored cursor, and
 * the event's live stream patches them as other gates admit tickets; without the live stream
 * (`liveOffered` false, or the stream answering 404), the list is asked again every POLL_MS while
 * online. A load failure is only logged (SPEC §8); a revoked agent session (401/403) returns to the
 * login with the server's reason.
 */
export function useAgentTickets(
  session: AgentSession,
  store: ScannerStore | null | undefined,
  hooks: {
    onSessionLost: (message: string) => void;
    onAnswer: (answered: boolean) => void;
    /** False once the server is known not to offer live streams; undefined while not known. */
    liveOffered: boolean | undefined;
    onLiveAbsent: () => void;
  },
) {
  const [tickets, setTickets] = useState<ScannerTicket[]>([]);
  const [loading, setLoading] = useState(true);
  /** The event's counts from the first-screen answer, until the full list is in. */
  const [preview, setPreview] = useState<{ total: number; scanned: number } | null>(null);
  /** The first download, page by page: how many of the event's tickets the phone holds so far. */
  const [progress, setProgress] = useState<{ loaded: number; total: number | null } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const paging = useRef<AbortController | null>(null);
  const cursor = useRef<{ value: string; fullAt: number } | null>(null);
  const fromServer = useRef(false);
  const latest = useRef(hooks);
  latest.current = hooks;

  const refresh = useCallback(async () => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    const since =
      cursor.current && Date.now() - cursor.current.fullAt < FULL_RELOAD_MS ? cursor.current.value : null;
    try {
      const page = await fetchTickets(session, { since, signal: ctrl.signal });
      if (ctrl.signal.aborted) return;
      fromServer.current = true;
      setPreview(null);
      latest.current.onAnswer(true);
      if (page.partial) setTickets((list) => mergeTickets(list, page.tickets));
      else setTickets(page.tickets);
      cursor.current = page.cursor
        ? { value: page.cursor, fullAt: page.partial ? cursor.current!.fullAt : Date.now() }
        : null;
      if (store) {
        void store
          .saveTickets(page.tickets, page.partial)
          .then(() => store.setCursor(cursor.current))
          .catch(() => undefined);
      }
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      const status = (err as { status?: number }).status;
      if (status === 0) latest.current.onAnswer(false);
      // An ended session (or a closed event) is an answer, not a failure: the login says why.
      if ((status === 401 || status === 403) && session.token)
        latest.current.onSessionLost((err as Error).message);
      else if (status !== 0) console.error('Failed to fetch tickets', err);
    } finally {
      if (!ctrl.signal.aborted) setLoading(false);
    }
  }, [session, store]);

  /**
   * A phone with no copy yet: the first screen and the counts at once, then the rest of the event in
   * pages it searches as they arrive (progress shown), then what changed meanwhile. A SPEC server
   * sends the whole list to the first call, which is then the whole download.
   */
  const firstDownload = useCallback(
    async (live: () => boolean) => {
      // Its own controller: a refresh asked meanwhile (after a scan) must not stop the pages.
      const ctrl = new AbortController();
      paging.current = ctrl;
      setProgress({ loaded: 0, total: null });
      try {
        const first = await fetchFirstPage(session, FIRST_SCREEN, ctrl.signal);
        if (!live() || ctrl.signal.aborted) return;
        latest.current.onAnswer(true);
        if (first.kind === 'all') {
          fromServer.current = true;
          setTickets(first.tickets);
          setLoading(false);
          cursor.current = first.cursor ? { value: first.cursor, fullAt: Date.now() } : null;
          if (store)
            void store
              .saveTickets(first.tickets, false)
              .then(() => store.setCursor(cursor.current))
              .catch(() => undefined);
          return;
        }
        if (fromServer.current) return; // the whole list came first (a refresh after a scan)
        setTickets(first.tickets);
        setPreview({ total: first.total, scanned: first.scanned });
        setLoading(false);
        // A server that cannot page: the whole list in one answer, as before.
        if (first.rows === null || first.pageMax === null || !first.cursor) return await refresh();
        const pages: ScannerTicket[][] = [first.tickets];
        const joined = () => pages.flat();
        setProgress({ loaded: first.tickets.length, total: first.rows });
        await downloadPages(session, {
          from: first.tickets.length,
          rows: first.rows,
          pageSize: Math.min(PAGE_SIZE, first.pageMax),
          signal: ctrl.signal,
          onPage: (index, page) => {
            pages[index + 1] = page;
            if (fromServer.current) return; // a full list came meanwhile: it is shown already
            const list = joined();
            setTickets(list);
            setProgress({ loaded: list.length, total: first.rows });
          },
        });
        if (!live() || ctrl.signal.aborted || fromServer.current) return;
        const all = joined();
        fromServer.current = true;
        setTickets(all);
        setPreview(null);
        cursor.current = { value: first.cursor, fullAt: Date.now() };
        if (store)
          void store
            .saveTickets(all, false)
            .then(() => store.setCursor(cursor.current))
            .catch(() => undefined);
        // What changed while the pages came (the cursor was taken before the first one).
        await refresh();
      } catch (err) {
        if ((err as Error).name === 'AbortError' || !live()) return;
        const status = (err as { status?: number }).status;
        if ((status === 401 || status === 403) && session.token)
          return latest.current.onSessionLost((err as Error).message);
        if (status === 0) latest.current.onAnswer(false);
        // Any other failure: the whole list the usual way (it reports its own failures).
        await refresh();
      } finally {
        if (live()) setProgress(null);
      }
    },
    [session, store, refresh],
  );

  // The device's copy first (when there is one), then the server's changes since then.
  useEffect(() => {
    if (store === undefined) return;
    let live = true;
    void (async () => {
      let hasCopy = false;
      if (store) {
        try {
          const [stored, storedCursor] = await Promise.all([store.tickets(), store.cursor()]);
          hasCopy = stored.length > 0;
          if (live && !fromServer.current && stored.length) {
            stored.sort((a, b) =>
              a.purchaseDate < b.purchaseDate ? 1 : a.purchaseDate > b.purchaseDate ? -1 : 0,
            );
            setTickets(stored);
            setLoading(false);
            cursor.current = storedCursor ?? null;
          }
        } catch {
          /* an unreadable copy: the server's list comes instead */
        }
      }
      if (!live) return;
      if (hasCopy) void refresh();
      else void firstDownload(() => live);
    })();
    return () => {
      live = false;
      controller.current?.abort();
      paging.current?.abort();
    };
  }, [refresh, firstDownload, store, session]);

  const liveOff = hooks.liveOffered === false;

  // Other gates' admissions, live; at each (re)connection, what changed meanwhile.
  useEffect(() => {
    if (store === undefined || liveOff) return;
    let opened = false;
    return openLiveTickets(session, {
      onAbsent: () => latest.current.onLiveAbsent(),
      // An expired or ended session: the login asks for the password now, not at the next scan.
      onRefused: (message) => {
        if (session.token) latest.current.onSessionLost(message);
      },
      onOpen: () => {
        if (opened) void refresh();
        opened = true;
      },
      onChange: (c) => {
        if (!c.id) return;
        setTickets((list) => list.map((t) => (t._id === c.id ? applyChange(t, c) : t)));
        if (store) void store.patchTicket(c.id, applyChange({} as ScannerTicket, c)).catch(() => undefined);
      },
    });
  }, [session, store, refresh, liveOff]);

  // No live stream: other gates' admissions from the list itself, asked again while online.
  useEffect(() => {
    if (store === undefined || !liveOff) return;
    const again = () => {
      if (navigator.onLine !== false) void refresh();
    };
    const timer = setInterval(again, POLL_MS);
    window.addEventListener('online', again);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', again);
    };
  }, [store, liveOff, refresh]);

  /** Shows a scan's result at once, before the refreshed list arrives. */
  const patch = useCallback(
    (ticket: ScannerTicket) => {
      setTickets((list) => list.map((t) => (t._id === ticket._id ? { ...t, ...ticket } : t)));
      if (store) void store.patchTicket(ticket._id, ticket).catch(() => undefined);
    },
    [store],
  );

  return { tickets, loading, refresh, patch, preview, progress };
}
