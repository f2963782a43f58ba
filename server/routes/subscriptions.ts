import { Hono } from 'hono';
import { z } from 'zod';
import { eq, type SQL } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import type { Db } from '../db/client';
import { requireAgency } from '../auth/middleware';
import { subscriptionPayments } from '../db/schema';
import { isoDateFilter } from '../lib/simpleRest';
import { anyContains, listSpec, ordered, simpleRestList, tablePage, withinDays } from '../lib/simpleRestList';
import type { PageOf } from '../lib/simpleRestList';
import type { ApiSubscriptionRow } from '../../src/contract/payments';

const subscriptionFilter = z.object({
  q: z.string().trim().max(100).optional(),
  startDate: isoDateFilter.optional(),
  endDate: isoDateFilter.optional(),
});

const SORTABLE = {
  dateTime: subscriptionPayments.dateTime,
  amount: subscriptionPayments.amount,
  paymentNumber: subscriptionPayments.paymentNumber,
  expiryDateTime: subscriptionPayments.expiryDateTime,
} as const;

const SUBSCRIPTION_LIST = listSpec({
  resource: 'subscriptions',
  sortable: SORTABLE,
  defaultSort: ['dateTime', 'DESC'],
  filter: subscriptionFilter,
});

type Row = typeof subscriptionPayments.$inferSelect;
const serialize = (p: Row): ApiSubscriptionRow => ({
  id: p.id,
  paymentNumber: p.paymentNumber,
  dateTime: p.dateTime.toISOString(),
  customerFullName: p.customerFullName,
  amount: Number(p.amount),
  startDateTime: p.startDateTime.toISOString(),
  expiryDateTime: p.expiryDateTime.toISOString(),
});

/** One page of an account's subscription payments, and how many match. */
async function subscriptionPage(db: Db, ownerId: string, page: PageOf<typeof SUBSCRIPTION_LIST>) {
  const { sort, filter } = page;
  const where: SQL[] = [
    eq(subscriptionPayments.ownerId, ownerId),
    ...withinDays(subscriptionPayments.dateTime, filter),
  ];
  if (filter.q)
    where.push(
      anyContains(filter.q, [subscriptionPayments.paymentNumber, subscriptionPayments.customerFullName]),
    );
  const order = [ordered(SORTABLE[sort.field], sort.order), ordered(subscriptionPayments.id, sort.order)];
  const { rows, total } = await tablePage(db, subscriptionPayments, where, order, page);
  return { rows: rows.map(serialize), total };
}

/** GET /api/subscriptions: the account's subscription payments (each opens /invoices/{id}), simple-REST. */
export function subscriptionListRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAgency(deps));
  app.get(
    '/',
    simpleRestList(SUBSCRIPTION_LIST, (page, c) => subscriptionPage(deps.db, c.get('user').id, page)),
  );
  return app;
}
