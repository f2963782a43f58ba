import { describe, expect, it } from 'vitest';
import { buildStatement, type Movement } from '../../src/lib/statement';

const at = (iso: string, id: string, direction: 'in' | 'out', amount: number | string): Movement => ({
  id,
  createdAt: new Date(iso).toISOString(),
  direction,
  amount,
});

describe('buildStatement', () => {
  const start = new Date('2026-11-01T00:00:00Z');
  const end = new Date('2026-11-08T00:00:00Z');

  it('opens with the balance minus everything since, runs in time order and closes on the balance', () => {
    const moves = [
      at('2026-11-03T10:00:00Z', 'b', 'out', '0.2'),
      at('2026-11-02T10:00:00Z', 'a', 'in', 0.1),
      at('2026-11-03T10:00:00Z', 'c', 'in', 100),
    ];
    const s = buildStatement('50.000', moves, start, end);
    expect(s.openingBalance).toBe(-49.9);
    expect(s.rows.map((r) => [r.movement.id, r.credit, r.debit, r.balance])).toEqual([
      ['a', 0.1, 0, -49.8],
      ['b', 0, 0.2, -50],
      ['c', 100, 0, 50],
    ]);
    expect([s.totalIn, s.totalOut, s.closingBalance]).toEqual([100.1, 0.2, 50]);
  });

  it('leaves out what moved after the period but counts it back from the balance', () => {
    const moves = [at('2026-11-05T10:00:00Z', 'a', 'in', 30), at('2026-11-09T10:00:00Z', 'late', 'out', 10)];
    const s = buildStatement(120, moves, start, end);
    expect(s.openingBalance).toBe(100);
    expect(s.rows.map((r) => r.movement.id)).toEqual(['a']);
    expect(s.closingBalance).toBe(130);
  });

  it('ignores movements from before the period and gives an empty period its opening balance', () => {
    const s = buildStatement(12.5, [at('2026-10-30T10:00:00Z', 'old', 'in', 5)], start, end);
    expect(s).toEqual({ openingBalance: 12.5, totalIn: 0, totalOut: 0, closingBalance: 12.5, rows: [] });
  });
});
