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
import { RESERVATION_HAS_PAYMENTS } from '../../src/contract/reservationDeletion';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ commissionRate: 0.1 });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

/** Every figure the money screens show for the account: totals, the list, the KPI, the journal. */
async function figures(owner: TestAccount) {
  const get = (path: string) => call(ctx, 'GET', path, { token: owner.token });
  return {
    totals: (await get('/api/payments/totals')).body,
    payments: (await get('/api/payments?range=[0,99]')).body.length as number,
    stats: (await get('/api/reservations/stats')).body,
    reservations: (await get('/api/reservations')).body,
  };
}

describe('money is never erased', () => {
  it('refuses to delete a reservation with recorded payments (409), and every total stays', async () => {
    const owner = await createAccount(ctx);
    const booked = await bookCarTwoDays(ctx, owner, CLIO_150);
    const paid = await call(ctx, 'POST', `/api/reservations/${booked._id}/payments`, {
      token: owner.token,
      body: { status: 'paid', method: 'cash', amount: 250 },
    });
    expect(paid.status).toBe(201);
    const done = await call(ctx, 'PUT', `/api/reservations/${booked._id}`, {
      token: owner.token,
      body: { status: 'completed' },
    });
    expect(done.status).toBe(200);
    const before = await figures(owner);
    expect(before.totals.collected).toBe(250);
    expect(before.stats.stats.totalRevenue).toBe(300);

    const res = await call(ctx, 'DELETE', `/api/reservations/${booked._id}`, { token: owner.token });
    expect(res.status).toBe(RESERVATION_HAS_PAYMENTS.status);
    expect(res.body.message).toBe(RESERVATION_HAS_PAYMENTS.message);

    expect(await figures(owner)).toEqual(before);
    expect((await call(ctx, 'GET', `/api/reservations/${booked._id}`, { token: owner.token })).status).toBe(
      200,
    );
    const journal = await call(
      ctx,
      'GET',
      `/api/journal?filter=${encodeURIComponent(JSON.stringify({ action: 'reservation.deleted' }))}`,
      { token: owner.token },
    );
    expect(journal.body).toEqual([]);

    // Cancelling is the way out: the payments stay in the totals.
    const cancelled = await call(ctx, 'PUT', `/api/reservations/${booked._id}`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect((await figures(owner)).totals).toEqual(before.totals);
  });

  it('still deletes a reservation whose only entry is a pending one (no money moved)', async () => {
    const owner = await createAccount(ctx);
    const booked = await bookCarTwoDays(ctx, owner, CLIO_150);
    const payments = await call(ctx, 'GET', `/api/reservations/${booked._id}/payments`, {
      token: owner.token,
    });
    expect(payments.body.map((p: { status: string }) => p.status)).toEqual(['pending']);
    const res = await call(ctx, 'DELETE', `/api/reservations/${booked._id}`, { token: owner.token });
    expect(res.status).toBe(200);
  });
});
