import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookCarTwoDays,
  CLIO_150,
  call,
  createAccount,
  createTestContext,
  type TestAccount,
  type TestContext,
} from './harness';

/**
 * Reservation payments are bounded and honour Idempotency-Key: a payment at most what remains to
 * pay, a refund at most what was paid and not refunded, one entry per key even under parallel
 * repeats. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ commissionRate: 0.1 });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

/** A 300 TND reservation (2 days at 150) of a car with a 500 TND deposit: 800 due, its first entry pending. */
async function reservation(owner: TestAccount) {
  const booked = await bookCarTwoDays(ctx, owner, CLIO_150);
  expect(booked.totalAmount).toBe(300);
  return booked._id;
}

const pay = (owner: TestAccount, id: string, body: object, key?: string) =>
  call(ctx, 'POST', `/api/reservations/${id}/payments`, {
    token: owner.token,
    body,
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });

const collected = async (owner: TestAccount) =>
  (await call(ctx, 'GET', '/api/payments/totals', { token: owner.token })).body.collected as number;

const entries = async (owner: TestAccount, id: string) =>
  (await call(ctx, 'GET', `/api/reservations/${id}/payments`, { token: owner.token })).body as Array<{
    status: string;
    amount: number;
  }>;

describe('payment bounds', () => {
  it('refuses 9,999,999.999 on a 300 TND reservation, naming the amount, and accepts what remains with the deposit', async () => {
    const owner = await createAccount(ctx);
    const id = await reservation(owner);
    const huge = await pay(owner, id, { status: 'paid', method: 'cash', amount: 9_999_999.999 });
    expect(huge.status).toBe(422);
    expect(huge.body).toEqual({
      message: 'amount: This amount is more than what remains to pay on this reservation',
      errors: { amount: 'rental.validation.overRemaining' },
    });
    expect((await pay(owner, id, { status: 'paid', method: 'cash', amount: 200 })).status).toBe(201);
    // Rental 300 + deposit 500 = 800 due (SPEC §9): 600 remain after 200.
    const over = await pay(owner, id, { status: 'paid', method: 'card', amount: 600.001 });
    expect(over.status).toBe(422);
    expect((await pay(owner, id, { status: 'paid', method: 'card', amount: 600 })).status).toBe(201);
    expect(await collected(owner)).toBe(800);
    expect((await pay(owner, id, { status: 'pending', method: 'cash', amount: 0.001 })).status).toBe(422);
  });

  it('refuses a refund beyond what was paid and not refunded; the collected total never goes negative', async () => {
    const owner = await createAccount(ctx);
    const id = await reservation(owner);
    const nothingPaid = await pay(owner, id, { status: 'refunded', method: 'cash', amount: 10_000_000 });
    expect(nothingPaid.status).toBe(422);
    expect(nothingPaid.body.errors).toEqual({ amount: 'rental.validation.overRefundable' });
    expect((await pay(owner, id, { status: 'paid', method: 'cash', amount: 120 })).status).toBe(201);
    expect((await pay(owner, id, { status: 'refunded', method: 'cash', amount: 120.001 })).status).toBe(422);
    expect((await pay(owner, id, { status: 'refunded', method: 'cash', amount: 100 })).status).toBe(201);
    expect((await pay(owner, id, { status: 'refunded', method: 'cash', amount: 20.001 })).status).toBe(422);
    expect((await pay(owner, id, { status: 'refunded', method: 'cash', amount: 20 })).status).toBe(201);
    expect(await collected(owner)).toBe(0);
    // Flipping the reservation's payment status records entries cut to the room left.
    for (const paymentStatus of ['refunded', 'paid', 'refunded', 'refunded']) {
      const put = await call(ctx, 'PUT', `/api/reservations/${id}`, {
        token: owner.token,
        body: { paymentStatus, paymentMethod: paymentStatus === 'paid' ? 'card' : 'cash' },
      });
      expect(put.status).toBe(200);
      expect(await collected(owner)).toBeGreaterThanOrEqual(0);
      expect(await collected(owner)).toBeLessThanOrEqual(800);
    }
  });

  it('20 parallel payments with different keys never record more than the total', async () => {
    const owner = await createAccount(ctx);
    const id = await reservation(owner);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pay(owner, id, { status: 'paid', method: 'cash', amount: 120 }, `parallel-key-${i}`),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(6);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(14);
    const paid = (await entries(owner, id)).filter((e) => e.status === 'paid');
    expect(paid.reduce((sum, e) => sum + e.amount, 0)).toBe(720);
    expect(await collected(owner)).toBe(720);
  });
});

describe('refunds by method and payment dates', () => {
  it('refuses a refund beyond what was paid by that method, even when the total paid covers it', async () => {
    const owner = await createAccount(ctx);
    const id = await reservation(owner);
    expect((await pay(owner, id, { status: 'paid', method: 'cash', amount: 200 })).status).toBe(201);
    expect((await pay(owner, id, { status: 'paid', method: 'card', amount: 100 })).status).toBe(201);
    const byCard = await pay(owner, id, { status: 'refunded', method: 'card', amount: 150 });
    expect(byCard.status).toBe(422);
    expect(byCard.body.errors).toEqual({ amount: 'rental.validation.overRefundableMethod' });
    expect(byCard.body.message).toBe(
      'amount: This refund is more than what was paid by this method and not yet refunded',
    );
    const byTransfer = await pay(owner, id, { status: 'refunded', method: 'bank_transfer', amount: 1 });
    expect(byTransfer.status).toBe(422);
    expect((await pay(owner, id, { status: 'refunded', method: 'card', amount: 100 })).status).toBe(201);
    expect((await pay(owner, id, { status: 'refunded', method: 'cash', amount: 150 })).status).toBe(201);
    expect(await collected(owner)).toBe(50);
  });

  it('refuses a paidAt in the future, not a date, or before the reservation was made', async () => {
    const owner = await createAccount(ctx);
    const id = await reservation(owner);
    const body = { status: 'paid', method: 'cash', amount: 10 };
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const ahead = await pay(owner, id, { ...body, paidAt: future });
    expect(ahead.status).toBe(400);
    expect(ahead.body.errors).toEqual({ paidAt: 'rental.validation.futureDate' });
    expect((await pay(owner, id, { ...body, paidAt: '2026-02-30T10:00' })).body.errors).toEqual({
      paidAt: 'rental.validation.date',
    });
    const early = await pay(owner, id, { ...body, paidAt: '2020-01-01T10:00:00Z' });
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ paidAt: 'rental.validation.beforeReservation' });
    expect((await pay(owner, id, { ...body, paidAt: new Date().toISOString() })).status).toBe(201);
    expect(await entries(owner, id)).toHaveLength(2);
  });
});

describe('Idempotency-Key on payments', () => {
  it('20 parallel POSTs with one key record one entry and give 20 identical answers', async () => {
    const owner = await createAccount(ctx);
    const id = await reservation(owner);
    const body = { status: 'paid', method: 'card', amount: 50 };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(owner, id, body, 'same-key-0001')),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect((await entries(owner, id)).filter((e) => e.status === 'paid')).toHaveLength(1);
    expect(await collected(owner)).toBe(50);

    const changed = await pay(owner, id, { ...body, amount: 51 }, 'same-key-0001');
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe('This Idempotency-Key was already used for a different request');
    // The same key on another account is another submission.
    const other = await createAccount(ctx);
    const otherId = await reservation(other);
    expect((await pay(other, otherId, body, 'same-key-0001')).status).toBe(201);
  });
});
