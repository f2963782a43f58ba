import { describe, expect, it } from 'vitest';
import { averagePrice, formatPercent, percentSold, scanRate, totalCapacity } from '../../src/lib/eventStats';
import { formatUSD } from '../../src/lib/money';
import { formatEventMoment, formatTimeUs } from '../../src/lib/eventDates';

describe('statistics formulas (SPEC §2)', () => {
  it('Total Capacity is the sum of tier totalTickets', () => {
    expect(totalCapacity([{ totalTickets: 150 }, { totalTickets: 70 }, { totalTickets: 30 }])).toBe(250);
    expect(totalCapacity([])).toBe(0);
    expect(totalCapacity(undefined)).toBe(0);
  });

  it('Scan Rate is scanned/sold as a percentage, 0 when none sold', () => {
    expect(scanRate(75, 202)).toBeCloseTo(37.1287, 3);
    expect(formatPercent(scanRate(75, 202))).toBe('37.1%');
    expect(scanRate(0, 0)).toBe(0);
    expect(formatPercent(scanRate(5, 0))).toBe('0.0%');
  });

  it('Average Price is revenue/sold, 0 when none sold', () => {
    expect(averagePrice(131, 3)).toBeCloseTo(43.667, 3);
    expect(formatUSD(averagePrice(131, 3))).toBe('$43.67');
    expect(averagePrice(100, 0)).toBe(0);
    expect(formatUSD(averagePrice(0, 0))).toBe('$0.00');
  });

  it('% sold is to one decimal, 0 for an empty tier', () => {
    expect(formatPercent(percentSold(1, 3))).toBe('33.3%');
    expect(formatPercent(percentSold(2, 3))).toBe('66.7%');
    expect(formatPercent(percentSold(150, 150))).toBe('100.0%');
    expect(formatPercent(percentSold(0, 0))).toBe('0.0%');
  });

  it('formats amounts in USD en-US and event moments in en-US', () => {
    expect(formatUSD(8340)).toBe('$8,340.00');
    expect(formatTimeUs('20:00')).toBe('8:00 PM');
    expect(formatTimeUs('00:05')).toBe('12:05 AM');
    expect(formatEventMoment('2030-05-01', '20:00')).toBe('May 1, 2030, 8:00 PM');
  });
});
