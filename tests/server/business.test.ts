import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, createAccount, createTestContext, type TestAccount, type TestContext } from './harness';
import { bankTransfers, managedUsers, subscriptionPayments, users } from '../../server/db/schema';
import { newId } from '../../server/lib/ids';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

async function platformUser(phone: string, balance = '0', firstName = 'Amira', lastName = 'Trabelsi') {
  return createAccount(ctx, { role: 'user', phoneNumber: phone, balance, firstName, lastName });
}
const add = (biz: TestAccount, phoneNumber: string) =>
  call(ctx, 'POST', '/api/business/add_user', { token: biz.token, body: { phoneNumber } });

describe('lookup and add_user', () => {
  it('looks a platform user up by phone and adds them with the exact success message', async () => {
    const biz = await createAccount(ctx, { balance: '100' });
    await platformUser('22345678');
    const found = await call(ctx, 'GET', '/api/business/lookup/22345678', { token: biz.token });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      firstName: 'Amira',
      lastName: 'Trabelsi',
      profilePicture: null,
      phone: '22345678',
      isManaged: false,
    });

    const res = await add(biz, '22345678');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('User created successfully');
    const list = await call(ctx, 'GET', '/api/business/get_users', { token: biz.token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      firstName: 'Amira',
      phoneNumber: '22345678',
      balance: 0,
      lastPayment: null,
    });
    expect(list.body[0]._id).toMatch(/^[0-9a-f]{24}$/);
    // The list answers the added user's columns (the only ones add_user answers, see
    // tests/reliability/sessions.test.ts) and the rest of SPEC §3 Managed user.
    expect(list.body[0]).toMatchObject({ ...res.body.user, isVerified: false, birthDate: null, sexe: null });
  });

  it('refuses an unknown phone, a malformed phone, a second add and the own account with clear messages', async () => {
    const biz = await createAccount(ctx, { phoneNumber: '71000000' });
    await platformUser('22345678');
    expect((await call(ctx, 'GET', '/api/business/lookup/29999999', { token: biz.token })).body.message).toBe(
      'No user found with this phone number',
    );
    const short = await call(ctx, 'GET', '/api/business/lookup/1234567', { token: biz.token });
    expect(short.status).toBe(400);
    expect((await add(biz, '2234567')).status).toBe(400);
    expect((await add(biz, '29999999')).status).toBe(404);
    expect((await add(biz, '22345678')).status).toBe(201);
    const twice = await add(biz, '22345678');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This user is already in your list');
    expect((await add(biz, '71000000')).body.message).toBe('You cannot add your own account');
  });

  it('requires a signed-in ticketAgency account', async () => {
    const customer = await createAccount(ctx, { role: 'user' });
    expect((await call(ctx, 'GET', '/api/business/get_users')).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/business/get_users', { token: customer.token })).status).toBe(403);
  });
});

describe('ownership', () => {
  it("one business never sees or funds another business's users, transfers or invoices", async () => {
    const a = await createAccount(ctx, { balance: '100' });
    const b = await createAccount(ctx, { balance: '100' });
    await platformUser('22345678');
    await add(a, '22345678');
    expect((await call(ctx, 'GET', '/api/business/get_users', { token: b.token })).body).toEqual([]);
    const funds = await call(ctx, 'POST', '/api/business/add_funds', {
      token: b.token,
      body: { phoneNumber: '22345678', amount: 5 },
    });
    expect(funds.status).toBe(404);
    expect(funds.body.message).toBe('This user is not in your list: 22345678');
    const del = await call(ctx, 'DELETE', '/api/business/delete_user/22345678', { token: b.token });
    expect(del.status).toBe(404);

    const transferId = newId();
    await ctx.database.db
      .insert(bankTransfers)
      .values({ id: transferId, businessId: a.id, amount: '1000.000', companyName: 'A SARL' });
    expect(
      (await call(ctx, 'GET', `/api/business/bank_transfers/${transferId}`, { token: a.token })).status,
    ).toBe(200);
    const other = await call(ctx, 'GET', `/api/business/bank_transfers/${transferId}`, { token: b.token });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Bank transfer not found');
    expect((await call(ctx, 'GET', '/api/business/bank_transfers', { token: b.token })).body).toEqual([]);

    const invoiceId = newId();
    await ctx.database.db.insert(subscriptionPayments).values({
      id: invoiceId,
      ownerId: a.id,
      paymentNumber: 'SUB-1',
      dateTime: new Date(),
      customerFullName: 'X Y',
      customerPhoneNumber: '22345678',
      amount: '90.000',
      startDateTime: new Date(),
      expiryDateTime: new Date(),
    });
    expect(
      (await call(ctx, 'GET', `/api/subscription/get-invoice/${invoiceId}`, { token: a.token })).status,
    ).toBe(200);
    expect(
      (await call(ctx, 'GET', `/api/subscription/get-invoice/${invoiceId}`, { token: b.token })).status,
    ).toBe(404);
    expect((await call(ctx, 'GET', '/api/subscription/payments', { token: a.token })).body).toHaveLength(1);
    expect((await call(ctx, 'GET', '/api/subscription/payments', { token: b.token })).body).toEqual([]);
  });
});

describe('delete_user', () => {
  it("removes the user from the business's list only: the account and its money stay", async () => {
    const biz = await createAccount(ctx, { balance: '100' });
    const u = await platformUser('22345678', '42.125');
    await add(biz, '22345678');
    const res = await call(ctx, 'DELETE', '/api/business/delete_user/22345678', { token: biz.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User deleted successfully');
    expect((await call(ctx, 'GET', '/api/business/get_users', { token: biz.token })).body).toEqual([]);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row.balance).toBe('42.125');
    expect(
      (await call(ctx, 'DELETE', '/api/business/delete_user/22345678', { token: biz.token })).status,
    ).toBe(404);
    expect(await ctx.database.db.select().from(managedUsers)).toHaveLength(0);
  });
});

describe('get_transactions, bank_transfers, invoices', () => {
  it('serialises SPEC §3 fields; the public invoice views show only number, date and total', async () => {
    const biz = await createAccount(ctx, { balance: '100' });
    const transferId = newId();
    await ctx.database.db.insert(bankTransfers).values({
      id: transferId,
      businessId: biz.id,
      amount: '1250.750',
      status: 'APPROVED',
      notes: 'Complément',
      receiptUrl: '/uploads/receipts/r.png',
      companyName: 'Biz SARL',
    });
    const list = await call(ctx, 'GET', '/api/business/bank_transfers', { token: biz.token });
    expect(list.body).toEqual([
      {
        _id: transferId,
        amount: 1250.75,
        status: 'APPROVED',
        createdAt: expect.any(String),
        notes: 'Complément',
        receiptUrl: expect.stringMatching(/^\/uploads\/receipts\/r\.png\?expires=\d+&sig=[\w-]+$/),
        companyName: 'Biz SARL',
      },
    ]);
    const pub = await call(ctx, 'GET', `/api/public/invoices/transfer/${transferId}`);
    expect(pub.status).toBe(200);
    // 1250.750 × 1.19 = 1488.3925 → 1488.393 (rounded to the millime)
    expect(pub.body).toEqual({
      number: `TRF-${transferId.slice(-6)}`,
      date: expect.any(String),
      total: 1488.393,
    });

    const invoiceId = newId();
    await ctx.database.db.insert(subscriptionPayments).values({
      id: invoiceId,
      ownerId: biz.id,
      paymentNumber: 'SUB-2026-01040',
      dateTime: new Date('2026-10-01T09:00:00Z'),
      location: 'Sousse',
      customerFullName: 'Amira Trabelsi',
      customerPhoneNumber: '22345678',
      amount: '90.000',
      startDateTime: new Date('2026-10-01T09:00:00Z'),
      expiryDateTime: new Date('2026-10-31T09:00:00Z'),
    });
    const full = await call(ctx, 'GET', `/api/subscription/get-invoice/${invoiceId}`, { token: biz.token });
    expect(full.body).toMatchObject({
      paymentNumber: 'SUB-2026-01040',
      location: 'Sousse',
      customerFullName: 'Amira Trabelsi',
      customerPhoneNumber: '22345678',
      amount: 90,
      dailyRate: 3,
    });
    const pubSub = await call(ctx, 'GET', `/api/public/invoices/subscription/${invoiceId}`);
    expect(pubSub.body).toEqual({ number: 'SUB-2026-01040', date: '2026-10-01T09:00:00.000Z', total: 90 });
    expect(JSON.stringify(pubSub.body)).not.toContain('Amira');
    expect((await call(ctx, 'GET', `/api/public/invoices/subscription/${newId()}`)).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/subscription/get-invoice/${invoiceId}`)).status).toBe(401);
  });
});
