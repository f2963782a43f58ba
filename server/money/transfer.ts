import { formatTND } from '../../src/lib/money';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { transactions, users } from '../db/schema';
import { newId, newTransactionCode } from '../lib/ids';
import { badRequest } from '../lib/httpError';
import { pgErrorCode } from '../lib/dbErrors';
import { millimesToDecimal, toMillimes } from '../../src/contract/money';
import { writeJournal, type JournalAction } from './journal';
import { fieldRefusal } from '../lib/validation';
import { MESSAGES } from '../../src/contract/messages';

export interface TransferParty {
  id: string;
  name: string;
}

export interface MoveFundsInput {
  sender: TransferParty;
  recipients: TransferParty[];
  /** Amount credited to each recipient, in millimes (> 0). */
  amount: number;
  description: string;
  /** A reversal names the transfer it cancels (one recipient only). */
  reversesTransferId?: string;
  /** The journal entries of this move: who moved the money, why, and the request's Idempotency-Key. */
  journal: {
    who: { accountId: string; actorId: string | null; actor: string };
    action: JournalAction;
    idempotencyKey?: string | null;
  };
}

export interface MovedFunds {
  /** The sender's balance after the move (numeric text). */
  senderBalance: string;
  total: string;
  moves: Array<{
    transferId: string;
    recipientId: string;
    balance: string;
    sendCode: string;
    receiveCode: string;
  }>;
}

// The app's money format ('30 000,000 TND', src/lib/money.ts): the message is shown as it is.
const displayAmount = (m: number) => formatTND(millimesToDecimal(m));

/**
 * One money move from `sender` to each recipient, inside the caller's database transaction:
 * the sender is debited the whole total at once, each recipient credited, and each move writes its
 * SEND and RECEIVE rows. Either everything is written or (on any throw) nothing is.
 *
 * Concurrency: every touched account row is locked in id order first (no deadlock between
 * transfers touching the same accounts in a different order), and the debit is conditional
 * (`balance >= total`), so concurrent transfers on PostgreSQL can never overdraw; the CHECK
 * (balance >= 0) constraint is the last line of defence.
 */
export async function moveFunds(tx: Tx, input: MoveFundsInput): Promise<MovedFunds> {
  const { sender, recipients, amount, description } = input;
  if (amount <= 0) throw fieldRefusal('amount', MESSAGES.positive);
  if (recipients.length === 0) throw badRequest('No recipient selected');
  if (recipients.some((r) => r.id === sender.id))
    throw badRequest('You cannot send funds to your own account');
  // At most MAX_FUNDS_AMOUNT × MAX_BULK_RECIPIENTS millimes: a safe integer.
  const total = amount * recipients.length;
  const ids = [sender.id, ...recipients.map((r) => r.id)].sort();
  // NO KEY UPDATE, not UPDATE: the Idempotency-Key row saved earlier in this transaction holds a KEY SHARE
  // lock on the sender (its foreign key); FOR UPDATE would conflict with the same lock held by a concurrent
  // transfer and deadlock. Balance updates never change the key, so this still serialises the moves.
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for('no key update');

  const debited = await tx
    .update(users)
    .set({ balance: sql`${users.balance} - ${millimesToDecimal(total)}::numeric` })
    .where(and(eq(users.id, sender.id), gte(users.balance, millimesToDecimal(total))))
    .returning({ balance: users.balance });
  if (debited.length === 0) {
    const [row] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, sender.id));
    const have = row ? toMillimes(row.balance) : 0;
    throw badRequest(
      `Insufficient balance: this transfer needs ${displayAmount(total)} and your balance is ${displayAmount(have)}`,
    );
  }

  const now = new Date();
  const moves: MovedFunds['moves'] = [];
  const rows: Array<typeof transactions.$inferInsert> = [];
  for (const recipient of recipients) {
    const [credited] = await tx
      .update(users)
      .set({ balance: sql`${users.balance} + ${millimesToDecimal(amount)}::numeric`, lastPayment: now })
      .where(eq(users.id, recipient.id))
      .returning({ balance: users.balance })
      .catch((err: unknown) => {
        // numeric(14,3) overflow: the whole transaction (debit and earlier credits) rolls back.
        if (pgErrorCode(err) === '22003')
          throw badRequest(
            `The balance of ${recipient.name} cannot hold this amount. No funds were transferred.`,
          );
        throw err;
      });
    if (!credited) throw badRequest(`User ${recipient.name} no longer exists`);
    const transferId = newId();
    const sendCode = newTransactionCode();
    const receiveCode = newTransactionCode();
    const base = {
      amount: millimesToDecimal(amount),
      transferId,
      senderId: sender.id,
      receiverId: recipient.id,
      senderName: sender.name,
      receiverName: recipient.name,
      description,
      status: 'COMPLETED',
      createdAt: now,
      reversesTransferId: input.reversesTransferId ?? null,
    };
    rows.push({ ...base, id: newId(), userId: sender.id, type: 'SEND', transactionCode: sendCode });
    rows.push({ ...base, id: newId(), userId: recipient.id, type: 'RECEIVE', transactionCode: receiveCode });
    moves.push({ transferId, recipientId: recipient.id, balance: credited.balance, sendCode, receiveCode });
  }
  await tx.insert(transactions).values(rows);
  // One entry per balance touched, before and after, in this transaction: the journal and the
  // balances cannot disagree (tests/reliability/journal.test.ts replays it).
  const senderAfter = toMillimes(debited[0].balance);
  const why = { amount: millimesToDecimal(amount), description };
  await writeJournal(tx, input.journal.who, [
    {
      action: input.journal.action,
      entity: 'balance',
      entityId: sender.id,
      before: { balance: millimesToDecimal(senderAfter + total), name: sender.name },
      after: { balance: millimesToDecimal(senderAfter), ...why, total: millimesToDecimal(total) },
      idempotencyKey: input.journal.idempotencyKey,
    },
    ...moves.map((m, i) => {
      const after = toMillimes(m.balance);
      return {
        action: input.journal.action,
        entity: 'balance' as const,
        entityId: m.recipientId,
        before: { balance: millimesToDecimal(after - amount), name: recipients[i].name },
        after: {
          balance: millimesToDecimal(after),
          ...why,
          transferId: m.transferId,
          ...(input.reversesTransferId ? { reversesTransferId: input.reversesTransferId } : {}),
        },
        idempotencyKey: input.journal.idempotencyKey,
      };
    }),
  ]);
  return { senderBalance: debited[0].balance, total: millimesToDecimal(total), moves };
}
