import { useCallback, useEffect, useRef, useState } from 'react';
import { SYNC_BATCH_MAX, type ScanSyncResult } from '../../contract/scanSyncResult';
import { newNonce, TICKET_NOT_FOR_EVENT } from '../../lib/scannerOffline';
import type { OutboxEntry, ScannerStore, SyncConflict } from '../../lib/scannerStore';
import { isUnanswered, sendOutbox } from './scannerApi';
import { replayAdmission } from './replayAdmission';
import type { AgentSession, ScannerTicket } from './types';

/** The server no longer accepts this agent's session: only a new login can send the outbox. */
const sessionRefused = (status: number | undefined, session: AgentSession) =>
  Boolean(session.token) && (status === 401 || status === 403);

/** While scans wait, the outbox tries again this often (and at once when the browser is back online). */
const RETRY_MS = 10_000;

/**
 * Admissions decided on the device, waiting to be sent: kept in IndexedDB (they survive a reload and
 * a closed tab), sent in order with their nonce once the server answers again, then settled: sent
 * ones leave the outbox, and those another gate admitted first (or the server refused) become the
 * conflicts the agent sees until dismissed.
 * With the sync extension they go in batches; without it (`syncOffered` false, or sync answering
 * 404), one by one through SPEC's two-step scan (./replayAdmission.ts), in the same order.
 */
export function useOutbox(
  session: AgentSession,
  store: ScannerStore | null | undefined,
  hooks: {
    onSynced: () => void;
    onAnswer: (answered: boolean) => void;
    /** False once the server is known not to offer sync; undefined while not known. */
    syncOffered: boolean | undefined;
    onSyncAbsent: () => void;
    /**
     * The server refused the agent (session expired or ended, agent deactivated): the scans stay on
     * the device and the agent is asked for the password at once.
     */
    onSessionLost?: (message: string) => void;
  },
) {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [conflicts, setConflicts] = useState<SyncConflict[]>([]);
  const [syncing, setSyncing] = useState(false);
  /** The outbox kept on the device has been read (its count is the phone's, not a start value). */
  const [loaded, setLoaded] = useState(false);
  const queue = useRef<OutboxEntry[]>([]);
  const running = useRef<Promise<void> | null>(null);
  const latest = useRef(hooks);
  latest.current = hooks;

  const publish = () => setEntries([...queue.current]);

  /** Settles sent entries on the device, then on screen; `lost` become conflicts. */
  const settled = useCallback(
    async (sent: string[], lost: SyncConflict[]) => {
      if (store) await store.settle(sent, lost).catch(() => undefined);
      const done = new Set(sent);
      queue.current = queue.current.filter((e) => !done.has(e.nonce));
      setEntries([...queue.current]);
      if (lost.length) setConflicts((c) => [...c, ...lost]);
    },
    [store],
  );

  /** SPEC's two-step scan, one admission after the other; stops at the first one left unsettled. */
  const replay = useCallback(async () => {
    let sent = 0;
    try {
      while (queue.current.length) {
        const entry = queue.current[0];
        const outcome = await replayAdmission(session, entry, async (change) => {
          Object.assign(entry, change);
          if (store) await store.updateEntry(entry.nonce, change).catch(() => undefined);
        });
        if (outcome.kind === 'retry') {
          latest.current.onAnswer(outcome.answered);
          if (sessionRefused(outcome.status, session)) latest.current.onSessionLost?.(outcome.message ?? '');
          return;
        }
        latest.current.onAnswer(true);
        await settled([entry.nonce], outcome.kind === 'lost' ? [outcome.conflict] : []);
        sent++;
      }
    } finally {
      if (sent) latest.current.onSynced();
    }
  }, [session, store, settled]);

  const run = useCallback(async () => {
    setSyncing(true);
    try {
      while (queue.current.length) {
        if (latest.current.syncOffered === false) return await replay();
        const batch = queue.current.slice(0, SYNC_BATCH_MAX);
        let results: ScanSyncResult[];
        try {
          results = await sendOutbox(
            session,
            batch.map(({ nonce, ticketId, deviceAt }) => ({ nonce, ticketId, deviceAt })),
          );
        } catch (err) {
          if (isUnanswered(err)) latest.current.onAnswer(false);
          const status = (err as { status?: number }).status;
          if (sessionRefused(status, session)) {
            latest.current.onAnswer(true);
            latest.current.onSessionLost?.((err as Error).message);
            return;
          }
          // Any other 404: the server has no sync (SPEC only), said quietly; SPEC's scan takes over.
          if (status === 404 && (err as Error).message !== TICKET_NOT_FOR_EVENT) {
            latest.current.onSyncAbsent();
            return await replay();
          }
          // Nothing in the batch names a ticket of the event: refused as a whole, with the reason.
          if (status === 404) {
            results = batch.map((e) => ({
              nonce: e.nonce,
              ticketId: e.ticketId,
              result: 'refused' as const,
              message: (err as Error).message,
            }));
          } else return;
        }
        latest.current.onAnswer(true);
        // Not decided (the agent cannot act now): kept, in order, for after the next login.
        const undecided = results.filter((r) => r.retry);
        results = results.filter((r) => !r.retry);
        const lost: SyncConflict[] = results
          .filter((r) => r.result !== 'accepted')
          .map((r) => ({
            nonce: r.nonce,
            ticketId: r.ticketId,
            name: batch.find((e) => e.nonce === r.nonce)?.name ?? '',
            kind: r.result === 'conflict' ? 'conflict' : 'refused',
            by: r.by ?? null,
            at: r.at ?? null,
            message: r.message,
          }));
        await settled(
          results.map((r) => r.nonce),
          lost,
        );
        latest.current.onSynced();
        if (undecided.length) {
          latest.current.onSessionLost?.(undecided[0].message ?? '');
          return;
        }
      }
    } finally {
      setSyncing(false);
    }
  }, [session, replay, settled]);

  /** One run at a time; a caller that needs it finished (log out) awaits the one under way. */
  const sync = useCallback((): Promise<void> => {
    if (running.current) return running.current;
    if (!queue.current.length) return Promise.resolve();
    const current = run().finally(() => {
      running.current = null;
    });
    running.current = current;
    return current;
  }, [run]);

  /**
   * Before logging out: sends what waits (the run under way first, then one more), and answers how
   * many admissions are still not sent (they stay on the device for the next login).
   */
  const flush = useCallback(async (): Promise<number> => {
    await sync().catch(() => undefined);
    await sync().catch(() => undefined);
    return queue.current.length;
  }, [sync]);

  // What the device kept from before (a reload, a closed tab), then sent as soon as possible.
  useEffect(() => {
    if (!store) return;
    let live = true;
    void Promise.all([store.outbox(), store.conflicts()])
      .then(([stored, storedConflicts]) => {
        if (!live) return;
        const known = new Set(queue.current.map((e) => e.nonce));
        queue.current = [...stored.filter((e) => !known.has(e.nonce)), ...queue.current];
        publish();
        setLoaded(true);
        setConflicts(storedConflicts);
        void sync();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [store, sync]);

  useEffect(() => {
    const online = () => void sync();
    window.addEventListener('online', online);
    const timer = setInterval(() => void sync(), RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(timer);
    };
  }, [sync]);

  /**
   * Queues an admission decided on this device (written to the device before it is shown as queued).
   * `attemptedAt`: the scan was sent and got no answer in time, so the server may have admitted it.
   */
  const enqueue = useCallback(
    async (ticket: ScannerTicket, attemptedAt?: string) => {
      const entry: OutboxEntry = {
        nonce: newNonce(),
        ticketId: ticket.ticketId,
        _id: ticket._id,
        name: `${ticket.customerInfo.firstName} ${ticket.customerInfo.lastName}`,
        deviceAt: new Date().toISOString(),
        ...(attemptedAt ? { attemptedAt } : {}),
      };
      if (store) await store.enqueue(entry).catch(() => undefined);
      queue.current = [...queue.current, entry];
      publish();
      void sync();
    },
    [store, sync],
  );

  const dismiss = useCallback(() => {
    setConflicts([]);
    if (store) void store.dismissConflicts().catch(() => undefined);
  }, [store]);

  return { entries, conflicts, syncing, loaded, enqueue, sync, flush, dismiss };
}
