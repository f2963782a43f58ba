import { z } from 'zod';

/**
 * The field rules every request body is built from (SPEC §5). The server validates with them and
 * the forms use the same schemas through react-hook-form's zod resolver: one rule, written once.
 * Messages are English phrases the API returns as `{ message }`; forms translate by issue code.
 */
/** A JSON number or a plain numeric string (form inputs); nothing else is coerced. */
export const numeric = z.union(
  [
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, 'must be a number')
      .transform(Number),
  ],
  { error: 'must be a number' },
);

/** Money with at most `decimals` decimals. */
export const money = (decimals: number, opts: { positive?: boolean } = {}) =>
  numeric
    .refine((n) => Number.isFinite(n), 'must be a finite number')
    .refine(
      (n) => (opts.positive ? n > 0 : n >= 0),
      opts.positive ? 'must be greater than 0' : 'must not be negative',
    )
    .refine((n) => Math.abs(n) < 1e12, 'is too large')
    .refine(
      (n) => Number.isInteger(Math.round(n * 10 ** decimals * 1e6) / 1e6),
      `must have at most ${decimals} decimals`,
    );

export const integer = (min: number, max = 1_000_000_000) =>
  numeric.refine(
    (n) => Number.isInteger(n) && n >= min && n <= max,
    `must be a whole number from ${min} to ${max}`,
  );

export const nonEmpty = (max = 200) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
export const phone8 = z.string().regex(/^\d{8}$/, 'must be exactly 8 digits');
