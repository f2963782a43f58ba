import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './harness';
import { seedDemo } from '../../server/seed/index';
import { readStatement } from '../../server/money/statement';

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

  it('numbers subscription invoices in date order within each year', async () => {
    const res = (await ctx.database.db.execute(
      sql.raw(`SELECT payment_number AS n FROM subscription_payments ORDER BY date_time, id`),
    )) as unknown as { rows: Array<{ n: string }> };
    const numbers = res.rows.map((r) => r.n);
    expect(numbers.length).toBeGreaterThan(1);
    const byYear = new Map<string, number[]>();
    for (const n of numbers) {
      const [, year, seq] = /^SUB-(\d{4})-(\d{5})$/.exec(n) ?? [];
      expect(year, n).toBeDefined();
      byYear.set(year, [...(byYear.get(year) ?? []), Number(seq)]);
    }
    for (const seqs of byYear.values()) expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it("gives every managed user a statement whose last running balance is the user's balance", async () => {
    const res = (await ctx.database.db.execute(
      sql.raw(
        `SELECT u.id, u.balance::text AS balance FROM users u JOIN managed_users m ON m.user_id = u.id`,
      ),
    )) as unknown as { rows: Array<{ id: string; balance: string }> };
    expect(res.rows.length).toBeGreaterThan(0);
    for (const u of res.rows) {
      const s = await readStatement(
        ctx.database.db,
        u.id,
        { from: '2020-01-01', to: '2099-12-31' },
        'Africa/Tunis',
      );
      expect(s?.closingBalance, u.id).toBe(Number(u.balance));
      expect(s!.lines.at(-1)?.balance ?? s!.openingBalance, u.id).toBe(Number(u.balance));
    }
  });
});
