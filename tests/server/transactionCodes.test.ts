import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { transactions } from '../../server/db/schema';
import { seedDemo } from '../../server/seed/index';
import { TRANSACTION_CODE_PATTERN } from '../../src/contract/transactionCode';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.database.db, { dataDir: ctx.config.dataDir, commissionRate: 0.1 });
}, 120_000);
afterAll(() => ctx.close());

describe('transaction codes', () => {
  it('have one format in the demo data and in the transfers the API makes', async () => {
    const biz = await createAccount(ctx, { balance: '100' });
    await createAccount(ctx, { role: 'user', phoneNumber: '55123456', firstName: 'Nour', lastName: 'Test' });
    const token = biz.token;
    expect(
      (await call(ctx, 'POST', '/api/business/add_user', { token, body: { phoneNumber: '55123456' } }))
        .status,
    ).toBe(201);
    const moved = await call(ctx, 'POST', '/api/business/add_funds', {
      token,
      body: { phoneNumber: '55123456', amount: 10 },
    });
    expect(moved.status).toBe(200);

    const codes = (
      await ctx.database.db.select({ code: transactions.transactionCode }).from(transactions)
    ).map((r) => r.code);
    expect(codes.length).toBeGreaterThan(100);
    expect(codes.filter((code) => !TRANSACTION_CODE_PATTERN.test(code))).toEqual([]);
  });
});
