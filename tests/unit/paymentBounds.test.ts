import { describe, expect, it } from 'vitest';
import { paymentRoom, roomFor } from '../../src/lib/paymentBounds';
import { boundedPaymentSchema } from '../../src/contract/payments';

describe('paymentRoom', () => {
  it('is the total while nothing is paid; pending entries are not money', () => {
    expect(paymentRoom(300, [{ status: 'pending', amount: 300 }])).toEqual({
      rental: 300_000,
      due: 300_000,
      held: 0,
      remaining: 300_000,
      refundable: 0,
      refundableByMethod: {},
    });
  });

  it('counts paid minus refunded, in millimes (no float drift)', () => {
    const room = paymentRoom('270', [
      { status: 'paid', amount: 0.1 },
      { status: 'paid', amount: '0.2' },
      { status: 'paid', amount: 199.7 },
      { status: 'refunded', amount: 50.5 },
    ]);
    expect(room).toMatchObject({ due: 270_000, held: 149_500, remaining: 120_500, refundable: 149_500 });
    expect(roomFor('paid', room)).toBe(120_500);
    expect(roomFor('pending', room)).toBe(120_500);
    expect(roomFor('refunded', room)).toBe(149_500);
  });

  it('never widens the room for old entries that refunded more than was paid', () => {
    expect(paymentRoom(300, [{ status: 'refunded', amount: 300 }])).toMatchObject({
      held: 0,
      remaining: 300_000,
      refundable: 0,
    });
    expect(paymentRoom(300, [{ status: 'paid', amount: 500 }]).remaining).toBe(0);
  });
});

describe('deposit and refunds by method', () => {
  it('adds the deposit to what is due and keeps refunds to what each method paid', () => {
    const room = paymentRoom(
      300,
      [
        { status: 'paid', method: 'cash', amount: 200 },
        { status: 'paid', method: 'card', amount: 100 },
        { status: 'refunded', method: 'card', amount: 40 },
      ],
      500,
    );
    expect(room).toMatchObject({ rental: 300_000, due: 800_000, held: 260_000, remaining: 540_000 });
    expect(roomFor('refunded', room, 'cash')).toBe(200_000);
    expect(roomFor('refunded', room, 'card')).toBe(60_000);
    expect(roomFor('refunded', room, 'wallet')).toBe(0);
    expect(roomFor('refunded', room)).toBe(260_000);
  });

  it('names the method in the refusal when the total paid would cover the refund', () => {
    const room = paymentRoom(300, [{ status: 'paid', method: 'cash', amount: 200 }]);
    const issue = boundedPaymentSchema(room).safeParse({ status: 'refunded', method: 'card', amount: 10 })
      .error?.issues[0];
    expect(issue?.message).toBe('rental.validation.overRefundableMethod');
  });

  it('refuses a payment dated before the reservation, not one on its day', () => {
    const schema = boundedPaymentSchema(paymentRoom(300, []), '2026-11-20T15:00:00.000Z');
    const body = { status: 'paid', method: 'cash', amount: 10 };
    expect(schema.safeParse({ ...body, paidAt: '2026-11-20T14:59:00.000Z' }).error?.issues[0]).toMatchObject({
      path: ['paidAt'],
      message: 'rental.validation.beforeReservation',
    });
    expect(schema.safeParse({ ...body, paidAt: '2026-11-20' }).success).toBe(true);
    expect(schema.safeParse({ ...body, paidAt: '2026-02-30' }).error?.issues[0]?.message).toBe(
      'rental.validation.date',
    );
  });
});

describe('boundedPaymentSchema', () => {
  const room = paymentRoom(270, []);
  const issue = (body: object) => boundedPaymentSchema(room).safeParse(body).error?.issues[0];

  it('refuses 297 on a 270 TND reservation under the amount, and accepts 270', () => {
    expect(issue({ status: 'paid', method: 'cash', amount: 297 })).toMatchObject({
      path: ['amount'],
      message: 'rental.validation.overRemaining',
    });
    expect(issue({ status: 'paid', method: 'cash', amount: 270 })).toBeUndefined();
  });

  it('refuses a refund of what was never paid', () => {
    expect(issue({ status: 'refunded', method: 'cash', amount: 0.001 })?.message).toBe(
      'rental.validation.overRefundable',
    );
  });
});
