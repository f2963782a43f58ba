import { Hono } from 'hono';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import { subscriptionPayments } from '../db/schema';
import { parseWith } from '../lib/validation';
import { nonEmpty } from '../../src/contract/primitives';
import { notFound } from '../lib/httpError';
import { serializeSubscriptionPayment } from '../serializers/business';

export const INVOICE_NOT_FOUND = 'Invoice not found';

/** GET /api/subscription/get-invoice/{id}: a subscription payment of the signed-in account. */
export function subscriptionRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAgency(deps));
  /** Reference-server extension: the account's subscription payments, newest first (each opens /invoices/{id}). */
  app.get('/payments', async (c) => {
    const rows = await deps.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.ownerId, c.get('user').id))
      .orderBy(desc(subscriptionPayments.dateTime));
    return c.json(rows.map(serializeSubscriptionPayment));
  });
  app.get('/get-invoice/:id', async (c) => {
    const id = parseWith(nonEmpty(24), c.req.param('id'));
    const [row] = await deps.db
      .select()
      .from(subscriptionPayments)
      .where(and(eq(subscriptionPayments.id, id), eq(subscriptionPayments.ownerId, c.get('user').id)));
    if (!row) throw notFound(INVOICE_NOT_FOUND);
    return c.json(serializeSubscriptionPayment(row));
  });
  return app;
}
