import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import { subscriptionPayments } from '../db/schema';
import { isoDateFilter, parseListQuery, setContentRange } from '../lib/simpleRest';
import { dayAfter, dayStart } from '../money/periods';
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

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** GET /api/subscriptions: the account's subscription payments (each opens /invoices/{id}), simple-REST. */
export function subscriptionListRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAgency(deps));
  app.get('/', async (c) => {
    const { sort, range, filter } = parseListQuery(c, {
      sortable: Object.keys(SORTABLE),
      defaultSort: ['dateTime', 'DESC'],
      filter: subscriptionFilter,
    });
    const where: SQL[] = [eq(subscriptionPayments.ownerId, c.get('user').id)];
    if (filter.startDate) where.push(gte(subscriptionPayments.dateTime, dayStart(filter.startDate)));
    if (filter.endDate) where.push(lt(subscriptionPayments.dateTime, dayAfter(filter.endDate)));
    if (filter.q) {
      const like = `%${escapeLike(filter.q)}%`;
      where.push(
        or(
          ilike(subscriptionPayments.paymentNumber, like),
          ilike(subscriptionPayments.customerFullName, like),
        ) as SQL,
      );
    }
    const cond = and(...where);
    const order = sort.order === 'ASC' ? asc : desc;
    const [{ total }] = await deps.db.select({ total: count() }).from(subscriptionPayments).where(cond);
    const rows = await deps.db
      .select()
      .from(subscriptionPayments)
      .where(cond)
      .orderBy(order(SORTABLE[sort.field as keyof typeof SORTABLE]), order(subscriptionPayments.id))
      .limit(range.end - range.start + 1)
      .offset(range.start);
    setContentRange(c, 'subscriptions', range.start, rows.length, total);
    return c.json(rows.map(serialize));
  });
  return app;
}
