import { useCallback, useEffect, useRef, useState } from 'react';
import { SYNC_BATCH_MAX, type ScanSyncResult } from '../../contract/scanSyncResult';
import { newNonce, TICKET_NOT_FOR_EVENT } from '../../lib/scannerOffline';
import type { OutboxEntry, ScannerStore, SyncConflict } from '../../lib/scannerStore';
import { isSessionRefused, isUnanswered, sendOutbox } from './scannerApi';
import { replayAdmission, replayReject } from './replayAdmission';
import { tokenIssuedAt } from '../../lib/deviceTime';
import type { AgentSession, ScannerTicket } from './types';

/** The server no longer accepts this agent's session: only a new login can send the outbox. */
const sessionRefused = (status: number | undefined, session: AgentSession) =>
  isSessionRefused({ status }, session);

/** While scans wait, the outbox tries again this often (and at once when the browser is back online). */
const RETRY_MS = 10_000;

/** What a queued scan carries from its online calls: the same nonce, so the server sees the same scan. */
export interface EnqueueOptions {
  nonce?: string;
  /** The scan's first step was sent then (ISO) and its answer never came: it may have admitted the ticket. */
  attemptedAt?: string;
  /** The first step's answer came: the ticket is this scan's admission on the server already. */
  scanned?: boolean;
  /** The agent's Reject of such a scan, to be sent until the server has it. */
  action?: 'reject';
  /** Extension checkInLists: an exit, or a refusal made on this phone (with its words). */
  gate?: 'exit' | 'refusal';
  message?: string;
  /**
   * False: written to the device only, not sent now (the session was just refused: the next login
   * sends it).
   */
  sendNow?: boolean;
}

const isAdmission = (e: OutboxEntry) => e.action !== 'reject' && !e.gate;
/** A queued Reject goes alone, before what was queued after it. */
const isReject = (e: OutboxEntry) => e.action === 'reject';
/** Exits not sent yet: the phone shows those guests as out. */
const exitsOf = (q: OutboxEntry[]) => q.filter((e) => e.gate === 'exit');

/**
 * Every tab of one agent on this device shares one outbox (the agent's IndexedDB store): a tab that
 * changes it says so on this channel and the others read it again, so that two tabs never both admit
 * a ticket offline; Web Locks, where the browser has them, let one tab at a time send it.
 */
const channelName = (agentId: string) => `scanner-outbox:${agentId}`;

async function oneTabAtATime(agentId: string, send: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return send();
  // Another tab holding it is sending the same outbox: this one leaves it to that tab.
  await locks.request(channelName(agentId), { ifAvailable: true }, async (lock) => {
    if (lock) await send();
  });
}

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
  const [exits, setExits] = useState<OutboxEntry[]>([]);
  const [conflicts, setConflicts] = useState<SyncConflict[]>([]);
  const [syncing, setSyncing] = useState(false);
  /** The outbox kept on the device has been read (its count is the phone's, not a start value). */
  const [loaded, setLoaded] = useState(false);
  const queue = useRef<OutboxEntry[]>([]);
  const running = useRef<Promise<void> | null>(null);
  const latest = useRef(hooks);
  latest.current = hooks;
  const channel = useRef<BroadcastChannel | null>(null);
  /** The nonces of the admissions on their way to the server right now. */
  const sending = useRef(new Set<string>());
  const agentId = session.agent._id;

  // On screen (waiting count, admitted marks): the admissions; a queued Reject is no admission.
  const publish = () => {
    setEntries(queue.current.filter(isAdmission));
    setExits(exitsOf(queue.current));
  };
  const announce = () => channel.current?.postMessage('changed');
  /**
   * The agent undid this admission while it was on its way: its place in the queue now holds its
   * Reject, which goes next (the answer to the admission does not settle it).
   */
  const undoneMeanwhile = (nonce: string) => queue.current.some((e) => e.nonce === nonce && isReject(e));

  /** Settles sent entries on the device, then on screen; `lost` become conflicts. */
  const settled = useCallback(
    async (sent: string[], lost: SyncConflict[]) => {
      if (store) await store.settle(sent, lost).catch(() => undefined);
      const done = new Set(sent);
      queue.current = queue.current.filter((e) => !done.has(e.nonce));
      setEntries(queue.current.filter(isAdmission));
      setExits(exitsOf(queue.current));
      if (lost.length) setConflicts((c) => [...c, ...lost]);
      announce();
    },
    [store],
  );

  /** A queued Reject, sent with its scan's nonce; false when it must wait (no answer yet). */
  const sendReject = useCallback(
    async (entry: OutboxEntry) => {
      const outcome = await replayReject(session, entry);
      latest.current.onAnswer(outcome.kind !== 'retry' || outcome.answered);
      if (outcome.kind === 'retry') return false;
      await settled([entry.nonce], []);
      latest.current.onSynced(); // the ticket is back to unscanned (or was never admitted)
      return true;
    },
    [session, settled],
  );

  /** SPEC's two-step scan, one admission after the other; stops at the first one left unsettled. */
  const replay = useCallback(async () => {
    let sent = 0;
    try {
      while (queue.current.length) {
        const entry = queue.current[0];
        // Exits and offline refusals need the sync (extension checkInLists): without it, dropped.
        if (entry.gate) {
          await settled([entry.nonce], []);
          continue;
        }
        if (!isAdmission(entry)) {
          if (!(await sendReject(entry))) return;
          continue;
        }
        sending.current = new Set([entry.nonce]);
        const outcome = await replayAdmission(session, entry, async (change) => {
          Object.assign(entry, change);
          if (store) await store.updateEntry(entry.nonce, change).catch(() => undefined);
        }).finally(() => sending.current.clear());
        if (undoneMeanwhile(entry.nonce)) continue; // its Reject goes next, whatever the answer
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
  }, [session, store, settled, sendReject]);

  const send = useCallback(async () => {
    while (queue.current.length) {
      // In order: a queued Reject goes before the admissions queued after it.
      if (isReject(queue.current[0])) {
        if (!(await sendReject(queue.current[0]))) return;
        continue;
      }
      if (latest.current.syncOffered === false) return await replay();
      const firstReject = queue.current.findIndex(isReject);
      const batch = queue.current.slice(
        0,
        Math.min(SYNC_BATCH_MAX, firstReject < 0 ? Infinity : firstReject),
      );
      let results: ScanSyncResult[];
      sending.current = new Set(batch.map((e) => e.nonce));
      try {
        results = await sendOutbox(
          session,
          batch.map(({ nonce, ticketId, deviceAt, loginAt, gate, message }) => ({
            nonce,
            ticketId,
            deviceAt,
            ...(loginAt ? { loginAt } : {}),
            ...(gate ? { kind: gate } : {}),
            ...(gate === 'refusal' && message ? { message } : {}),
          })),
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
      } finally {
        sending.current.clear();
      }
      latest.current.onAnswer(true);
      // Undone while on the way: not settled by this answer; their Reject follows in their place.
      results = results.filter((r) => !undoneMeanwhile(r.nonce));
      // Not decided (the agent cannot act now): kept, in order, for after the next login.
      const undecided = results.filter((r) => r.retry);
      results = results.filter((r) => !r.retry);
      // An exit or a refusal the server could not record (the guest was not inside) is no lost admission.
      const gateEntry = new Set(batch.filter((e) => e.gate).map((e) => e.nonce));
      const lost: SyncConflict[] = results
        .filter((r) => r.result !== 'accepted' && !gateEntry.has(r.nonce))
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
  }, [session, replay, settled, sendReject]);

  const run = useCallback(async () => {
    setSyncing(true);
    try {
      await oneTabAtATime(agentId, send);
    } finally {
      setSyncing(false);
    }
  }, [agentId, send]);

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
    return queue.current.filter(isAdmission).length;
  }, [sync]);

  /** The outbox as the device holds it (this tab's and the agent's other tabs' scans). */
  const reload = useCallback(
    async (live: () => boolean) => {
      if (!store) return;
      const [stored, storedConflicts] = await Promise.all([store.outbox(), store.conflicts()]);
      if (!live()) return;
      const kept = new Set(stored.map((e) => e.nonce));
      // What this tab queued and could not write to the device stays too.
      queue.current = [...stored, ...queue.current.filter((e) => !kept.has(e.nonce) && !e.seq)];
      publish();
      setConflicts(storedConflicts);
    },
    [store],
  );

  // What the device kept from before (a reload, a closed tab), then sent as soon as possible; and
  // what the agent's other tabs change, as they change it.
  useEffect(() => {
    if (!store) return;
    let live = true;
    const isLive = () => live;
    void reload(isLive)
      .then(() => {
        if (!live) return;
        setLoaded(true);
        void sync();
      })
      .catch(() => undefined);
    const ch = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName(agentId));
    if (ch) ch.onmessage = () => void reload(isLive).catch(() => undefined);
    channel.current = ch;
    return () => {
      live = false;
      ch?.close();
      channel.current = null;
    };
  }, [store, sync, reload, agentId]);

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
    async (ticket: ScannerTicket, opts: EnqueueOptions = {}) => {
      const nonce = opts.nonce ?? newNonce();
      // The same scan queued twice (a retried tap) is one entry.
      if (queue.current.some((e) => e.nonce === nonce)) return;
      const loginAt = tokenIssuedAt(session.token);
      const entry: OutboxEntry = {
        nonce,
        ticketId: ticket.ticketId,
        _id: ticket._id,
        name: `${ticket.customerInfo.firstName} ${ticket.customerInfo.lastName}`.trim() || ticket.ticketId,
        deviceAt: new Date().toISOString(),
        ...(opts.attemptedAt ? { attemptedAt: opts.attemptedAt } : {}),
        ...(opts.scanned ? { scanned: true } : {}),
        ...(opts.action ? { action: opts.action } : {}),
        ...(opts.gate ? { gate: opts.gate } : {}),
        ...(opts.message ? { message: opts.message } : {}),
        ...(loginAt ? { loginAt } : {}),
        ...(ticket.bySignature ? { bySignature: { tier: ticket.priceTier.name } } : {}),
      };
      if (store) {
        const seq = await store.enqueue(entry).catch(() => undefined);
        if (seq !== undefined) entry.seq = seq;
      }
      // Another tab's news may have read it from the device meanwhile: one entry all the same.
      if (!queue.current.some((e) => e.nonce === nonce)) queue.current = [...queue.current, entry];
      publish();
      announce();
      if (opts.sendNow !== false) void sync();
    },
    [store, sync, session.token],
  );

  /**
   * The agent's Undo of an admission still in the outbox (not sent, or on its way): the ticket is
   * never admitted on the server. One that cannot have reached the server leaves the outbox; one
   * that may have (its online call got no answer, or it is being sent right now) becomes its scan's
   * Reject, in its place, sent with its nonce: the server undoes what that scan admitted, and a call
   * of it still on the network admits nothing. False when the ticket has no admission waiting here.
   */
  const undo = useCallback(
    async (ticket: { _id: string }): Promise<boolean> => {
      const entry = queue.current.find((e) => isAdmission(e) && e._id === ticket._id);
      if (!entry) return false;
      const maybeSent = Boolean(entry.attemptedAt || entry.scanned || sending.current.has(entry.nonce));
      // The queue first, at once, so that no run starting meanwhile sends the admission.
      queue.current = maybeSent
        ? queue.current.map((e) => (e.nonce === entry.nonce ? { ...e, action: 'reject' as const } : e))
        : queue.current.filter((e) => e.nonce !== entry.nonce);
      publish();
      if (store) {
        const written = maybeSent
          ? store.updateEntry(entry.nonce, { action: 'reject' })
          : store.settle([entry.nonce], []);
        await written.catch(() => undefined);
      }
      announce();
      if (maybeSent) void sync();
      return true;
    },
    [store, sync],
  );

  const dismiss = useCallback(() => {
    setConflicts([]);
    if (store) void store.dismissConflicts().then(announce, () => undefined);
  }, [store]);

  return { entries, exits, conflicts, syncing, loaded, enqueue, undo, sync, flush, dismiss };
}
