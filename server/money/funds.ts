import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { UserRow } from '../env';
import { managedUsers, users } from '../db/schema';
import { notFound } from '../lib/httpError';
import { moveFunds } from './transfer';
import { idempotent } from './idempotency';
import type { JournalWho } from './journal';
import { toMillimes } from '../../src/contract/money';
import { BUSINESS_SUCCESS, type AddFundsBody, type BulkAddFundsBody } from '../../src/contract/business';

export const NOT_IN_LIST = 'This user is not in your list';

export const displayName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'phoneNumber'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.phoneNumber || '';
export const businessName = (u: UserRow) => u.companyName || displayName(u);

/** The business's managed users among these phones (inside a money transaction, or not). */
export function managedByPhone(tx: Tx | Db, businessId: string, phones: string[]) {
  return tx
    .select({ user: users })
    .from(managedUsers)
    .innerJoin(users, eq(users.id, managedUsers.userId))
    .where(and(eq(managedUsers.businessId, businessId), inArray(users.phoneNumber, phones)));
}

/** Every phone is one of the business's users, or a 404 naming those that are not. */
export async function checkRecipients(tx: Tx | Db, businessId: string, phones: string[]) {
  const rows = await managedByPhone(tx, businessId, phones);
  const found = new Map(rows.map((r) => [r.user.phoneNumber, r.user]));
  const missing = phones.filter((p) => !found.has(p));
  if (missing.length > 0)
    throw notFound(
      phones.length === 1
        ? `${NOT_IN_LIST}: ${missing.join(', ')}`
        : `${NOT_IN_LIST}: ${missing.join(', ')}. No funds were transferred.`,
    );
  return found;
}

/**
 * POST /api/business/add_funds, executed: by the route, or at approval with the author's request and
 * Idempotency-Key (`who` then names both). `db` may be a transaction (the approval's).
 */
export function executeAddFunds(
  db: Db | Tx,
  business: UserRow,
  body: AddFundsBody,
  key: string | undefined,
  who: JournalWho,
) {
  return idempotent(db, { userId: business.id, key, route: 'add_funds', request: body }, async (tx) => {
    const found = await checkRecipients(tx, business.id, [body.phoneNumber]);
    const user = found.get(body.phoneNumber)!;
    const moved = await moveFunds(tx, {
      sender: { id: business.id, name: businessName(business) },
      recipients: [{ id: user.id, name: displayName(user) }],
      amount: toMillimes(body.amount),
      description: body.description || 'Funds added by the business',
      journal: { who, action: 'funds.added', idempotencyKey: key },
    });
    const move = moved.moves[0];
    return {
      status: 200 as const,
      body: {
        message: BUSINESS_SUCCESS.addFunds,
        balance: Number(moved.senderBalance),
        user: { phoneNumber: body.phoneNumber, balance: Number(move.balance) },
        transactionCode: move.sendCode,
        transferId: move.transferId,
      },
    };
  });
}

/** POST /api/business/bulk_add_funds, executed (as executeAddFunds). */
export function executeBulkAddFunds(
  db: Db | Tx,
  business: UserRow,
  body: BulkAddFundsBody,
  key: string | undefined,
  who: JournalWho,
) {
  return idempotent(db, { userId: business.id, key, route: 'bulk_add_funds', request: body }, async (tx) => {
    const found = await checkRecipients(tx, business.id, body.phoneNumbers);
    const moved = await moveFunds(tx, {
      sender: { id: business.id, name: businessName(business) },
      recipients: body.phoneNumbers.map((p) => ({ id: found.get(p)!.id, name: displayName(found.get(p)!) })),
      amount: toMillimes(body.amount),
      description: body.description || 'Bulk funds added by the business',
      journal: { who, action: 'funds.bulk_added', idempotencyKey: key },
    });
    return {
      status: 200 as const,
      body: {
        message: BUSINESS_SUCCESS.bulkAddFunds,
        balance: Number(moved.senderBalance),
        total: Number(moved.total),
        count: moved.moves.length,
      },
    };
  });
}
