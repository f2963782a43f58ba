import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import { managedUsers } from '../db/schema';
import { parseWith, readJson } from '../lib/validation';
import { notFound } from '../lib/httpError';
import { businessTimeZone } from '../lib/localTime';
import { reverseTransferBody, statementPeriodSchema } from '../../src/contract/statements';
import { readStatement } from '../money/statement';
import { reverseTransfer } from '../money/reversal';
import { answerStored, idempotent } from '../money/idempotency';
import { toMillimes } from '../../src/contract/money';

/**
 * The `statements` and `reversals` extensions, under /api/business: a balance's movements between
 * two days with a running balance (the business's own, or one of its users'), and the reversal of
 * a mistaken transfer.
 */
export function statementRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  app.use('/statements/*', requireAgency(deps));
  app.use('/transfers/*', requireAgency(deps));

  const period = (c: { req: { query: (k: string) => string | undefined } }) =>
    parseWith(statementPeriodSchema, { from: c.req.query('from'), to: c.req.query('to') });

  app.get('/statements/me', async (c) => {
    const statement = await readStatement(db, c.get('user').id, period(c), businessTimeZone());
    if (!statement) throw notFound();
    return c.json(statement);
  });

  app.get('/statements/users/:userId', async (c) => {
    const asked = period(c);
    const userId = c.req.param('userId');
    // Only the business's own users: anyone else's id is a 404, as elsewhere.
    const [link] = await db
      .select({ id: managedUsers.id })
      .from(managedUsers)
      .where(and(eq(managedUsers.businessId, c.get('user').id), eq(managedUsers.userId, userId)));
    const statement = link && (await readStatement(db, userId, asked, businessTimeZone()));
    if (!statement) throw notFound('This user is not in your list');
    return c.json(statement);
  });

  app.post('/transfers/:transferId/reverse', async (c) => {
    const body = await readJson(c, reverseTransferBody);
    const business = c.get('user');
    const transferId = c.req.param('transferId');
    const key = c.req.header('Idempotency-Key');
    const result = await idempotent(
      db,
      { userId: business.id, key, route: `transfers/${transferId}/reverse`, request: body },
      (tx) => reverseTransfer(tx, business, transferId, toMillimes(body.amount), key ?? null),
    );
    return answerStored(c, result);
  });

  return app;
}
