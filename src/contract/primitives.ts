import { z } from 'zod';
import { MESSAGES, type Messages } from './messages';

/**
 * The field rules every request body is built from (SPEC §5). The server validates with them and
 * the forms use the same schemas through react-hook-form's zod resolver: one rule, written once.
 * Their messages are translation keys (./messages), in the namespace the caller passes: the
 * English-by-default `validation` unless a rental schema asks for `rental.validation`.
 */

/** A JSON number or a plain numeric string (form inputs); nothing else is coerced. */
export const numeric = (m: Messages = MESSAGES) =>
  // Both branches say 'required': a missing value (undefined, or null from an emptied number input)
  // fails them both, and the first branch's message is the one react-hook-form's resolver shows.
  z
    .union([z.number({ error: m.required }), z.string({ error: m.required })], { error: m.number })
    .transform((v, ctx) => {
      if (typeof v === 'number') return v;
      const text = v.trim();
      if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
      ctx.addIssue({ code: 'custom', message: text === '' ? m.required : m.number });
      return z.NEVER;
    });

/** Money with at most `decimals` decimals (2 for prices, 3 for TND amounts). */
export const money = (decimals: 2 | 3, opts: { positive?: boolean; messages?: Messages } = {}) => {
  const m = opts.messages ?? MESSAGES;
  return numeric(m)
    .refine((n) => Number.isFinite(n), m.number)
    .refine((n) => (opts.positive ? n > 0 : n >= 0), opts.positive ? m.positive : m.notNegative)
    .refine((n) => Math.abs(n) < 1e12, m.tooLarge)
    .refine(
      (n) => Number.isInteger(Math.round(n * 10 ** decimals * 1e6) / 1e6),
      decimals === 2 ? m.decimals2 : m.decimals3,
    );
};

/** A whole number from `min` to `max`; `message` names the rule when the field has its own words. */
export const integer = (
  min: number,
  max = 1_000_000_000,
  opts: { messages?: Messages; message?: string } = {},
) => {
  const m = opts.messages ?? MESSAGES;
  return numeric(m).refine((n) => Number.isInteger(n) && n >= min && n <= max, opts.message ?? m.wholeNumber);
};

/** Text that must not be blank, at most `max` characters. */
export const nonEmpty = (max = 200, m: Messages = MESSAGES) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, m.tooLong);

export const phone8 = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .regex(/^\d{8}$/, MESSAGES.phone8);
