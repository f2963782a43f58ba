import { describe, expect, it } from 'vitest';
import { paymentRoom, roomFor } from '../../src/lib/paymentBounds';
import { boundedPaymentSchema } from '../../src/contract/payments';

describe('paymentRoom', () => {
  it('is the total while nothing is paid; pending entries are not money', () => {
    expect(paymentRoom(300, [{ status: 'pending', amount: 300 }])).toEqual({
      due: 300_000,
      held: 0,
      remaining: 300_000,
      refundable: 0,
    });
  });

  it('counts paid minus refunded, in millimes (no float drift)', () => {
    const room = paymentRoom('270', [
      { status: 'paid', amount: 0.1 },
      { status: 'paid', amount: '0.2' },
      { status: 'paid', amount: 199.7 },
      { status: 'refunded', amount: 50.5 },
    ]);
    expect(room).toEqual({ due: 270_000, held: 149_500, remaining: 120_500, refundable: 149_500 });
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
