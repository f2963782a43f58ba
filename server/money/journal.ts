import type { Tx } from '../db/client';
import { journal } from '../db/schema';
import { newId } from '../lib/ids';
import type { UserRow } from '../env';
import type { JournalAction, JournalEntity } from '../../src/contract/journal';

/** What the journal says about a change; written in the transaction that makes the change. */
export interface JournalEntryInput {
  action: JournalAction;
  entity: JournalEntity;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  idempotencyKey?: string | null;
}

export type { JournalAction };

/** Who acted: the signed-in account, named as people recognise it. */
export function actorOf(user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'companyName'>) {
  const person = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { actorId: user.id, actor: user.email || user.companyName || person || user.id };
}

/**
 * Appends entries to the journal inside `tx`: if the change rolls back, so does its entry, and an
 * entry never exists for a change that did not happen. `accountId` scopes who may read them.
 */
export async function writeJournal(
  tx: Tx,
  who: { accountId: string; actorId: string | null; actor: string },
  entries: JournalEntryInput[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(journal).values(
    entries.map((e) => ({
      id: newId(),
      accountId: who.accountId,
      actorId: who.actorId,
      actor: who.actor,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId,
      before: e.before,
      after: e.after,
      idempotencyKey: e.idempotencyKey ?? null,
    })),
  );
}

/** The journal entry of a signed-in account's own change. */
export const byAccount = (user: UserRow) => ({ accountId: user.id, ...actorOf(user) });
