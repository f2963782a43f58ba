import { describe, expect, it } from 'vitest';
import {
  derivedPaymentTotals,
  derivedPaymentsPage,
  paymentsFromReservations,
} from '../../src/lib/reservationPayments';
import type { ApiReservation } from '../../src/contract/rental';

const car = {
  _id: 'c1',
  mark: 'Renault',
  model: 'Clio',
  year: 2023,
  licensePlate: '200 TU 1234',
  securityDeposit: 300,
  dailyRate: 90,
};
const reservation = (id: string, over: Partial<ApiReservation>) =>
  ({
    _id: id,
    customer: { name: 'Amira Ben Salah', email: 'a@x.tn', phone: '20123456', licenseNumber: 'L1' },
    car,
    paymentStatus: 'paid',
    paymentMethod: 'cash',
    totalAmount: 270,
    createdAt: '2026-11-10T09:00:00.000Z',
    ...over,
  }) as ApiReservation;

const rows = [
  reservation('r00000000000000000000aaa1', {}),
  reservation('r00000000000000000000bbb2', {
    customer: { name: 'Karim Trabelsi', email: 'k@x.tn', phone: '22111222', licenseNumber: 'L2' },
    paymentStatus: 'refunded',
    paymentMethod: 'card',
    totalAmount: 100.5,
    createdAt: '2026-11-20T09:00:00.000Z',
  }),
  reservation('r00000000000000000000ccc3', {
    paymentStatus: 'pending',
    paymentMethod: 'wallet',
    totalAmount: 80.125,
    car: null,
    createdAt: '2026-10-05T09:00:00.000Z',
  }),
];

describe('payments from the reservations (no payments ledger)', () => {
  it('gives one payment per reservation: status, method, amount, date, car and customer', () => {
    const [first, , third] = paymentsFromReservations(rows);
    expect(first).toEqual({
      id: 'r00000000000000000000aaa1',
      reservationId: 'r00000000000000000000aaa1',
      invoiceNumber: 'INV-0000AAA1',
      customerName: 'Amira Ben Salah',
      car: { mark: 'Renault', model: 'Clio', year: 2023, licensePlate: '200 TU 1234' },
      status: 'paid',
      method: 'cash',
      amount: 270,
      paidAt: '2026-11-10T09:00:00.000Z',
      createdAt: '2026-11-10T09:00:00.000Z',
      recordedBy: null,
    });
    expect(third.car).toBeNull();
    expect(third.status).toBe('pending');
  });

  it('filters, sorts and pages them as the ledger list does', () => {
    const payments = paymentsFromReservations(rows);
    const recent = derivedPaymentsPage(payments, {
      sort: { field: 'paidAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(recent.data.map((p) => p.customerName)).toEqual([
      'Karim Trabelsi',
      'Amira Ben Salah',
      'Amira Ben Salah',
    ]);
    expect(derivedPaymentsPage(payments, { filter: { q: 'karim' } }).total).toBe(1);
    expect(derivedPaymentsPage(payments, { filter: { q: '200 tu' } }).total).toBe(2);
    expect(derivedPaymentsPage(payments, { filter: { status: 'pending' } }).data[0].method).toBe('wallet');
    expect(
      derivedPaymentsPage(payments, { filter: { startDate: '2026-11-01', endDate: '2026-11-30' } }).total,
    ).toBe(2);
  });

  it('totals them in millimes: collected is paid minus refunded, the figure Reports shows', () => {
    const payments = paymentsFromReservations(rows);
    const all = derivedPaymentTotals(payments, {});
    expect(all.collected).toBe(169.5);
    expect(all.byStatus.pending).toEqual({ count: 1, amount: 80.125 });
    expect(all.byMethod.cash).toEqual({ count: 1, amount: 270 });
    expect(all.byMethod.card).toEqual({ count: 0, amount: -100.5 });
    const october = derivedPaymentTotals(payments, { startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(october.collected).toBe(0);
    expect(october.byStatus.pending.count).toBe(1);
  });
});
