import { describe, expect, it } from 'vitest';
import { memoizeByObject } from '../../src/lib/memoizeByObject';

describe('memoizeByObject', () => {
  it('computes once per input object and gives back the same result object', () => {
    let calls = 0;
    const wrap = memoizeByObject((input: { n: number }) => {
      calls += 1;
      return { doubled: input.n * 2 };
    });
    const a = { n: 2 };
    const first = wrap(a);
    expect(wrap(a)).toBe(first);
    expect(first).toEqual({ doubled: 4 });
    expect(calls).toBe(1);
    // An equal but distinct object is another input.
    expect(wrap({ n: 2 })).not.toBe(first);
    expect(calls).toBe(2);
  });

  it('keeps a result that is null or undefined too', () => {
    let calls = 0;
    const wrap = memoizeByObject((_input: object) => {
      calls += 1;
      return null;
    });
    const key = {};
    expect(wrap(key)).toBeNull();
    expect(wrap(key)).toBeNull();
    expect(calls).toBe(1);
  });
});
