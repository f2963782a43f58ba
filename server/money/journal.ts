import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { journal } from '../db/schema';
import { newId } from '../lib/ids';
import type { UserRow } from '../env';
import type { JournalAction, JournalEntity } from '../../src/contract/journal';
import { actingMember } from '../auth/acting';
import { entryHash, GENESIS_HASH, JOURNAL_CHAIN_LOCK } from './journalChain';

/** What the journal says about a change; written in the transaction that makes the change. */
export interface JournalEntryInput {
  action: JournalAction;
  entity: JournalEntity;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  idempotencyKey?: string | null;
}

export type { JournalAction, JournalEntity };

/** Who wrote an entry, and which account may read it. */
export interface JournalWho {
  accountId: string;
  actorId: string | null;
  actor: string;
}

/** Who acted: the signed-in account, named as people recognise it. */
export function actorOf(user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'companyName'>) {
  const person = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { actorId: user.id, actor: user.email || user.companyName || person || user.id };
}

/**
 * Appends entries to the journal inside `tx`: if the change rolls back, so does its entry, and an
 * entry never exists for a change that did not happen. `accountId` scopes who may read them.
 *
 * Each entry is chained to the one before it (migration 0700). The advisory lock, held until the
 * transaction ends, puts writers in one line, so the last hash read here is still the last when
 * this transaction commits. Call it late in the transaction: the lock waits for the writer ahead.
 * The time is the database's clock, read as text once and stored as hashed.
 */
export async function writeJournal(
  tx: Tx | Db,
  who: JournalWho,
  entries: JournalEntryInput[],
): Promise<void> {
  await writeJournalEntries(
    tx,
    entries.map((e) => ({ ...e, who })),
  );
}

/** writeJournal for entries of several writers at once (a batch of scans by several agents). */
export async function writeJournalEntries(
  tx: Tx | Db,
  entries: Array<JournalEntryInput & { who: JournalWho }>,
): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${JOURNAL_CHAIN_LOCK})`);
  const result = await tx.execute(
    sql`SELECT (SELECT hash FROM journal ORDER BY seq DESC LIMIT 1) AS prev,
               journal_time_text(clock_timestamp()) AS at`,
  );
  const [head] = (result as unknown as { rows: Array<{ prev: string | null; at: string }> }).rows;
  let prev = head.prev ?? GENESIS_HASH;
  const rows = entries.map((e) => {
    const fields = {
      id: newId(),
      createdAt: head.at,
      accountId: e.who.accountId,
      actorId: e.who.actorId,
      actor: e.who.actor,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId,
      before: e.before,
      after: e.after,
      idempotencyKey: e.idempotencyKey ?? null,
    };
    const prevHash = prev;
    prev = entryHash(prevHash, fields);
    return { ...fields, createdAt: sql`${head.at}::timestamptz`, prevHash, hash: prev };
  });
  // A multi-row VALUES takes its seq numbers row by row, in order: seq order is chain order.
  await tx.insert(journal).values(rows);
}

/**
 * The journal entry of a signed-in account's own change, naming who acted: the member of its team
 * signed in for this request (server/auth/acting.ts), else the account itself.
 */
export function byAccount(user: UserRow): JournalWho {
  const member = actingMember(user.id);
  if (member) return { accountId: user.id, actorId: member.memberId, actor: member.name };
  return { accountId: user.id, ...actorOf(user) };
}
