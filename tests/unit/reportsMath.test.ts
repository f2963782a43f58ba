import { describe, expect, it } from 'vitest';
import {
  averageDuration,
  completedRevenue,
  countsByStatus,
  defaultReportRange,
  inRange,
  mostRecent,
  paidTotalsByMethod,
  revenueByDay,
  revenueGrowth,
  topCars,
  utilisationRate,
} from '../../src/lib/rentalReports';
import type { ApiReservation, ReservationStatus } from '../../src/contract/rental';

let n = 0;
function res(over: Partial<ApiReservation> & { status: ReservationStatus }): ApiReservation {
  n += 1;
  return {
    _id: `r${n}`,
    customer: { name: 'C', email: 'c@x.tn', phone: '1', licenseNumber: 'L' },
    car: {
      _id: 'car1',
      mark: 'Kia',
      model: 'Picanto',
      year: 2022,
      licensePlate: 'P',
      securityDeposit: 400,
      dailyRate: 75,
    },
    pickupDate: '2026-11-05',
    returnDate: '2026-11-07',
    pickupLocation: 'A',
    returnLocation: 'B',
    totalDays: 2,
    totalAmount: 150,
    commissionAmount: 15,
    dailyRate: 75,
    paymentStatus: 'paid',
    paymentMethod: 'cash',
    notes: '',
    createdAt: `2026-11-0${(n % 9) + 1}T10:00:00.000Z`,
    ...over,
  };
}

const NOW = new Date(2026, 10, 22, 12);

describe('revenue growth (this month vs last month, completed only)', () => {
  it('is +100 % with revenue this month and an empty previous month, 0 % with neither', () => {
    expect(revenueGrowth([res({ status: 'completed' })], NOW)).toBe(100);
    expect(revenueGrowth([], NOW)).toBe(0);
    expect(revenueGrowth([res({ status: 'pending' })], NOW)).toBe(0);
  });

  it('compares the two months to one decimal and ignores non-completed reservations', () => {
    const list = [
      res({ status: 'completed', pickupDate: '2026-10-10', totalAmount: 300 }),
      res({ status: 'completed', pickupDate: '2026-11-10', totalAmount: 100 }),
      res({ status: 'completed', pickupDate: '2026-11-11', totalAmount: 0.1 }),
      res({ status: 'cancelled', pickupDate: '2026-11-12', totalAmount: 9999 }),
    ];
    expect(revenueGrowth(list, NOW)).toBe(-66.6);
    expect(
      revenueGrowth([res({ status: 'completed', pickupDate: '2026-10-01', totalAmount: 100 })], NOW),
    ).toBe(-100);
  });

  it('handles January against December of the previous year', () => {
    const jan = new Date(2027, 0, 15);
    const list = [
      res({ status: 'completed', pickupDate: '2026-12-20', totalAmount: 200 }),
      res({ status: 'completed', pickupDate: '2027-01-03', totalAmount: 300 }),
    ];
    expect(revenueGrowth(list, jan)).toBe(50);
  });
});

describe('utilisation and average duration', () => {
  it('is 0 with no cars, else the share of rented cars to one decimal', () => {
    expect(utilisationRate([])).toBe(0);
    expect(
      utilisationRate([
        { availability: 'rented' },
        { availability: 'available' },
        { availability: 'maintenance' },
      ]),
    ).toBe(33.3);
    expect(utilisationRate([{ availability: 'rented' }])).toBe(100);
  });

  it('averages the days of completed reservations only, to one decimal, 0 when none', () => {
    expect(averageDuration([])).toBe(0);
    expect(averageDuration([res({ status: 'active', totalDays: 9 })])).toBe(0);
    expect(
      averageDuration([
        res({ status: 'completed', totalDays: 2 }),
        res({ status: 'completed', totalDays: 3 }),
        res({ status: 'completed', totalDays: 3 }),
        res({ status: 'cancelled', totalDays: 30 }),
      ]),
    ).toBe(2.7);
  });
});

describe('range, counts, top cars, recent, chart and payments', () => {
  it('defaults to one month ago through today (clamped at month ends)', () => {
    expect(defaultReportRange(NOW)).toEqual({ from: '2026-10-22', to: '2026-11-22' });
    expect(defaultReportRange(new Date(2026, 2, 31))).toEqual({ from: '2026-02-28', to: '2026-03-31' });
  });

  it('filters by pickup day inclusively and counts every status', () => {
    const list = [
      res({ status: 'pending', pickupDate: '2026-10-22' }),
      res({ status: 'active', pickupDate: '2026-11-22' }),
      res({ status: 'completed', pickupDate: '2026-10-21' }),
    ];
    const scoped = inRange(list, '2026-10-22', '2026-11-22');
    expect(scoped).toHaveLength(2);
    expect(countsByStatus(scoped)).toEqual({
      pending: 1,
      confirmed: 0,
      active: 1,
      completed: 0,
      cancelled: 0,
    });
  });

  it('sums revenue in millimes without float drift', () => {
    const list = Array.from({ length: 10 }, () => res({ status: 'completed', totalAmount: 0.1 }));
    expect(completedRevenue(list)).toBe(1);
  });

  it('ranks by revenue first: a car that earned outranks one booked more often for nothing', () => {
    const car = (id: string, mark: string, model: string) => ({
      _id: id,
      mark,
      model,
      year: 2022,
      licensePlate: `${id} TU 1`,
      securityDeposit: 0,
      dailyRate: 10,
    });
    const dacia = car('d', 'Dacia', 'Logan');
    const skoda = car('s', 'Skoda', 'Octavia');
    const kia = car('k', 'Kia', 'Picanto');
    const top = topCars([
      res({ status: 'pending', car: dacia, totalAmount: 200 }),
      res({ status: 'cancelled', car: dacia, totalAmount: 200 }),
      res({ status: 'completed', car: skoda, totalAmount: 1120 }),
      res({ status: 'completed', car: kia, totalAmount: 0 }),
    ]);
    expect(top.map((t) => [t.carId, t.revenue, t.reservations])).toEqual([
      ['s', 1120, 1],
      ['d', 0, 2],
      ['k', 0, 1],
    ]);
  });

  it('ranks at most 5 cars by revenue then reservations', () => {
    const list: ApiReservation[] = [];
    for (let c = 1; c <= 7; c++) {
      for (let i = 0; i < c; i++)
        list.push(
          res({
            status: 'completed',
            car: {
              _id: `c${c}`,
              mark: 'M',
              model: String(c),
              year: 2020,
              licensePlate: `${c}00 TU 1`,
              securityDeposit: 0,
              dailyRate: 10,
            },
            totalAmount: 10,
          }),
        );
    }
    const top = topCars(list);
    expect(top.map((t) => t.carId)).toEqual(['c7', 'c6', 'c5', 'c4', 'c3']);
    // Top cars name each car with its year and plate (issue 18).
    expect(top[0]).toMatchObject({ reservations: 7, revenue: 70, label: 'M 7 2020 · 700 TU 1' });
  });

  it('keeps the 10 most recent by creation date', () => {
    const list = Array.from({ length: 15 }, (_, i) =>
      res({ status: 'pending', createdAt: `2026-11-${String(i + 1).padStart(2, '0')}T08:00:00Z` }),
    );
    const recent = mostRecent(list, 10);
    expect(recent).toHaveLength(10);
    expect(recent[0].createdAt.startsWith('2026-11-15')).toBe(true);
  });

  it('charts completed revenue for every day of the range', () => {
    const chart = revenueByDay(
      [res({ status: 'completed', pickupDate: '2026-11-02', totalAmount: 50 })],
      '2026-11-01',
      '2026-11-03',
    );
    expect(chart).toEqual([
      { day: '2026-11-01', revenue: 0 },
      { day: '2026-11-02', revenue: 50 },
      { day: '2026-11-03', revenue: 0 },
    ]);
  });

  it('totals paid amounts by payment method', () => {
    const totals = paidTotalsByMethod([
      res({ status: 'completed', paymentMethod: 'card', totalAmount: 100.5 }),
      res({ status: 'completed', paymentMethod: 'card', totalAmount: 0.25 }),
      res({ status: 'cancelled', paymentMethod: 'cash', paymentStatus: 'refunded', totalAmount: 40 }),
    ]);
    expect(totals.card).toEqual({ count: 2, amount: 100.75 });
    expect(totals.cash).toEqual({ count: 0, amount: 0 });
    expect(totals.bank_transfer.count).toBe(0);
  });
});
