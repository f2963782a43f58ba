import { Hono } from 'hono';
import { z } from 'zod';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type Column,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import {
  managedUserCounts,
  managedUsers,
  transactionCounts,
  transactionTextCounts,
  transactions,
  users,
} from '../db/schema';
import { reversedAmong } from '../money/reversal';
import { isoDateFilter } from '../lib/simpleRest';
import {
  anyContains,
  listSpec,
  ordered,
  simpleRestList,
  withinDays,
  type Order,
} from '../lib/simpleRestList';
import { serializeManagedUser, serializeTransaction } from '../serializers/business';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../src/contract/business';

const text = z.string().trim().max(100);
/** The amount inputs send numbers; a query string may carry them as text. */
const amount = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,12}(\.\d{1,3})?$/, 'must be an amount')
    .transform(Number),
]);
const oneOrMany = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.array(z.enum(values)).max(values.length)]);

const usersFilter = z.object({
  q: text.optional(),
  min: amount.optional(),
  max: amount.optional(),
  startDate: isoDateFilter.optional(),
  endDate: isoDateFilter.optional(),
});

const transactionsFilter = usersFilter.extend({
  type: oneOrMany(TRANSACTION_TYPES).optional(),
  statusKind: oneOrMany(TRANSACTION_STATUSES).optional(),
});

const list = <T>(v: T | T[]) => (Array.isArray(v) ? v : [v]);

/**
 * The name the users table shows: first and last name, else the phone (as the app's `fullName`).
 * Migration 0730 indexes it for the search (users_full_name_trgm_idx): change both together.
 */
export const fullName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.phoneNumber}, '')`;
/** SPEC §3: COMPLETED and PENDING are shown as such; anything else is a failure. */
const statusKind = sql<string>`case when ${transactions.status} in ('COMPLETED', 'PENDING') then ${transactions.status} else 'FAILED' end`;

/**
 * Names compared as the app compares them (French, ignoring case and accents), with what every
 * database has: no collation or extension to install. Migration 0600 indexes this very expression
 * over `fullName` (users_sort_name_idx): change both together.
 */
const sortableText = (expr: SQL) =>
  sql`translate(lower(${expr}), 'àâäáãçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaceeeeiiiinooooouuuuyyoa')`;

/**
 * A users' order, in parts read one after the other. A nullable column is two parts: the app shows
 * missing values first in ascending order and last in descending order (src/lib/listQuery.ts), and
 * among them the list's default order. Each part is then one index's order (the missing ones the
 * business's own, managed_users_business_added_idx), where one ORDER BY would sort every missing
 * value of the business (a fifth of 100,000 users never paid) to show 25.
 */
interface OrderPart {
  where?: SQL;
  orderBy: SQL[];
}

/**
 * Ties keep the list's default order, as the app's stable sort over SPEC's array does: users by
 * when they were added (newest first, then id), transactions newest first. The indexes of
 * migration 0600 end in that order.
 */
const usersDefault = [desc(managedUsers.createdAt), asc(managedUsers.userId)];
const nullable = (column: typeof users.phoneNumber | typeof users.lastPayment, o: Order): OrderPart[] => {
  const missing = { where: isNull(column), orderBy: usersDefault };
  const present = { where: isNotNull(column), orderBy: [ordered(column, o), ...usersDefault] };
  return o === 'ASC' ? [missing, present] : [present, missing];
};
const USER_SORT: Record<string, (o: Order) => OrderPart[]> = {
  addedAt: (o) => [{ orderBy: [ordered(managedUsers.createdAt, o), asc(managedUsers.userId)] }],
  fullName: (o) => [{ orderBy: [ordered(sortableText(fullName), o), ...usersDefault] }],
  phoneNumber: (o) => nullable(users.phoneNumber, o),
  balance: (o) => [{ orderBy: [ordered(users.balance, o), ...usersDefault] }],
  lastPayment: (o) => nullable(users.lastPayment, o),
};

/** Rows `start` to `start + size - 1` of parts read in turn; `countOf` a part's rows, to page past it. */
async function pageOfParts<R>(
  parts: OrderPart[],
  start: number,
  size: number,
  read: (part: OrderPart, offset: number, limit: number) => Promise<R[]>,
  countOf: (part: OrderPart) => Promise<number>,
): Promise<R[]> {
  const rows: R[] = [];
  let offset = start;
  for (const [i, part] of parts.entries()) {
    const got = await read(part, offset, size - rows.length);
    rows.push(...got);
    if (rows.length === size || i === parts.length - 1) break;
    // The next part starts at its first row if this one gave any, else past this one's rows.
    offset = got.length > 0 ? 0 : Math.max(0, offset - (await countOf(part)));
  }
  return rows;
}

const transactionsDefault = [desc(transactions.createdAt), desc(transactions.id)];
const TRANSACTION_SORT: Record<string, (o: Order) => SQL[]> = {
  createdAt: (o) => [ordered(transactions.createdAt, o), ordered(transactions.id, o)],
  type: (o) => [ordered(transactions.type, o), ...transactionsDefault],
  amount: (o) => [ordered(transactions.amount, o), ...transactionsDefault],
  transactionCode: (o) => [ordered(transactions.transactionCode, o)],
  senderName: (o) => [ordered(transactions.senderName, o), ...transactionsDefault],
  statusKind: (o) => [ordered(statusKind, o), ...transactionsDefault],
};

/** The sum of kept counts (migration 0730), as a number. */
const keptSum = (column: SQLWrapper) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** Amount range (inclusive) and calendar days (inclusive) shared by both lists. */
function rangeConditions(
  filter: z.infer<typeof usersFilter>,
  amountColumn: typeof users.balance | typeof transactions.amount,
  dateColumn: typeof users.lastPayment | typeof transactions.createdAt,
): SQL[] {
  const where: SQL[] = [];
  if (filter.min !== undefined) where.push(gte(amountColumn, String(filter.min)));
  if (filter.max !== undefined) where.push(lte(amountColumn, String(filter.max)));
  return [...where, ...withinDays(dateColumn, filter)];
}

const USERS_LIST = listSpec({
  resource: 'users',
  sortable: USER_SORT,
  defaultSort: ['addedAt', 'DESC'],
  filter: usersFilter,
});
const TRANSACTIONS_LIST = listSpec({
  resource: 'transactions',
  sortable: TRANSACTION_SORT,
  defaultSort: ['createdAt', 'DESC'],
  filter: transactionsFilter,
});

/**
 * Extension 'pagedLists': the business's managed users and its transactions as simple-REST lists
 * (`sort`, `range`, `filter`, `Content-Range`), with the same rows and the same owner as SPEC's
 * get_users and get_transactions, and the filters of their screens done by the database.
 */
export function businessListRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  app.use('*', requireAgency(deps));

  app.get(
    '/users',
    simpleRestList(USERS_LIST, async ({ sort, filter, limit, offset }, c) => {
      const where: SQL[] = [eq(managedUsers.businessId, c.get('user').id)];
      if (filter.q) {
        where.push(anyContains(filter.q, [fullName, users.phoneNumber]));
      }
      where.push(...rangeConditions(filter, users.balance, users.lastPayment));
      const cond = and(...where);
      // Without a filter the total is the kept one (migration 0730); a filter's total is counted.
      const unfiltered = where.length === 1;
      const counted = unfiltered
        ? db
            .select({ total: keptSum(managedUserCounts.total) })
            .from(managedUserCounts)
            .where(eq(managedUserCounts.businessId, c.get('user').id))
        : db
            .select({ total: sql<string>`count(*)::text` })
            .from(managedUsers)
            .innerJoin(users, eq(users.id, managedUsers.userId))
            .where(cond);
      const joined = <T extends Parameters<typeof db.select>[0]>(fields: T) =>
        db.select(fields).from(managedUsers).innerJoin(users, eq(users.id, managedUsers.userId));
      // The count and the page at once: on PostgreSQL they run on two connections.
      const [[{ total }], rows] = await Promise.all([
        counted,
        pageOfParts(
          USER_SORT[sort.field](sort.order),
          offset,
          limit,
          (part, offset, limit) =>
            joined({ user: users, addedAt: managedUsers.createdAt })
              .where(and(cond, part.where))
              .orderBy(...part.orderBy)
              .limit(limit)
              .offset(offset),
          async (part) => (await joined({ n: count() }).where(and(cond, part.where)))[0]?.n ?? 0,
        ),
      ]);
      return { rows: rows.map((r) => serializeManagedUser(r.user, r.addedAt)), total: Number(total) };
    }),
  );

  app.get(
    '/transactions',
    simpleRestList(TRANSACTIONS_LIST, async ({ sort, filter, limit, offset }, c) => {
      const owner = c.get('user').id;
      // The same conditions on the transactions and on their kept counts (migration 0730).
      const textMatch = (t: { senderName: Column; receiverName: Column; description: Column }) => {
        return anyContains(filter.q ?? '', [t.senderName, t.receiverName, t.description]);
      };
      const kinds = (t: { type: SQLWrapper; statusKind: SQLWrapper }) => {
        const where: SQL[] = [];
        if (filter.type) where.push(or(...list(filter.type).map((v) => eq(t.type, v))) as SQL);
        if (filter.statusKind)
          where.push(or(...list(filter.statusKind).map((k) => eq(t.statusKind, k))) as SQL);
        return where;
      };
      const ranges = rangeConditions(filter, transactions.amount, transactions.createdAt);
      // The expression of the status indexes (migrations 0600, 0730), so the database can use them.
      const where: SQL[] = [
        eq(transactions.userId, owner),
        ...(filter.q ? [textMatch(transactions)] : []),
        ...kinds({ type: transactions.type, statusKind }),
        ...ranges,
      ];
      const cond = and(...where);
      // Totals without an amount or date range are sums of kept counts: by type and status, or by
      // distinct texts when searching. With a range, the database counts the rows in it.
      const counted =
        ranges.length > 0
          ? db.select({ total: count() }).from(transactions).where(cond)
          : filter.q
            ? db
                .select({ total: keptSum(transactionTextCounts.total) })
                .from(transactionTextCounts)
                .where(
                  and(
                    eq(transactionTextCounts.userId, owner),
                    textMatch(transactionTextCounts),
                    ...kinds(transactionTextCounts),
                  ),
                )
            : db
                .select({ total: keptSum(transactionCounts.total) })
                .from(transactionCounts)
                .where(and(eq(transactionCounts.userId, owner), ...kinds(transactionCounts)));
      const [[{ total }], rows] = await Promise.all([
        counted,
        db
          .select()
          .from(transactions)
          .where(cond)
          .orderBy(...TRANSACTION_SORT[sort.field](sort.order))
          .limit(limit)
          .offset(offset),
      ]);
      const reversed = await reversedAmong(
        db,
        c.get('user').id,
        rows.map((r) => r.transferId),
      );
      return { rows: rows.map((r) => serializeTransaction(r, reversed)), total: Number(total) };
    }),
  );

  return app;
}
