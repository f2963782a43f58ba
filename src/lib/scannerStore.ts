import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ScannerTicket } from '../customRoutes/scanner/types';

/**
 * What the scanner keeps on the device (IndexedDB, one database per agent): the event's tickets as
 * the scanner shows them, the delta cursor, the agent session (so the scanner reopens offline), the
 * outbox of admissions decided offline, and the conflicts the agent has not dismissed yet. Logging
 * out deletes all of it but the admissions not sent yet: they wait for the agent's next login.
 */
export interface OutboxEntry {
  /** Order of admission (IndexedDB's key generator): the outbox is sent in this order. */
  seq?: number;
  /** Idempotency key: the server records a nonce once. */
  nonce: string;
  ticketId: string;
  _id: string;
  /** The ticket holder's name, to name a conflict after a reload. */
  name: string;
  /** The device's clock when the agent admitted the ticket (ISO). */
  deviceAt: string;
  /**
   * Without the sync extension (SPEC's two-step scan): when the first step was first sent (ISO), and
   * whether it is known to have admitted the ticket, so that a replay cut short goes on where it was.
   */
  attemptedAt?: string;
  scanned?: boolean;
  /**
   * 'reject': not an admission but the agent's Reject of a scan whose first step may have admitted
   * the ticket on the server (its answer never came): sent again with the scan's nonce until the
   * server has it, so that the ticket is not left used.
   */
  action?: 'reject';
  /**
   * Extension checkInLists: not an admission but an exit, or a refusal made on this phone (its words
   * in `message`), sent once with the sync so that the gates' statistics count it.
   */
  gate?: 'exit' | 'refusal';
  message?: string;
  /** When the session the agent admitted it in began (its token's issue time, ISO). */
  loginAt?: string;
  /** Admitted on its signed code, not being in the device's copy: its tier, to show it meanwhile. */
  bySignature?: { tier: string };
}

export interface SyncConflict {
  nonce: string;
  ticketId: string;
  name: string;
  kind: 'conflict' | 'refused';
  /** conflict: the gate that admitted the ticket first and when (ISO); refused: why. */
  by?: string | null;
  at?: string | null;
  /** conflict, from a server that only says it in words: its wall-clock time ('21:04'). */
  time?: string | null;
  message?: string;
}

export interface StoredCursor {
  value: string;
  fullAt: number;
}

interface ScannerDb extends DBSchema {
  tickets: { key: string; value: ScannerTicket };
  meta: { key: string; value: unknown };
  outbox: { key: number; value: OutboxEntry; indexes: { nonce: string } };
  conflicts: { key: string; value: SyncConflict };
}

const dbName = (agentId: string) => `scanner:${agentId}`;

export type ScannerStore = Awaited<ReturnType<typeof openScannerStore>>;

/** Opens (or creates) the agent's store. Throws where IndexedDB is unavailable (private modes). */
export async function openScannerStore(agentId: string) {
  const db: IDBPDatabase<ScannerDb> = await openDB<ScannerDb>(dbName(agentId), 1, {
    upgrade(d) {
      d.createObjectStore('tickets', { keyPath: '_id' });
      d.createObjectStore('meta');
      d.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true }).createIndex('nonce', 'nonce', {
        unique: true,
      });
      d.createObjectStore('conflicts', { keyPath: 'nonce' });
    },
  });
  return {
    tickets: () => db.getAll('tickets'),
    /** A full list replaces what was stored; a delta (`partial`) only overwrites the tickets it names. */
    async saveTickets(list: ScannerTicket[], partial: boolean) {
      const tx = db.transaction('tickets', 'readwrite');
      if (!partial) await tx.store.clear();
      for (const t of list) void tx.store.put(t);
      await tx.done;
    },
    async patchTicket(id: string, change: Partial<ScannerTicket>) {
      const tx = db.transaction('tickets', 'readwrite');
      const t = await tx.store.get(id);
      if (t) await tx.store.put({ ...t, ...change });
      await tx.done;
    },
    cursor: () => db.get('meta', 'cursor') as Promise<StoredCursor | undefined>,
    setCursor: (c: StoredCursor | null) =>
      c ? db.put('meta', c, 'cursor').then(() => undefined) : db.delete('meta', 'cursor'),
    session: () => db.get('meta', 'session'),
    setSession: (s: unknown) => db.put('meta', s, 'session').then(() => undefined),
    clearSession: () => db.delete('meta', 'session'),
    outbox: () => db.getAll('outbox'),
    /** Adds an entry at the end of the outbox; answers its place in the order. */
    async enqueue(entry: OutboxEntry): Promise<number> {
      return db.add('outbox', entry);
    },
    /**
     * Records how far the replay of one queued admission went (see OutboxEntry), or turns an
     * admission the agent undid into its Reject (`action`), in its place in the order.
     */
    async updateEntry(nonce: string, change: Pick<OutboxEntry, 'attemptedAt' | 'scanned' | 'action'>) {
      const tx = db.transaction('outbox', 'readwrite');
      const key = await tx.store.index('nonce').getKey(nonce);
      const entry = key === undefined ? undefined : await tx.store.get(key);
      if (entry) await tx.store.put({ ...entry, ...change });
      await tx.done;
    },
    /** Removes sent entries and records the conflicts among them, in one transaction. */
    async settle(sent: string[], conflicts: SyncConflict[]) {
      const tx = db.transaction(['outbox', 'conflicts'], 'readwrite');
      const index = tx.objectStore('outbox').index('nonce');
      for (const nonce of sent) {
        const key = await index.getKey(nonce);
        if (key !== undefined) await tx.objectStore('outbox').delete(key);
      }
      for (const c of conflicts) await tx.objectStore('conflicts').put(c);
      await tx.done;
    },
    conflicts: () => db.getAll('conflicts'),
    dismissConflicts: () => db.clear('conflicts'),
    /** Logging out with admissions not sent: the event's copy, cursor, session and conflicts go. */
    async forgetAllButOutbox() {
      const tx = db.transaction(['tickets', 'meta', 'conflicts'], 'readwrite');
      await Promise.all([
        tx.objectStore('tickets').clear(),
        tx.objectStore('meta').clear(),
        tx.objectStore('conflicts').clear(),
      ]);
      await tx.done;
    },
    close: () => db.close(),
  };
}

/**
 * Logging out: everything the scanner kept for this agent on the device goes, except admissions not
 * sent yet (they are the only record of a guest let in): those stay for the agent's next login,
 * which sends them. Returns how many stay.
 */
export async function wipeScannerStore(agentId: string, store?: ScannerStore | null): Promise<number> {
  const kept = store ? await store.outbox().catch(() => []) : [];
  if (!kept.length) {
    store?.close();
    await deleteDB(dbName(agentId));
    return 0;
  }
  await store!.forgetAllButOutbox();
  store!.close();
  return kept.length;
}

/**
 * Admissions this device keeps for an agent (what a login will send), without creating a database
 * for an agent that never used the device. 0 where IndexedDB cannot be read.
 */
export async function waitingOnDevice(agentId: string): Promise<number> {
  try {
    const list = (await indexedDB.databases?.()) ?? null;
    if (list && !list.some((d) => d.name === dbName(agentId))) return 0;
    const store = await openScannerStore(agentId);
    try {
      return (await store.outbox()).length;
    } finally {
      store.close();
    }
  } catch {
    return 0;
  }
}

/**
 * Whether this browser lets the scanner keep data (IndexedDB can be opened and written): private
 * modes and some embedded browsers cannot, and offline admissions would then vanish on reload.
 */
export async function canStoreOnDevice(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  const name = 'scanner:probe';
  try {
    const db = await openDB(name, 1, { upgrade: (d) => void d.createObjectStore('probe') });
    await db.put('probe', Date.now(), 'at');
    db.close();
    await deleteDB(name).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}
