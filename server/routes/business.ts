import { Hono, type Context } from 'hono';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps, AppEnv, UserRow } from '../env';
import { requireAgency } from '../auth/middleware';
import { bankTransfers, managedUsers, transactions, users } from '../db/schema';
import { parseWith, readJson } from '../lib/validation';
import { nonEmpty, phone8 } from '../../src/contract/primitives';
import {
  addFundsBody,
  addUserBody,
  BUSINESS_SUCCESS,
  bulkAddFundsBody as bulkBody,
} from '../../src/contract/business';
import { badRequest, conflict, notFound } from '../lib/httpError';
import { newId } from '../lib/ids';
import { pgErrorCode } from '../lib/dbErrors';
import {
  serializeBankTransfer,
  serializeLookup,
  serializeManagedUser,
  serializeUsersTableRow,
  serializeTransaction,
} from '../serializers/business';
import { executeAddFunds, executeBulkAddFunds, managedByPhone as managedByPhoneTx } from '../money/funds';
import { approvalNeeded, holdForApproval } from '../money/approvals';
import { reversedBy } from '../money/reversal';
import { reserveUse } from '../auth/attempts';
import { clientIp } from '../lib/clientIp';
import { signUploadPath } from '../uploads/signedUrl';
import { answerStored } from '../money/idempotency';
import { toMillimes } from '../../src/contract/money';
import { CUSTOMER_ROLE } from '../../src/contract/roles';
import { byAccount, writeJournal } from '../money/journal';

export const BUSINESS_MESSAGES = {
  userCreated: BUSINESS_SUCCESS.addUser,
  userDeleted: BUSINESS_SUCCESS.deleteUser,
  fundsAdded: BUSINESS_SUCCESS.addFunds,
  bulkFundsAdded: BUSINESS_SUCCESS.bulkAddFunds,
  platformUserNotFound: 'No user found with this phone number',
  notInList: 'This user is not in your list',
  alreadyAdded: 'This user is already in your list',
  ownAccount: 'You cannot add your own account',
  notCustomer: 'Only customer accounts can be added; this phone number belongs to a business account',
  transferNotFound: 'Bank transfer not found',
} as const;

export { LOOKUP_MAX } from '../config';
// The phone lookup limit's window; its size is LOOKUP_RATE_LIMIT_MAX (config, LOOKUP_MAX by default).
const LOOKUP_WINDOW_MS = 15 * 60 * 1000;

const displayName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'phoneNumber'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.phoneNumber || '';

/** SPEC §7 business calls: the signed-in ticketAgency account is the business. */
export function businessRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  app.use('*', requireAgency(deps));
  /** A movement of this total (millimes) waits for a second person (server/money/approvals.ts). */
  const held = (total: number) => approvalNeeded(deps.config, total);
  // Phone lookups are counted before the query, per business and per address: no walking the numbers.
  const lookupLimiter = deps.rateLimiter('lookup', deps.config.lookupRateLimitMax, LOOKUP_WINDOW_MS);

  /** A transfer with its receipt as a short-lived signed link (receipts are not readable by URL alone). */
  const transferView = (row: Parameters<typeof serializeBankTransfer>[0]) => {
    const out = serializeBankTransfer(row);
    return { ...out, receiptUrl: out.receiptUrl && signUploadPath(deps.config.jwtSecret, out.receiptUrl) };
  };

  /** The account holding this phone, whatever its role (callers keep customers only). */
  const customerByPhone = async (phone: string) => {
    const [user] = await db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1);
    return user;
  };

  /** One use of the phone lookup limit: looking up and adding share it (adding answers who holds a phone too). */
  const reserveLookup = (c: Context<AppEnv>) =>
    reserveUse(lookupLimiter, [
      [`business:${c.get('user').id}`, deps.config.lookupRateLimitMax],
      [`ip:${clientIp(c)}`, deps.config.lookupRateLimitMax],
    ]);

  app.get('/lookup/:phone', async (c) => {
    const phone = parseWith(phone8, c.req.param('phone'));
    await reserveLookup(c);
    const user = await customerByPhone(phone);
    if (!user || user.role !== CUSTOMER_ROLE) throw notFound(BUSINESS_MESSAGES.platformUserNotFound);
    const [link] = await db
      .select({ id: managedUsers.id })
      .from(managedUsers)
      .where(and(eq(managedUsers.businessId, c.get('user').id), eq(managedUsers.userId, user.id)));
    return c.json(serializeLookup(user, Boolean(link)));
  });

  app.get('/get_users', async (c) => {
    const rows = await db
      .select({ user: users, addedAt: managedUsers.createdAt })
      .from(managedUsers)
      .innerJoin(users, eq(users.id, managedUsers.userId))
      .where(eq(managedUsers.businessId, c.get('user').id))
      .orderBy(desc(managedUsers.createdAt), users.id);
    return c.json(rows.map((r) => serializeManagedUser(r.user, r.addedAt)));
  });

  app.post('/add_user', async (c) => {
    const { phoneNumber } = await readJson(c, addUserBody);
    const business = c.get('user');
    await reserveLookup(c);
    const user = await customerByPhone(phoneNumber);
    if (!user) throw notFound(BUSINESS_MESSAGES.platformUserNotFound);
    if (user.id === business.id) throw badRequest(BUSINESS_MESSAGES.ownAccount);
    if (user.role !== CUSTOMER_ROLE) throw badRequest(BUSINESS_MESSAGES.notCustomer);
    const addedAt = new Date();
    try {
      await db.transaction(async (tx) => {
        await tx
          .insert(managedUsers)
          .values({ id: newId(), businessId: business.id, userId: user.id, createdAt: addedAt });
        await writeJournal(tx, byAccount(business), [
          {
            action: 'managed_user.added',
            entity: 'managed-user',
            entityId: user.id,
            before: null,
            after: { name: displayName(user), phoneNumber: user.phoneNumber, balance: user.balance },
          },
        ]);
      });
    } catch (err) {
      if (pgErrorCode(err) === '23505') throw conflict(BUSINESS_MESSAGES.alreadyAdded);
      throw err;
    }
    return c.json(
      { message: BUSINESS_MESSAGES.userCreated, user: serializeUsersTableRow(user, addedAt) },
      201,
    );
  });

  app.post('/add_funds', async (c) => {
    const body = await readJson(c, addFundsBody);
    const business = c.get('user');
    const key = c.req.header('Idempotency-Key');
    if (held(toMillimes(body.amount)))
      return holdForApproval(deps, c, { kind: 'add_funds', request: body, phones: [body.phoneNumber], key });
    return answerStored(c, await executeAddFunds(db, business, body, key, byAccount(business)));
  });

  app.post('/bulk_add_funds', async (c) => {
    const body = await readJson(c, bulkBody);
    const business = c.get('user');
    const duplicates = body.phoneNumbers.filter((p, i) => body.phoneNumbers.indexOf(p) !== i);
    if (duplicates.length > 0)
      throw badRequest(`Phone number listed more than once: ${[...new Set(duplicates)].join(', ')}`);
    const key = c.req.header('Idempotency-Key');
    if (held(toMillimes(body.amount) * body.phoneNumbers.length))
      return holdForApproval(deps, c, {
        kind: 'bulk_add_funds',
        request: body,
        phones: body.phoneNumbers,
        key,
      });
    return answerStored(c, await executeBulkAddFunds(db, business, body, key, byAccount(business)));
  });

  app.delete('/delete_user/:phone', async (c) => {
    const phone = parseWith(phone8, c.req.param('phone'));
    const business = c.get('user');
    // Only the link goes: the platform account and its money stay untouched. The journal keeps the
    // balance the user held when the business let them go.
    const removed = await db.transaction(async (tx) => {
      const [row] = await managedByPhoneTx(tx, business.id, [phone]);
      if (!row) return false;
      const gone = await tx
        .delete(managedUsers)
        .where(and(eq(managedUsers.businessId, business.id), eq(managedUsers.userId, row.user.id)))
        .returning({ id: managedUsers.id });
      if (gone.length === 0) return false;
      await writeJournal(tx, byAccount(business), [
        {
          action: 'managed_user.deleted',
          entity: 'managed-user',
          entityId: row.user.id,
          before: {
            name: displayName(row.user),
            phoneNumber: row.user.phoneNumber,
            balance: row.user.balance,
          },
          after: null,
        },
      ]);
      return true;
    });
    if (!removed) throw notFound(BUSINESS_MESSAGES.notInList);
    return c.json({ message: BUSINESS_MESSAGES.userDeleted });
  });

  app.get('/get_transactions', async (c) => {
    const rows = await db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, c.get('user').id))
      .orderBy(desc(transactions.createdAt), desc(transactions.id));
    // The whole list: the holder's reversals, not one bind parameter per transaction (server/money/reversal.ts).
    const reversed = await reversedBy(db, c.get('user').id);
    return c.json(rows.map((r) => serializeTransaction(r, reversed)));
  });

  app.get('/bank_transfers', async (c) => {
    const rows = await db
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.businessId, c.get('user').id))
      .orderBy(desc(bankTransfers.createdAt));
    return c.json(rows.map(transferView));
  });

  app.get('/bank_transfers/:id', async (c) => {
    const id = parseWith(nonEmpty(24), c.req.param('id'));
    const [row] = await db
      .select()
      .from(bankTransfers)
      .where(and(eq(bankTransfers.id, id), eq(bankTransfers.businessId, c.get('user').id)));
    if (!row) throw notFound(BUSINESS_MESSAGES.transferNotFound);
    return c.json(transferView(row));
  });

  return app;
}
