import { describe, expect, it } from 'vitest';
import { paymentTotals } from '../../src/lib/paymentTotals';
import { carLabel } from '../../src/lib/carLabel';

describe('paymentTotals (Paiements totals and the Reports KPI)', () => {
  it('sums in millimes by status, and by method what was kept (paid minus refunded)', () => {
    const t = paymentTotals([
      { status: 'paid', method: 'card', amount: 0.1 },
      { status: 'paid', method: 'card', amount: '0.2' },
      { status: 'refunded', method: 'card', amount: 0.05 },
      { status: 'pending', method: 'cash', amount: 99 },
      { status: 'paid', method: 'bitcoin', amount: 5 },
    ]);
    expect(t.byStatus.paid).toEqual({ count: 2, amount: 0.3 });
    expect(t.byStatus.refunded).toEqual({ count: 1, amount: 0.05 });
    expect(t.byStatus.pending).toEqual({ count: 1, amount: 99 });
    expect(t.byMethod.card).toEqual({ count: 2, amount: 0.25 });
    expect(t.byMethod.cash).toEqual({ count: 0, amount: 0 });
    expect(t.collected).toBe(0.25);
  });
});

describe('carLabel', () => {
  it('tells two identical cars apart by their plate', () => {
    const a = carLabel({ mark: 'Renault', model: 'Clio 5', year: 2023, licensePlate: '200 TU 1234' });
    const b = carLabel({ mark: 'Renault', model: 'Clio 5', year: 2023, licensePlate: '201 TU 9999' });
    expect(a).toBe('Renault Clio 5 2023 · 200 TU 1234');
    expect(a).not.toBe(b);
    expect(carLabel(null)).toBe('');
  });
});
