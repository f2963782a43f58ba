import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookCarTwoDays,
  call,
  createAccount,
  createTestContext,
  type TestAccount,
  type TestContext,
  CLIO_150,
} from './harness';
import { createEvent, sell } from './eventsFixtures';
import { bankTransfers, subscriptionPayments, users } from '../../server/db/schema';
import { newId } from '../../server/lib/ids';
import { eq } from 'drizzle-orm';

/**
 * Issue 18 on the server: invoices (only approved transfers, two parties), reservation payment
 * entries, the append-only journal, and the simple-REST list conventions. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ commissionRate: 0.1 });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const CAR = { ...CLIO_150, dailyRate: '100' };

function reservation(owner: TestAccount, plate = '200 TU 1234') {
  return bookCarTwoDays(ctx, owner, { ...CAR, licensePlate: plate });
}

const journalOf = async (token: string, filter: Record<string, unknown> = {}) => {
  const res = await call(
    ctx,
    'GET',
    `/api/journal?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`,
    { token },
  );
  expect(res.status).toBe(200);
  return res.body as Array<{
    actor: string;
    action: string;
    entity: string;
    entityId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    idempotencyKey: string | null;
    createdAt: string;
  }>;
};

describe('invoices', () => {
  it('a pending or rejected transfer has no invoice; an approved one has, issued by the platform to the business', async () => {
    const biz = await createAccount(ctx);
    await ctx.database.db.update(users).set({ companyName: 'Client SARL' }).where(eq(users.id, biz.id));
    const ids = { APPROVED: newId(), PENDING: newId(), REJECTED: newId() };
    for (const [status, id] of Object.entries(ids)) {
      await ctx.database.db
        .insert(bankTransfers)
        .values({ id, businessId: biz.id, amount: '750.000', status, companyName: 'Client SARL' });
    }
    const rejected = await call(ctx, 'GET', `/api/public/invoices/transfer/${ids.REJECTED}`);
    expect(rejected.status).toBe(409);
    expect(rejected.body.message).toBe(
      'There is no invoice for this transfer: it is rejected (only an approved transfer is invoiced)',
    );
    const pending = await call(ctx, 'GET', `/api/public/invoices/transfer/${ids.PENDING}`);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toMatch(/it is pending/);
    const approved = await call(ctx, 'GET', `/api/public/invoices/transfer/${ids.APPROVED}`);
    expect(approved.status).toBe(200);
    expect(approved.body.total).toBe(892.5);

    const issuer = await call(ctx, 'GET', '/api/public/issuer');
    expect(issuer.status).toBe(200);
    expect(issuer.body.name).toBeTruthy();
    expect(issuer.body.taxId).toBeTruthy();
    const transfer = await call(ctx, 'GET', `/api/business/bank_transfers/${ids.APPROVED}`, {
      token: biz.token,
    });
    // The two parties of the invoice: the issuer (platform) and the customer (the business's company).
    expect(transfer.body.companyName).toBe('Client SARL');
    expect(issuer.body.name).not.toBe(transfer.body.companyName);
  });

  it('the issuer comes from INVOICE_ISSUER_* variables when set', async () => {
    const { issuerFromEnv } = await import('../../server/money/issuer');
    const issuer = issuerFromEnv({
      INVOICE_ISSUER_NAME: 'Other SA',
      INVOICE_ISSUER_ADDRESS: 'Rue 1 | 1000 Tunis',
      INVOICE_ISSUER_TAX_ID: 'MF 9',
    });
    expect(issuer).toMatchObject({ name: 'Other SA', addressLines: ['Rue 1', '1000 Tunis'], taxId: 'MF 9' });
    expect(issuerFromEnv({}).name).not.toBe('Carthage Events & Mobility SARL');
  });

  it('lists subscription payments in simple-REST form, only the account’s own', async () => {
    const a = await createAccount(ctx);
    const b = await createAccount(ctx);
    for (let i = 0; i < 3; i++) {
      await ctx.database.db.insert(subscriptionPayments).values({
        id: newId(),
        ownerId: a.id,
        paymentNumber: `SUB-${i}`,
        dateTime: new Date(Date.UTC(2026, 9, 1 + i)),
        customerFullName: 'X Y',
        customerPhoneNumber: '22345678',
        amount: '90.000',
        startDateTime: new Date(),
        expiryDateTime: new Date(),
      });
    }
    const page = await call(ctx, 'GET', '/api/subscriptions?sort=["dateTime","DESC"]&range=[0,1]', {
      token: a.token,
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Range')).toBe('subscriptions 0-1/3');
    expect(page.headers.get('Access-Control-Expose-Headers')).toBe('Content-Range');
    expect(page.body.map((r: { paymentNumber: string }) => r.paymentNumber)).toEqual(['SUB-2', 'SUB-1']);
    const other = await call(ctx, 'GET', '/api/subscriptions', { token: b.token });
    expect(other.body).toEqual([]);
    expect(other.headers.get('Content-Range')).toBe('subscriptions 0-0/0');
  });
});

describe('reservation payments', () => {
  it('appends entries; the latest drives paymentStatus and paymentMethod; a refund is a new entry', async () => {
    const owner = await createAccount(ctx);
    const r = await reservation(owner);
    expect(r.car.licensePlate).toBe('200 TU 1234');
    const path = `/api/reservations/${r._id}/payments`;
    const paid = await call(ctx, 'POST', path, {
      token: owner.token,
      body: { status: 'paid', method: 'card', amount: 200 },
    });
    expect(paid.status).toBe(201);
    let one = await call(ctx, 'GET', `/api/reservations/${r._id}`, { token: owner.token });
    expect(one.body.data).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'card' });

    // Money goes back the way it came: the card paid, so the refund is by card.
    const refund = await call(ctx, 'POST', path, {
      token: owner.token,
      body: { status: 'refunded', method: 'card', amount: '50.5' },
    });
    expect(refund.status).toBe(201);
    one = await call(ctx, 'GET', `/api/reservations/${r._id}`, { token: owner.token });
    expect(one.body.data).toMatchObject({ paymentStatus: 'refunded', paymentMethod: 'card' });

    const entries = await call(ctx, 'GET', path, { token: owner.token });
    // Newest first: the refund, the payment, and the creation's pending entry, all kept.
    expect(entries.body.map((p: { status: string; amount: number }) => [p.status, p.amount])).toEqual([
      ['refunded', 50.5],
      ['paid', 200],
      ['pending', 200],
    ]);
    expect(entries.body[0].car).toEqual({
      mark: 'Renault',
      model: 'Clio 5',
      year: 2023,
      licensePlate: '200 TU 1234',
    });
  });

  it('refuses a bad body with a 400 naming the field, and another account’s reservation with a 404', async () => {
    const owner = await createAccount(ctx);
    const other = await createAccount(ctx);
    const r = await reservation(owner);
    const path = `/api/reservations/${r._id}/payments`;
    const bad = await call(ctx, 'POST', path, {
      token: owner.token,
      body: { status: 'paid', method: 'gold', amount: 5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('method: Choose one of the options');
    expect(bad.body.errors).toEqual({ method: 'rental.validation.choice' });
    const neg = await call(ctx, 'POST', path, {
      token: owner.token,
      body: { status: 'paid', method: 'cash', amount: -5 },
    });
    expect(neg.status).toBe(400);
    expect(neg.body).toEqual({
      message: 'amount: Enter an amount greater than 0',
      errors: { amount: 'rental.validation.positive' },
    });
    const foreign = await call(ctx, 'POST', path, {
      token: other.token,
      body: { status: 'paid', method: 'cash', amount: 5 },
    });
    expect(foreign.status).toBe(404);
  });

  it('lists every payment with filters, sort, Content-Range and totals by method and status', async () => {
    const owner = await createAccount(ctx);
    const r1 = await reservation(owner, 'A 1');
    const r2 = await reservation(owner, 'B 2');
    const post = (id: string, body: object) =>
      call(ctx, 'POST', `/api/reservations/${id}/payments`, { token: owner.token, body });
    await post(r1._id, { status: 'paid', method: 'card', amount: 200 });
    await post(r2._id, { status: 'paid', method: 'cash', amount: 100.25 });
    await post(r2._id, { status: 'refunded', method: 'cash', amount: 40 });

    const all = await call(ctx, 'GET', '/api/payments?range=[0,1]', { token: owner.token });
    expect(all.status).toBe(200);
    // 2 creation entries (pending) + 3 recorded ones.
    expect(all.headers.get('Content-Range')).toBe('payments 0-1/5');
    expect(all.body).toHaveLength(2);

    const cash = await call(
      ctx,
      'GET',
      `/api/payments?filter=${encodeURIComponent('{"method":"cash"}')}&sort=["amount","ASC"]&range=[0,9]`,
      { token: owner.token },
    );
    expect(cash.body.map((p: { amount: number }) => p.amount)).toEqual([40, 100.25, 200, 200]);

    const totals = await call(ctx, 'GET', '/api/payments/totals', { token: owner.token });
    expect(totals.body.byStatus.paid).toEqual({ count: 2, amount: 300.25 });
    expect(totals.body.byStatus.refunded).toEqual({ count: 1, amount: 40 });
    expect(totals.body.byStatus.pending).toEqual({ count: 2, amount: 400 });
    expect(totals.body.byMethod.card).toEqual({ count: 1, amount: 200 });
    expect(totals.body.byMethod.cash).toEqual({ count: 1, amount: 60.25 });
    expect(totals.body.collected).toBe(260.25);

    const today = new Date().toISOString().slice(0, 10);
    const none = await call(
      ctx,
      'GET',
      `/api/payments/totals?filter=${encodeURIComponent(JSON.stringify({ endDate: '2000-01-01' }))}`,
      { token: owner.token },
    );
    expect(none.body.collected).toBe(0);
    const dated = await call(
      ctx,
      'GET',
      `/api/payments?filter=${encodeURIComponent(JSON.stringify({ startDate: today, endDate: today }))}`,
      { token: owner.token },
    );
    expect(dated.headers.get('Content-Range')).toBe('payments 0-4/5');
  });

  it('malformed sort, range and filter are 400s with a message', async () => {
    const owner = await createAccount(ctx);
    for (const path of [
      '/api/payments?sort=notjson',
      '/api/payments?sort=["password","ASC"]',
      '/api/payments?range=[5,1]',
      '/api/payments?range=[0,100000]',
      '/api/payments?filter=[1]',
      '/api/payments?filter={"status":"lost"}',
      '/api/journal?filter={"startDate":"yesterday"}',
      '/api/journal?range="x"',
      '/api/subscriptions?sort=["amount","UP"]',
    ]) {
      const res = await call(ctx, 'GET', path, { token: owner.token });
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(/^(sort|range|filter)/);
    }
  });
});

describe('journal', () => {
  it('writes who, what, before and after for funds moves, with the Idempotency-Key', async () => {
    const biz = await createAccount(ctx, { balance: '1000' });
    const u1 = await createAccount(ctx, { role: 'user', phoneNumber: '22000001' });
    const u2 = await createAccount(ctx, { role: 'user', phoneNumber: '22000002' });
    for (const phoneNumber of ['22000001', '22000002'])
      await call(ctx, 'POST', '/api/business/add_user', { token: biz.token, body: { phoneNumber } });
    const one = await call(ctx, 'POST', '/api/business/add_funds', {
      token: biz.token,
      body: { phoneNumber: '22000001', amount: 100, description: 'Prime' },
      headers: { 'Idempotency-Key': 'key-one-12345' },
    });
    expect(one.status).toBe(200);
    // The retry replays the first answer: no second movement, no second entry.
    await call(ctx, 'POST', '/api/business/add_funds', {
      token: biz.token,
      body: { phoneNumber: '22000001', amount: 100, description: 'Prime' },
      headers: { 'Idempotency-Key': 'key-one-12345' },
    });
    await call(ctx, 'POST', '/api/business/bulk_add_funds', {
      token: biz.token,
      body: { phoneNumbers: ['22000001', '22000002'], amount: 50 },
    });
    const entries = await journalOf(biz.token, { entity: 'balance' });
    expect(entries.map((e) => [e.action, e.entityId, e.before?.balance, e.after?.balance])).toEqual([
      ['funds.bulk_added', u2.id, '0.000', '50.000'],
      ['funds.bulk_added', u1.id, '100.000', '150.000'],
      ['funds.bulk_added', biz.id, '900.000', '800.000'],
      ['funds.added', u1.id, '0.000', '100.000'],
      ['funds.added', biz.id, '1000.000', '900.000'],
    ]);
    expect(entries[3]).toMatchObject({ idempotencyKey: 'key-one-12345', actor: biz.email });
    expect(entries[3].after).toMatchObject({ amount: '100.000', description: 'Prime' });
    expect(Date.parse(entries[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(entries[4].createdAt));
  });

  it('writes status changes of reservations, payments, tickets and agents; each account sees only its own', async () => {
    const owner = await createAccount(ctx);
    const other = await createAccount(ctx);
    const r = await reservation(owner);
    await call(ctx, 'PUT', `/api/reservations/${r._id}`, {
      token: owner.token,
      body: { status: 'confirmed' },
    });
    await call(ctx, 'PUT', `/api/reservations/${r._id}`, {
      token: owner.token,
      body: { paymentStatus: 'paid' },
    });
    const event = await createEvent(ctx, owner.token);
    const sold = await sell(ctx, owner.token, event._id, 'VIP');
    const ticketId = sold.body.data.ticketId as string;
    expect(
      (
        await call(ctx, 'PUT', `/api/tickets/${ticketId}/status`, {
          token: owner.token,
          body: { status: 'cancelled' },
        })
      ).status,
    ).toBe(200);
    const agent = await call(ctx, 'POST', `/api/security-agents/event/${event._id}`, {
      token: owner.token,
      body: { name: 'Gate A', password: 'agent123' },
    });
    const agentId = agent.body.data._id as string;
    await call(ctx, 'PUT', `/api/security-agents/${agentId}`, {
      token: owner.token,
      body: { isActive: false },
    });

    // The records created on the way (car, event, ticket, agent) have entries of their own
    // (tests/server/journalCoverage.test.ts); this test follows the status changes.
    const created = ['car.created', 'event.created', 'ticket.created', 'agent.created'];
    const entries = (await journalOf(owner.token)).filter(
      (e: { action: string }) => !created.includes(e.action),
    );
    expect(entries.map((e) => [e.action, e.entity, e.before, e.after])).toEqual([
      [
        'agent.activation',
        'security-agent',
        { isActive: true, name: 'Gate A' },
        { isActive: false, name: 'Gate A' },
      ],
      ['ticket.status', 'ticket', { status: 'active' }, { status: 'cancelled' }],
      [
        'payment.recorded',
        'reservation',
        { paymentStatus: 'pending', paymentMethod: 'cash', name: 'Amira Ben Salah' },
        expect.objectContaining({ paymentStatus: 'paid', paymentMethod: 'cash', amount: '200.000' }),
      ],
      [
        'reservation.status',
        'reservation',
        { status: 'pending', name: 'Amira Ben Salah' },
        { status: 'confirmed' },
      ],
      [
        'payment.recorded',
        'reservation',
        { paymentStatus: 'pending', paymentMethod: 'cash', name: 'Amira Ben Salah' },
        expect.objectContaining({ paymentStatus: 'pending', amount: '200.000' }),
      ],
      ['reservation.created', 'reservation', null, { status: 'pending', name: 'Amira Ben Salah' }],
    ]);
    expect(entries.every((e) => e.actor === owner.email)).toBe(true);
    // Timeline of one record.
    const timeline = await journalOf(owner.token, { entity: 'ticket', entityId: ticketId });
    expect(timeline.map((e: { action: string }) => e.action)).toEqual(['ticket.status', 'ticket.created']);
    // Scoped per account.
    expect(await journalOf(other.token)).toEqual([]);
    const byActor = await journalOf(owner.token, { actor: owner.email.slice(0, 6), action: 'ticket.status' });
    expect(byActor).toHaveLength(1);
  });

  it('refuses a direct SQL UPDATE or DELETE of a journal row (append-only at the database level)', async () => {
    const owner = await createAccount(ctx);
    await reservation(owner);
    const before = await ctx.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM journal');
    expect(before[0].n).toBeGreaterThan(0);
    await expect(ctx.database.sql.exec("UPDATE journal SET actor = 'someone else'")).rejects.toThrow(
      /append-only: UPDATE is refused/,
    );
    await expect(ctx.database.sql.exec('DELETE FROM journal')).rejects.toThrow(
      /append-only: DELETE is refused/,
    );
    const after = await ctx.database.sql.query<{ n: number; actors: string[] }>(
      'SELECT count(*)::int AS n, array_agg(DISTINCT actor) AS actors FROM journal',
    );
    expect(after[0]).toEqual({ n: before[0].n, actors: [owner.email] });
    // A recorded payment is never edited either.
    await expect(ctx.database.sql.exec('UPDATE reservation_payments SET amount = 0')).rejects.toThrow(
      /never edited/,
    );
  });

  it('a failed change writes no entry (same transaction)', async () => {
    const biz = await createAccount(ctx, { balance: '10' });
    await createAccount(ctx, { role: 'user', phoneNumber: '22000003' });
    await call(ctx, 'POST', '/api/business/add_user', {
      token: biz.token,
      body: { phoneNumber: '22000003' },
    });
    const res = await call(ctx, 'POST', '/api/business/add_funds', {
      token: biz.token,
      body: { phoneNumber: '22000003', amount: 50 },
    });
    expect(res.status).toBe(400);
    // Only the user's addition, which succeeded: nothing of the refused funds.
    expect((await journalOf(biz.token)).map((e: { action: string }) => e.action)).toEqual([
      'managed_user.added',
    ]);
  });
});
