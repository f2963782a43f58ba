import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './harness';
import { seedDemo } from '../../server/seed/index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.database.db, { dataDir: ctx.config.dataDir, commissionRate: 0.1 });
}, 120_000);
afterAll(() => ctx.close());

/** Every recorded moment of the demo data: what already happened cannot be later than now. */
const PAST_MOMENTS = [
  ['tickets', 'purchase_date'],
  ['tickets', 'scanned_at'],
  ['security_agents', 'last_login'],
  ['scan_log', 'created_at'],
  ['transactions', 'created_at'],
  ['bank_transfers', 'created_at'],
  ['subscription_payments', 'created_at'],
  ['reservations', 'created_at'],
  ['users', 'last_payment'],
] as const;

describe('the demo data', () => {
  it.each(PAST_MOMENTS)('has no %s.%s in the future', async (table, column) => {
    const res = (await ctx.database.db.execute(
      sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} > now()`),
    )) as unknown as { rows: Array<{ n: number }> };
    expect(res.rows[0].n).toBe(0);
  });

  it('has no identity document uploaded in the future', async () => {
    const res = (await ctx.database.db.execute(
      sql.raw(
        `SELECT count(*)::int AS n FROM reservations
         WHERE (verification_documents->>'uploadedAt')::timestamptz > now()`,
      ),
    )) as unknown as { rows: Array<{ n: number }> };
    expect(res.rows[0].n).toBe(0);
  });
});
