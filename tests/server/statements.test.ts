import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createAccount, createTestContext, type TestAccount, type TestContext } from './harness';
import { journal, transactions, users } from '../../server/db/schema';
import { localDate } from '../../server/lib/localTime';
import type { ApiStatement } from '../../src/contract/statements';

/**
 * Statements (a balance's movements with a running balance) and reversals (a mistaken transfer
 * cancelled by a new linked one). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const db = () => ctx.database.db;
const today = () => localDate();

async function setup() {
  const biz = await createAccount(ctx, { balance: '500.000', firstName: 'Biz', lastName: 'Owner' });
  // 20 TND held before any recorded movement: the statement opens with it.
  const user = await createAccount(ctx, {
    role: 'user',
    phoneNumber: '22000001',
    firstName: 'Amira',
    lastName: 'Ben Salah',
    balance: '20.000',
  });
  const added = await call(ctx, 'POST', '/api/business/add_user', {
    token: biz.token,
    body: { phoneNumber: '22000001' },
  });
  expect(added.status).toBe(201);
  return { biz, user };
}

const fund = async (biz: TestAccount, amount: number) => {
  const res = await call(ctx, 'POST', '/api/business/add_funds', {
    token: biz.token,
    body: { phoneNumber: '22000001', amount },
  });
  expect(res.status).toBe(200);
  return res.body.transferId as string;
};

/** Every transfer reversed here is of 100 TND: the amount the business confirms. */
const reverse = (biz: TestAccount, transferId: string, key?: string, amount = 100) =>
  call(ctx, 'POST', `/api/business/transfers/${transferId}/reverse`, {
    token: biz.token,
    body: { amount },
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });

const statement = async (token: string, path: string, from = '2020-01-01', to = today()) => {
  const res = await call(ctx, 'GET', `${path}?from=${from}&to=${to}`, { token });
  expect(res.status).toBe(200);
  return res.body as ApiStatement;
};

const balanceOf = async (id: string) =>
  Number((await db().select({ b: users.balance }).from(users).where(eq(users.id, id)))[0].b);

describe('statements', () => {
  it("a statement's last running balance equals the user's balance, and the business's its own", async () => {
    const { biz, user } = await setup();
    await fund(biz, 10.125);
    const mistaken = await fund(biz, 100);
    await fund(biz, 0.375);
    expect((await reverse(biz, mistaken)).status).toBe(201);

    const mine = await statement(biz.token, `/api/business/statements/users/${user.id}`);
    expect(mine.holder).toMatchObject({ id: user.id, name: 'Amira Ben Salah', phoneNumber: '22000001' });
    expect(mine.openingBalance).toBe(20);
    expect(mine.lines.map((l) => [l.credit, l.debit, l.balance])).toEqual([
      [10.125, 0, 30.125],
      [100, 0, 130.125],
      [0.375, 0, 130.5],
      [0, 100, 30.5],
    ]);
    expect(mine.lines[3].reversesTransferId).toBe(mistaken);
    expect(mine.totalIn).toBe(110.5);
    expect(mine.totalOut).toBe(100);
    expect(mine.closingBalance).toBe(30.5);
    expect(mine.lines.at(-1)!.balance).toBe(await balanceOf(user.id));

    const own = await statement(biz.token, '/api/business/statements/me');
    expect(own.openingBalance).toBe(500);
    expect(own.lines.map((l) => [l.counterparty, l.credit, l.debit])).toEqual([
      ['Amira Ben Salah', 0, 10.125],
      ['Amira Ben Salah', 0, 100],
      ['Amira Ben Salah', 0, 0.375],
      ['Amira Ben Salah', 100, 0],
    ]);
    expect(own.lines.at(-1)!.balance).toBe(await balanceOf(biz.id));
    expect(own.closingBalance).toBe(489.5);
  });

  it('opens a later period with the balance of its first day and lists nothing before it', async () => {
    const { biz, user } = await setup();
    await fund(biz, 5);
    // Back-date the first move: it falls before the period and into its opening balance.
    await db()
      .update(transactions)
      .set({ createdAt: new Date('2026-01-10T10:00:00Z') })
      .where(eq(transactions.userId, user.id));
    await fund(biz, 7);
    const later = await statement(biz.token, `/api/business/statements/users/${user.id}`, '2026-02-01');
    expect(later.openingBalance).toBe(25);
    expect(later.lines.map((l) => l.credit)).toEqual([7]);
    expect(later.closingBalance).toBe(32);
    const january = await statement(
      biz.token,
      `/api/business/statements/users/${user.id}`,
      '2026-01-01',
      '2026-01-31',
    );
    expect([january.openingBalance, january.closingBalance, january.lines.length]).toEqual([20, 25, 1]);
  });

  it('refuses a period that ends before it starts, and keeps other businesses’ users out', async () => {
    const { biz, user } = await setup();
    const bad = await call(
      ctx,
      'GET',
      `/api/business/statements/users/${user.id}?from=2026-05-02&to=2026-05-01`,
      { token: biz.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ to: 'validation.endBeforeStart' });
    const other = await createAccount(ctx);
    const res = await call(
      ctx,
      'GET',
      `/api/business/statements/users/${user.id}?from=2026-01-01&to=2026-01-02`,
      { token: other.token },
    );
    expect(res.status).toBe(404);
  });
});

describe('reversals', () => {
  it('reverses with a new linked transfer, in the journal, once; the original stays as it was', async () => {
    const { biz, user } = await setup();
    const transferId = await fund(biz, 100);
    const [before] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.transferId, transferId), eq(transactions.userId, biz.id)));

    const first = await reverse(biz, transferId);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      message: 'Transfer reversed',
      reversesTransferId: transferId,
      amount: 100,
      balance: 500,
      user: { id: user.id, balance: 20 },
    });
    expect(first.body.transferId).not.toBe(transferId);
    const linked = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.reversesTransferId, transferId));
    expect(linked.map((r) => [r.userId, r.type]).sort()).toEqual(
      [
        [biz.id, 'RECEIVE'],
        [user.id, 'SEND'],
      ].sort(),
    );
    const [after] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.transferId, transferId), eq(transactions.userId, biz.id)));
    expect(after).toEqual(before);
    const entries = await db().select().from(journal).where(eq(journal.action, 'funds.reversed'));
    expect(entries.map((e) => [e.entityId, e.before?.balance, e.after?.balance]).sort()).toEqual(
      [
        [user.id, '120.000', '20.000'],
        [biz.id, '400.000', '500.000'],
      ].sort(),
    );

    // Asked again: the same reversal, nothing moves.
    const again = await reverse(biz, transferId);
    expect(again.status).toBe(200);
    expect(again.body.transferId).toBe(first.body.transferId);
    expect(await balanceOf(user.id)).toBe(20);
    // The transactions list marks the original as reversed.
    const list = await call(ctx, 'GET', '/api/business/get_transactions', { token: biz.token });
    const original = list.body.find((t: { transferId: string }) => t.transferId === transferId);
    expect(original).toMatchObject({ reversed: true, reversesTransferId: null });
    // A reversal is not itself reversible.
    const ofReversal = await reverse(biz, first.body.transferId);
    expect(ofReversal.status).toBe(409);
  });

  it('20 parallel reversals of one transfer move the money back once', async () => {
    const { biz, user } = await setup();
    const transferId = await fund(biz, 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reverse(biz, transferId, i % 2 ? 'reverse-key-0001' : undefined)),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.transferId)).size).toBe(1);
    expect(await balanceOf(user.id)).toBe(20);
    expect(await balanceOf(biz.id)).toBe(500);
    const linked = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.reversesTransferId, transferId));
    expect(linked).toHaveLength(2);
  });

  it('refuses with a message when the user has already spent the money', async () => {
    const { biz, user } = await setup();
    const transferId = await fund(biz, 100);
    // The user spends 50.5 of the 120 held.
    await db().update(users).set({ balance: '69.500' }).where(eq(users.id, user.id));
    const otherSum = await reverse(biz, transferId, undefined, 99);
    expect(otherSum.status).toBe(409);
    expect(otherSum.body.message).toBe(
      'This transfer is not of the amount confirmed: reload the list and try again',
    );
    const refused = await reverse(biz, transferId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This transfer cannot be reversed: the user has already spent part of it (transfer 100,000 TND, balance 69,500 TND)',
    );
    expect(await balanceOf(user.id)).toBe(69.5);
    expect(await db().select().from(journal).where(eq(journal.action, 'funds.reversed'))).toEqual([]);
    expect((await reverse(biz, 'ffffffffffffffffffffffff')).status).toBe(404);
    const garbled = await call(ctx, 'POST', `/api/business/transfers/${transferId}/reverse`, {
      token: biz.token,
      rawBody: '{"oops"',
    });
    expect(garbled.status).toBe(400);
    const other = await createAccount(ctx);
    expect((await reverse(other, transferId)).status).toBe(404);
  });
});
