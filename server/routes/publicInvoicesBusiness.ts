import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { bankTransfers, subscriptionPayments } from '../db/schema';
import { parseWith } from '../lib/validation';
import { nonEmpty } from '../../src/contract/primitives';
import { conflict, notFound } from '../lib/httpError';
import { transferInvoiceNumber } from '../serializers/business';
import { INVOICE_NOT_FOUND } from './subscription';

/** Only an APPROVED transfer has an invoice (issue 18): said plainly for the others. */
export const noTransferInvoice = (status: string) =>
  `There is no invoice for this transfer: it is ${status === 'REJECTED' ? 'rejected' : 'pending'} (only an approved transfer is invoiced)`;

/**
 * What a paper invoice's QR code opens without a session: only what proves the invoice genuine
 * (number, date, total tax included). Ids are random 24-hex, so they cannot be enumerated.
 * No `use('*')` here: another area mounts its routes under the same prefix.
 */
export function publicBusinessInvoiceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/subscription/:id', async (c) => {
    const id = parseWith(nonEmpty(24), c.req.param('id'));
    const [row] = await deps.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, id));
    if (!row) throw notFound(INVOICE_NOT_FOUND);
    return c.json({ number: row.paymentNumber, date: row.dateTime.toISOString(), total: Number(row.amount) });
  });
  app.get('/transfer/:id', async (c) => {
    const id = parseWith(nonEmpty(24), c.req.param('id'));
    // The transfer invoice adds 19% VAT; rounded to the millime in SQL, not in floats.
    const [row] = await deps.db
      .select({
        id: bankTransfers.id,
        status: bankTransfers.status,
        createdAt: bankTransfers.createdAt,
        total: sql<string>`round(${bankTransfers.amount} * 1.19, 3)`,
      })
      .from(bankTransfers)
      .where(eq(bankTransfers.id, id));
    if (!row) throw notFound(INVOICE_NOT_FOUND);
    if (row.status !== 'APPROVED') throw conflict(noTransferInvoice(row.status));
    return c.json({
      number: transferInvoiceNumber(row.id),
      date: row.createdAt.toISOString(),
      total: Number(row.total),
    });
  });
  return app;
}
