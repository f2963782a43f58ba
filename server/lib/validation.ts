import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest } from './httpError';

/** Reads and validates a JSON body; every failure is a 400 with a readable message. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw badRequest('Invalid JSON body');
  }
  if (holdsNul(raw)) throw badRequest('Text must not contain NUL characters');
  return parseWith(schema, raw);
}

/** PostgreSQL text cannot hold U+0000: refuse it up front (iteratively: bodies may nest deeply). */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0]));
  return result.data;
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid request';
  const field = issue.path.map(String).join('.');
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field || 'body'} is required`;
  return field ? `${field}: ${issue.message}` : issue.message;
}

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
