import { describe, expect, it } from 'vitest';
import { holdsSeat, ticketCounts } from '../../src/lib/ticketCounts';

const t = (status: string, isScanned = false) => ({ status, isScanned });

describe('door counters (scanner and statistics agree)', () => {
  it('counts only tickets that hold a seat: cancelled and refunded are not to be scanned', () => {
    const tickets = [
      t('active'),
      t('active'),
      t('used', true),
      t('cancelled'),
      t('refunded'),
      // A refunded ticket admitted earlier is still not counted.
      t('refunded', true),
    ];
    expect(ticketCounts(tickets)).toEqual({ total: 3, scanned: 1, unscanned: 2 });
  });

  it('is the statistics rule: active and used hold a seat', () => {
    expect(['active', 'used', 'cancelled', 'refunded'].filter(holdsSeat)).toEqual(['active', 'used']);
    expect(ticketCounts([])).toEqual({ total: 0, scanned: 0, unscanned: 0 });
  });
});
