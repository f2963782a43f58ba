import { describe, expect, it } from 'vitest';
import { timeLeft } from '../../src/lib/countdown';

describe('timeLeft (the enrolment QR code countdown)', () => {
  const until = '2026-11-27T20:10:00.000Z';
  const at = (iso: string) => Date.parse(iso);
  it('counts minutes and seconds, rounding a started second up', () => {
    expect(timeLeft(until, at('2026-11-27T20:00:00.000Z'))).toBe('10:00');
    expect(timeLeft(until, at('2026-11-27T20:09:50.500Z'))).toBe('0:10');
    expect(timeLeft(until, at('2026-11-27T20:09:59.999Z'))).toBe('0:01');
  });
  it('never goes below zero', () => {
    expect(timeLeft(until, at('2026-11-27T20:10:00.000Z'))).toBe('0:00');
    expect(timeLeft(until, at('2026-11-27T21:00:00.000Z'))).toBe('0:00');
  });
});
