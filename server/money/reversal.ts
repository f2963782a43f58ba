import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { managedUsers, transactions, users } from '../db/schema';
import type { UserRow } from '../env';
import { conflict, notFound } from '../lib/httpError';
import { millimesToDecimal, toMillimes } from '../../src/contract/money';
import { REVERSAL_MESSAGES as R, type ApiReversal } from '../../src/contract/statements';
import { byAccount } from './journal';
import { moveFunds } from './transfer';
import { LIST_PAGE_MAX } from '../../src/contract/lists';

const personName = (u: UserRow) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.phoneNumber || u.id;
const shown = (millimes: number) => millimesToDecimal(millimes).replace('.', ',');

/**
 * Reverses the business's transfer `transferId` to one of its users: a new transfer from the user
 * back to the business that names the original (`reverses_transfer_id`), never an edit of it.
 * Refused when the user's balance no longer holds the amount (the money was spent). Asking again
 * answers the reversal already made: a transfer is reversed once (unique index, migration 0710),
 * and both balances are locked before the check, so two parallel requests cannot both reverse it.
 */
export async function reverseTransfer(
  tx: Tx,
  business: UserRow,
  transferId: string,
  confirmedAmount: number,
  idempotencyKey: string | null,
): Promise<{ status: 200 | 201; body: ApiReversal }> {
  const [original] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, business.id), eq(transactions.transferId, transferId)));
  if (!original) throw notFound(R.notFound);
  const userId = original.receiverId;
  if (
    original.type !== 'SEND' ||
    original.status !== 'COMPLETED' ||
    original.senderId !== business.id ||
    original.reversesTransferId !== null ||
    !userId
  )
    throw conflict(R.notReversible);
  const [link] = await tx
    .select({ id: managedUsers.id })
    .from(managedUsers)
    .where(and(eq(managedUsers.businessId, business.id), eq(managedUsers.userId, userId)));
  if (!link) throw notFound(R.notFound);
  if (toMillimes(original.amount) !== confirmedAmount) throw conflict(R.otherAmount);

  // Both balances, in id order as every transfer locks them: a parallel reversal waits here and
  // then finds this one's rows.
  const locked = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [business.id, userId].sort()))
    .orderBy(users.id)
    .for('no key update');
  const user = locked.find((u) => u.id === userId);
  const owner = locked.find((u) => u.id === business.id);
  if (!user || !owner) throw notFound(R.notFound);
  const amount = toMillimes(original.amount);

  const [done] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, business.id), eq(transactions.reversesTransferId, transferId)));
  if (done) {
    return {
      status: 200,
      body: {
        message: R.reversed,
        transferId: done.transferId,
        reversesTransferId: transferId,
        amount: Number(done.amount),
        balance: Number(owner.balance),
        user: { id: user.id, balance: Number(user.balance) },
      },
    };
  }
  if (toMillimes(user.balance) < amount)
    throw conflict(R.spent(shown(amount), shown(toMillimes(user.balance))));

  const moved = await moveFunds(tx, {
    sender: { id: user.id, name: personName(user) },
    recipients: [{ id: business.id, name: business.companyName || personName(business) }],
    amount,
    description: `Annulation du virement ${original.transactionCode}`,
    reversesTransferId: transferId,
    journal: { who: byAccount(business), action: 'funds.reversed', idempotencyKey },
  });
  return {
    status: 201,
    body: {
      message: R.reversed,
      transferId: moved.moves[0].transferId,
      reversesTransferId: transferId,
      amount: Number(original.amount),
      balance: Number(moved.moves[0].balance),
      user: { id: user.id, balance: Number(moved.senderBalance) },
    },
  };
}

/**
 * Of these transfers of `holderId`, the ones a reversal cancels (for the lists' Reverse action): a
 * page's ids, at most LIST_PAGE_MAX. Each id is one bind parameter, and PostgreSQL's protocol counts
 * them in 16 bits: past 65,535 the query fails ("bind message has N parameter formats but 0
 * parameters"). A whole list asks `reversedBy` instead.
 */
export async function reversedAmong(db: Db, holderId: string, transferIds: string[]): Promise<Set<string>> {
  if (transferIds.length === 0) return new Set();
  if (transferIds.length > LIST_PAGE_MAX) return reversedBy(db, holderId);
  const rows = await db
    .select({ id: transactions.reversesTransferId })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, holderId),
        isNotNull(transactions.reversesTransferId),
        inArray(transactions.reversesTransferId, transferIds),
      ),
    );
  return new Set(rows.map((r) => r.id).filter((id): id is string => id !== null));
}

/**
 * Every transfer of `holderId` that a reversal cancels, whatever the number of its transactions
 * (SPEC's whole list): no parameter per row, and only the reversals are read (their partial index,
 * transactions_reversal_once_idx, migration 0710).
 */
export async function reversedBy(db: Db, holderId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: transactions.reversesTransferId })
    .from(transactions)
    .where(and(eq(transactions.userId, holderId), isNotNull(transactions.reversesTransferId)));
  return new Set(rows.map((r) => r.id).filter((id): id is string => id !== null));
}
