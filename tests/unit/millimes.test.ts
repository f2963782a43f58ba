import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromMillimes, millimesToDecimal, readMillimes, toMillimes } from '../../src/contract/money';

describe('TND amounts in integer millimes (server and client)', () => {
  it('reads decimal text and JSON numbers exactly, without binary-float error', () => {
    expect(toMillimes('0.1') + toMillimes('0.2')).toBe(300);
    expect(toMillimes(0.1) + toMillimes(0.2)).toBe(300);
    expect(toMillimes('1234.500')).toBe(1_234_500);
    expect(toMillimes(' 12.5 ')).toBe(12_500);
    expect(toMillimes(1.005)).toBe(1005);
    expect(toMillimes('-3.25')).toBe(-3250);
    expect(toMillimes('.5')).toBe(500);
    expect(toMillimes(10_000_000)).toBe(10_000_000_000);
  });

  it('rounds more than 3 decimals to the nearest millime, half away from zero', () => {
    expect(toMillimes('0.0005')).toBe(1);
    expect(toMillimes('0.0004999')).toBe(0);
    expect(toMillimes('-0.0005')).toBe(-1);
    expect(toMillimes('1.0004999')).toBe(1000);
    expect(toMillimes('2.9995')).toBe(3000);
    expect(toMillimes(1e-7)).toBe(0);
    expect(toMillimes(5e-4)).toBe(1);
    expect(Object.is(toMillimes('-0.0001'), 0)).toBe(true);
  });

  it('refuses what is not an amount instead of answering NaN', () => {
    for (const bad of ['', ' ', 'abc', '1,5', '0x10', '.', '-', '1 000', Number.NaN, Infinity, 1e300]) {
      expect(readMillimes(bad)).toBeNull();
      expect(() => toMillimes(bad)).toThrow(RangeError);
    }
    expect(readMillimes('9007199254740.991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(readMillimes('9007199254740.992')).toBeNull();
  });

  it('writes 3-decimal text (SQL numeric) and JSON numbers back', () => {
    expect(millimesToDecimal(1_234_500)).toBe('1234.500');
    expect(millimesToDecimal(5)).toBe('0.005');
    expect(millimesToDecimal(-3250)).toBe('-3.250');
    expect(millimesToDecimal(0)).toBe('0.000');
    expect(() => millimesToDecimal(1.5)).toThrow(RangeError);
    expect(fromMillimes(300)).toBe(0.3);
  });

  it('round-trips every amount with at most 3 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (m) => {
        const text = millimesToDecimal(m);
        expect(toMillimes(text)).toBe(m);
        expect(toMillimes(fromMillimes(m))).toBe(m);
        expect(fromMillimes(m)).toBe(Number(text));
      }),
    );
  });
});
