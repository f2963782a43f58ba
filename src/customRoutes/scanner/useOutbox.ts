import { useCallback, useEffect, useRef, useState } from 'react';
import { SYNC_BATCH_MAX, type ScanSyncResult } from '../../contract/scanSyncResult';
import { newNonce } from '../../lib/scannerOffline';
import type { OutboxEntry, ScannerStore, SyncConflict } from '../../lib/scannerStore';
import { isUnanswered, sendOutbox } from './scannerApi';
import type { AgentSession, ScannerTicket } from './types';

/** While scans wait, the outbox tries again this often (and at once when the browser is back online). */
const RETRY_MS = 10_000;

/**
 * Admissions decided on the device, waiting to be sent: kept in IndexedDB (they survive a reload and
 * a closed tab), sent in order with their nonce once the server answers again, then settled: sent
 * ones leave the outbox, and those another gate admitted first (or the server refused) become the
 * conflicts the agent sees until dismissed.
 */
export function useOutbox(
  session: AgentSession,
  store: ScannerStore | null | undefined,
  hooks: { onSynced: () => void; onAnswer: (answered: boolean) => void },
) {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [conflicts, setConflicts] = useState<SyncConflict[]>([]);
  const [syncing, setSyncing] = useState(false);
  const queue = useRef<OutboxEntry[]>([]);
  const running = useRef(false);
  const latest = useRef(hooks);
  latest.current = hooks;

  const publish = () => setEntries([...queue.current]);

  const sync = useCallback(async () => {
    if (running.current || !queue.current.length) return;
    running.current = true;
    setSyncing(true);
    try {
      while (queue.current.length) {
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
        const sent = new Set(results.map((r) => r.nonce));
        if (store) await store.settle([...sent], lost).catch(() => undefined);
        queue.current = queue.current.filter((e) => !sent.has(e.nonce));
        publish();
        if (lost.length) setConflicts((c) => [...c, ...lost]);
        latest.current.onSynced();
      }
    } finally {
      running.current = false;
      setSyncing(false);
    }
  }, [session, store]);

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

  /** Queues an admission decided on this device (written to the device before it is shown as queued). */
  const enqueue = useCallback(
    async (ticket: ScannerTicket) => {
      const entry: OutboxEntry = {
        nonce: newNonce(),
        ticketId: ticket.ticketId,
        _id: ticket._id,
        name: `${ticket.customerInfo.firstName} ${ticket.customerInfo.lastName}`,
        deviceAt: new Date().toISOString(),
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

  return { entries, conflicts, syncing, enqueue, sync, dismiss };
}
