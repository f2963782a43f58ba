import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_DAILY_RATE,
  periodDays,
  transferInvoiceNumber,
  vatFromInclusive,
  vatOnTop,
} from '../../src/lib/businessInvoice';

describe('subscription invoice: tax-inclusive amount', () => {
  it('net = amount / 1.19 rounded to the millime, VAT = the rest', () => {
    expect(vatFromInclusive(90)).toEqual({ net: 75.63, vat: 14.37, total: 90 });
    expect(vatFromInclusive(119)).toEqual({ net: 100, vat: 19, total: 119 });
    expect(vatFromInclusive('45.000')).toEqual({ net: 37.815, vat: 7.185, total: 45 });
    expect(vatFromInclusive(0)).toEqual({ net: 0, vat: 0, total: 0 });
  });

  it('net + VAT is exactly the amount, for every amount in millimes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (m) => {
        const { net, vat, total } = vatFromInclusive(m / 1000);
        expect(Math.round(net * 1000) + Math.round(vat * 1000)).toBe(m);
        expect(total).toBe(m / 1000);
        // net is the nearest millime to amount / 1.19
        expect(Math.abs(Math.round(net * 1000) - (m * 100) / 119)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('bank-transfer invoice: 19% added', () => {
  it('adds 19% rounded half up to the millime', () => {
    expect(vatOnTop(5000)).toEqual({ net: 5000, vat: 950, total: 5950 });
    // 1250.750 × 0.19 = 237.6425 → 237.643
    expect(vatOnTop(1250.75)).toEqual({ net: 1250.75, vat: 237.643, total: 1488.393 });
    expect(vatOnTop('3200.500')).toEqual({ net: 3200.5, vat: 608.095, total: 3808.595 });
  });

  it('total is always net + VAT in whole millimes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (m) => {
        const { net, vat, total } = vatOnTop(m / 1000);
        expect(Math.round(total * 1000)).toBe(Math.round(net * 1000) + Math.round(vat * 1000));
        expect(Math.abs(Math.round(vat * 1000) - m * 0.19)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("numbers the invoice 'TRF-' plus the last 6 characters of the id", () => {
    expect(transferInvoiceNumber('64f1a2b3c4d5e6f7a8b9c0d1')).toBe('TRF-b9c0d1');
  });
});

describe('subscription period', () => {
  it('is the ceiling of the day difference', () => {
    expect(periodDays('2026-10-01T09:00:00Z', '2026-10-31T09:00:00Z')).toBe(30);
    expect(periodDays('2026-10-01T09:00:00Z', '2026-10-31T09:00:01Z')).toBe(31);
    expect(periodDays('2026-10-01T09:00:00Z', '2026-10-01T10:00:00Z')).toBe(1);
    expect(periodDays('2026-10-01T09:00:00Z', '2026-10-01T09:00:00Z')).toBe(0);
    expect(periodDays('2026-10-02T00:00:00Z', '2026-10-01T00:00:00Z')).toBe(0);
  });

  it('has a default daily rate of 3', () => {
    expect(DEFAULT_DAILY_RATE).toBe(3);
  });
});
