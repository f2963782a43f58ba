import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { call, createAccount, createTestContext, type TestAccount, type TestContext } from './harness';
import { idempotencyKeys, managedUsers, transactions, users } from '../../server/db/schema';
import { newId } from '../../server/lib/ids';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const db = () => ctx.database.db;
/** A message with its no-break spaces as plain ones. */
const spaces = (text: unknown) => String(text).replace(/\s/g, ' ');

/** The money invariants of the issue, checked straight in the database. */
async function checkInvariants(expectedTotal: string) {
  const [sum] = await db()
    .select({
      total: sql<string>`sum(${users.balance})::text`,
      min: sql<string>`min(${users.balance})::text`,
    })
    .from(users);
  expect(sum.total).toBe(expectedTotal);
  expect(Number(sum.min)).toBeGreaterThanOrEqual(0);
  // Every move has exactly one SEND and one RECEIVE row with the same amount, and unique codes.
  const moves = (await db().execute(sql`
    SELECT transfer_id, count(*)::int AS n,
           count(*) FILTER (WHERE type = 'SEND')::int AS sends,
           count(*) FILTER (WHERE type = 'RECEIVE')::int AS receives,
           count(DISTINCT amount)::int AS amounts
    FROM transactions GROUP BY transfer_id`)) as unknown as {
    rows: Array<{ n: number; sends: number; receives: number; amounts: number }>;
  };
  for (const m of moves.rows) expect(m).toMatchObject({ n: 2, sends: 1, receives: 1, amounts: 1 });
  const [codes] = await db()
    .select({ n: sql<number>`count(DISTINCT transaction_code)::int`, all: sql<number>`count(*)::int` })
    .from(transactions);
  expect(codes.n).toBe(codes.all);
  return moves.rows.length;
}

async function balanceOf(id: string) {
  const [row] = await db().select({ balance: users.balance }).from(users).where(eq(users.id, id));
  return row.balance;
}

async function setup(balance: string, phones: string[]) {
  const biz = await createAccount(ctx, { balance, firstName: 'Biz', lastName: 'Owner' });
  const members: TestAccount[] = [];
  for (const [i, phone] of phones.entries()) {
    members.push(
      await createAccount(ctx, { role: 'user', phoneNumber: phone, firstName: `User${i}`, lastName: 'Test' }),
    );
    expect(
      (await call(ctx, 'POST', '/api/business/add_user', { token: biz.token, body: { phoneNumber: phone } }))
        .status,
    ).toBe(201);
  }
  return { biz, members };
}

const funds = (biz: TestAccount, body: unknown, headers: Record<string, string> = {}) =>
  call(ctx, 'POST', '/api/business/add_funds', { token: biz.token, body, headers });
const bulk = (biz: TestAccount, body: unknown, headers: Record<string, string> = {}) =>
  call(ctx, 'POST', '/api/business/bulk_add_funds', { token: biz.token, body, headers });

describe('add_funds', () => {
  it('moves the exact amount, writes SEND and RECEIVE rows and sets the last payment', async () => {
    const { biz, members } = await setup('100.000', ['22000001']);
    const res = await funds(biz, { phoneNumber: '22000001', amount: 10.125 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Funds added successfully',
      balance: 89.875,
      user: { balance: 10.125 },
    });
    expect(await balanceOf(biz.id)).toBe('89.875');
    expect(await balanceOf(members[0].id)).toBe('10.125');
    expect(await checkInvariants('100.000')).toBe(1);
    const history = await call(ctx, 'GET', '/api/business/get_transactions', { token: biz.token });
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({
      type: 'SEND',
      amount: 10.125,
      senderName: 'Biz Owner',
      receiverName: 'User0 Test',
      status: 'COMPLETED',
    });
    const users_ = await call(ctx, 'GET', '/api/business/get_users', { token: biz.token });
    expect(users_.body[0].lastPayment).not.toBeNull();
    expect(users_.body[0].balance).toBe(10.125);
  });

  it('accepts a numeric string; refuses zero, negatives, more than 3 decimals and non-numbers', async () => {
    const { biz } = await setup('100.000', ['22000001']);
    expect((await funds(biz, { phoneNumber: '22000001', amount: '0.001' })).status).toBe(200);
    for (const amount of [0, -5, 1.0001, '1.2345', 'abc', null, true, '1e3']) {
      const res = await funds(biz, { phoneNumber: '22000001', amount });
      expect(res.status, String(amount)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await balanceOf(biz.id)).toBe('99.999');
    await checkInvariants('100.000');
  });

  it('refuses more than the balance with a message naming both amounts, and moves nothing', async () => {
    const { biz, members } = await setup('50.000', ['22000001']);
    const res = await funds(biz, { phoneNumber: '22000001', amount: 50.001 });
    expect(res.status).toBe(400);
    expect(spaces(res.body.message)).toBe(
      'Insufficient balance: this transfer needs 50,001 TND and your balance is 50,000 TND',
    );
    expect(await balanceOf(biz.id)).toBe('50.000');
    expect(await balanceOf(members[0].id)).toBe('0.000');
    expect(await checkInvariants('50.000')).toBe(0);
    // Exactly the whole balance is allowed.
    expect((await funds(biz, { phoneNumber: '22000001', amount: 50 })).status).toBe(200);
    expect(await balanceOf(biz.id)).toBe('0.000');
  });

  it("names the amounts in the app's money format, thousands separated", async () => {
    const { biz } = await setup('24849.500', ['22000001']);
    const res = await funds(biz, { phoneNumber: '22000001', amount: 30000 });
    expect(res.status).toBe(400);
    // formatTND's fr-FR spaces: a narrow no-break space between thousands, a no-break space before TND.
    expect(res.body.message).toBe(
      'Insufficient balance: this transfer needs 30\u202f000,000\u00a0TND and your balance is 24\u202f849,500\u00a0TND',
    );
  });

  it('20 concurrent transfers never overdraw: exactly as many succeed as the balance allows', async () => {
    const phones = Array.from({ length: 5 }, (_, i) => `2200000${i}`);
    const { biz } = await setup('70.000', phones);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => funds(biz, { phoneNumber: phones[i % 5], amount: 10 })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(7);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/^Insufficient balance/);
    }
    expect(await balanceOf(biz.id)).toBe('0.000');
    expect(await checkInvariants('70.000')).toBe(7);
  });
});

describe('crossed transfers', () => {
  it('two businesses paying each other concurrently never deadlock (rows are locked in id order)', async () => {
    const a = await createAccount(ctx, {
      balance: '100.000',
      phoneNumber: '71000001',
      firstName: 'Biz',
      lastName: 'A',
    });
    const b = await createAccount(ctx, {
      balance: '100.000',
      phoneNumber: '71000002',
      firstName: 'Biz',
      lastName: 'B',
    });
    const c = await createAccount(ctx, { role: 'user', balance: '0', phoneNumber: '22000009' });
    for (const biz of [a, b]) {
      expect(
        (
          await call(ctx, 'POST', '/api/business/add_user', {
            token: biz.token,
            body: { phoneNumber: '22000009' },
          })
        ).status,
      ).toBe(201);
    }
    // add_user takes platform customers only; links between two businesses (kept from older data) are
    // written directly, so that each can still pay the other and the crossed locks are exercised.
    await ctx.database.db.insert(managedUsers).values([
      { id: newId(), businessId: a.id, userId: b.id },
      { id: newId(), businessId: b.id, userId: a.id },
    ]);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 2
          ? bulk(i % 2 ? a : b, { phoneNumbers: [i % 2 ? '71000002' : '71000001', '22000009'], amount: 1 })
          : funds(i % 2 ? a : b, { phoneNumber: i % 2 ? '71000002' : '71000001', amount: 2.5 }),
      ),
    );
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await checkInvariants('200.000')).toBe(16);
    expect(Number(await balanceOf(c.id))).toBe(4);
  });
});

describe('bulk_add_funds', () => {
  it('credits every checked user and debits amount × users at once', async () => {
    const { biz, members } = await setup('100.000', ['22000001', '22000002', '22000003']);
    const res = await bulk(biz, { phoneNumbers: ['22000001', '22000002', '22000003'], amount: 12.5 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Bulk funds transfer completed successfully',
      balance: 62.5,
      total: 37.5,
      count: 3,
    });
    for (const m of members) expect(await balanceOf(m.id)).toBe('12.500');
    expect(await checkInvariants('100.000')).toBe(3);
  });

  it('is all-or-nothing: an unknown phone in the middle of the list or a short balance moves nothing', async () => {
    const { biz, members } = await setup('100.000', ['22000001', '22000002', '22000003']);
    const unknown = await bulk(biz, { phoneNumbers: ['22000001', '29999999', '22000003'], amount: 10 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This user is not in your list: 29999999. No funds were transferred.');
    const short = await bulk(biz, { phoneNumbers: ['22000001', '22000002', '22000003'], amount: 33.334 });
    expect(short.status).toBe(400);
    expect(spaces(short.body.message)).toBe(
      'Insufficient balance: this transfer needs 100,002 TND and your balance is 100,000 TND',
    );
    const dup = await bulk(biz, { phoneNumbers: ['22000001', '22000001'], amount: 1 });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('Phone number listed more than once: 22000001');
    expect((await bulk(biz, { phoneNumbers: [], amount: 1 })).status).toBe(400);
    expect(await balanceOf(biz.id)).toBe('100.000');
    for (const m of members) expect(await balanceOf(m.id)).toBe('0.000');
    expect(await checkInvariants('100.000')).toBe(0);
  });

  it('a bulk that fails halfway through its list (a recipient row breaks mid-transaction) rolls everything back', async () => {
    const { biz, members } = await setup('100.000', ['22000001', '22000002', '22000003']);
    // The third recipient's balance is at the numeric(14,3) ceiling: crediting it fails after the
    // debit and the first two credits have been written inside the transaction.
    await db().update(users).set({ balance: '99999999999.000' }).where(eq(users.id, members[2].id));
    const before = await checkInvariantsTotal();
    const res = await bulk(biz, { phoneNumbers: ['22000001', '22000002', '22000003'], amount: 5 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'The balance of User2 Test cannot hold this amount. No funds were transferred.',
    );
    expect(await balanceOf(biz.id)).toBe('100.000');
    expect(await balanceOf(members[0].id)).toBe('0.000');
    expect(await balanceOf(members[1].id)).toBe('0.000');
    expect(await checkInvariants(before)).toBe(0);
  });

  it('mixed concurrent single and bulk transfers keep every invariant', async () => {
    const phones = ['22000001', '22000002', '22000003', '22000004'];
    const { biz } = await setup('95.500', phones);
    const work = [
      ...Array.from({ length: 10 }, (_, i) => funds(biz, { phoneNumber: phones[i % 4], amount: 3.25 })),
      ...Array.from({ length: 10 }, () => bulk(biz, { phoneNumbers: phones, amount: 2.125 })),
    ];
    const results = await Promise.all(work);
    for (const r of results) expect([200, 400]).toContain(r.status);
    const [b] = await db().select({ balance: users.balance }).from(users).where(eq(users.id, biz.id));
    const singles = results.slice(0, 10).filter((r) => r.status === 200).length;
    const bulks = results.slice(10).filter((r) => r.status === 200).length;
    expect(Math.round(Number(b.balance) * 1000)).toBe(95500 - singles * 3250 - bulks * 8500);
    expect(await checkInvariants('95.500')).toBe(singles + bulks * 4);
  });
});

async function checkInvariantsTotal() {
  const [sum] = await db()
    .select({ total: sql<string>`sum(${users.balance})::text` })
    .from(users);
  return sum.total;
}

describe('any sequence of transfers', () => {
  it('keeps the total, never goes negative and writes two rows per move (random sequence, fixed seed)', async () => {
    const phones = ['22000001', '22000002', '22000003', '22000004'];
    const { biz } = await setup('60.000', phones);
    const phone = fc.constantFrom(...phones, '29999999');
    const amount = fc.integer({ min: -1000, max: 25_000 }).map((m) => m / 1000);
    const op = fc.oneof(
      fc.record({ kind: fc.constant('single' as const), phone, amount }),
      fc.record({
        kind: fc.constant('bulk' as const),
        phones: fc.uniqueArray(phone, { minLength: 1, maxLength: 5 }),
        amount,
      }),
    );
    const ops = fc.sample(fc.array(op, { minLength: 40, maxLength: 40 }), { seed: 42, numRuns: 1 })[0];
    let ok = 0;
    for (const o of ops) {
      const res =
        o.kind === 'single'
          ? await funds(biz, { phoneNumber: o.phone, amount: o.amount })
          : await bulk(biz, { phoneNumbers: o.phones, amount: o.amount });
      expect([200, 400, 404]).toContain(res.status);
      if (res.status === 200) ok += o.kind === 'single' ? 1 : o.phones.length;
      const [min] = await db()
        .select({ v: sql<string>`min(${users.balance})::text` })
        .from(users);
      expect(Number(min.v)).toBeGreaterThanOrEqual(0);
    }
    expect(ok).toBeGreaterThan(0);
    expect(await checkInvariants('60.000')).toBe(ok);
  });
});

describe('Idempotency-Key', () => {
  it('a retry returns the first answer without moving money again', async () => {
    const { biz, members } = await setup('100.000', ['22000001']);
    const headers = { 'Idempotency-Key': 'funds-0001-abcdef' };
    const first = await funds(biz, { phoneNumber: '22000001', amount: 10 }, headers);
    const again = await funds(biz, { phoneNumber: '22000001', amount: 10 }, headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await balanceOf(members[0].id)).toBe('10.000');
    expect(await checkInvariants('100.000')).toBe(1);
    const other = await funds(biz, { phoneNumber: '22000001', amount: 11 }, headers);
    expect(other.status).toBe(422);
  });

  it('concurrent double submissions with one key pay once (add_funds and bulk)', async () => {
    const { biz, members } = await setup('100.000', ['22000001', '22000002']);
    const single = await Promise.all(
      Array.from({ length: 6 }, () =>
        funds(biz, { phoneNumber: '22000001', amount: 7 }, { 'Idempotency-Key': 'double-click-1' }),
      ),
    );
    for (const r of single) expect(r.status === 200 || r.status === 409, String(r.status)).toBe(true);
    const batch = await Promise.all(
      Array.from({ length: 6 }, () =>
        bulk(
          biz,
          { phoneNumbers: ['22000001', '22000002'], amount: 4 },
          { 'Idempotency-Key': 'double-click-2' },
        ),
      ),
    );
    for (const r of batch) expect(r.status === 200 || r.status === 409, String(r.status)).toBe(true);
    expect(await balanceOf(members[0].id)).toBe('11.000');
    expect(await balanceOf(members[1].id)).toBe('4.000');
    expect(await balanceOf(biz.id)).toBe('85.000');
    expect(await checkInvariants('100.000')).toBe(3);
  });

  it('a key older than 24 hours no longer replays (it is dropped)', async () => {
    const { biz, members } = await setup('100.000', ['22000001']);
    const headers = { 'Idempotency-Key': 'old-key-123456' };
    expect((await funds(biz, { phoneNumber: '22000001', amount: 1 }, headers)).status).toBe(200);
    await db()
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(idempotencyKeys.userId, biz.id));
    const again = await funds(biz, { phoneNumber: '22000001', amount: 1 }, headers);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await balanceOf(members[0].id)).toBe('2.000');
    expect(await db().select().from(idempotencyKeys)).toHaveLength(1);
  });

  it('a failed request does not burn its key; keys are per account', async () => {
    const { biz, members } = await setup('5.000', ['22000001']);
    const headers = { 'Idempotency-Key': 'retry-after-failure' };
    expect((await funds(biz, { phoneNumber: '22000001', amount: 6 }, headers)).status).toBe(400);
    await db().update(users).set({ balance: '10.000' }).where(eq(users.id, biz.id));
    expect((await funds(biz, { phoneNumber: '22000001', amount: 6 }, headers)).status).toBe(200);
    expect(await balanceOf(members[0].id)).toBe('6.000');
    expect(
      (await funds(biz, { phoneNumber: '22000001', amount: 1 }, { 'Idempotency-Key': 'x' })).status,
    ).toBe(400);
  });
});
