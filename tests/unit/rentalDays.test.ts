import { describe, expect, it } from 'vitest';
import { rentalDays } from '../../src/contract/rentalDays';

describe('rental days (the server bills them, the booking form estimates them)', () => {
  it('bills a same-day rental as one day, otherwise the calendar days between', () => {
    expect(rentalDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(rentalDays('2026-01-01', '2026-01-04')).toBe(3);
    expect(rentalDays('2026-02-27', '2026-03-02')).toBe(3);
  });

  it('counts calendar days, not hours, across a summer-time change', () => {
    expect(rentalDays('2026-03-28', '2026-03-30')).toBe(2);
    expect(rentalDays('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('is 0 while a day is missing or unreadable, or the return comes before the pickup', () => {
    expect(rentalDays('', '2026-01-04')).toBe(0);
    expect(rentalDays('2026-01-01', '')).toBe(0);
    expect(rentalDays('2026-01-01', 'tomorrow')).toBe(0);
    expect(rentalDays('2026-01-04', '2026-01-01')).toBe(0);
  });
});
