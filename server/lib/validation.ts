import type { Context } from 'hono';
import { z } from 'zod';
import { rentalValidation, validation } from '../../src/i18n/en/validation';
import { badRequest, type FieldErrors } from './httpError';

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
  if (!result.success) throw refusal(result.error.issues);
  return result.data;
}

const inNamespace = (namespace: string, texts: Record<string, string>) =>
  Object.entries(texts).map(([rule, text]) => [`${namespace}.${rule}`, text] as const);
/** The English wording of each contract message (a translation key), for the answer's `message`. */
const ENGLISH = new Map<string, string>([
  ...inNamespace('validation', validation),
  ...inNamespace('rental.validation', rentalValidation),
]);

/** A rule a route checks itself, answered as the schemas' refusals are: under the field it names. */
export const fieldRefusal = (path: string, key: string) =>
  badRequest(`${path}: ${ENGLISH.get(key) ?? key}`, { [path]: key });

/**
 * What a form would show for an issue: for a union, its first branch's first issue (as
 * react-hook-form's zod resolver reads it), under the union's own path.
 */
function shownMessage(issue: z.core.$ZodIssue): string {
  let shown = issue;
  while (shown.code === 'invalid_union' && shown.errors[0]?.[0]) shown = shown.errors[0][0];
  return shown.message;
}

/**
 * A 400 that answers every refused field with its contract message (a translation key), and a
 * readable English sentence for the first one: `{ message: 'name: Required', errors: { name:
 * 'validation.required' } }`.
 */
function refusal(issues: readonly z.core.$ZodIssue[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in errors)) errors[path] = shownMessage(issue);
  }
  const [first] = issues;
  const path = first?.path.map(String).join('.') ?? '';
  if (!first) return badRequest('Invalid request');
  if (path) return badRequest(`${path}: ${ENGLISH.get(errors[path]) ?? errors[path]}`, errors);
  if (first.code === 'unrecognized_keys') return badRequest(`Unknown field: ${first.keys.join(', ')}`);
  if (first.code === 'invalid_type') return badRequest('The request body must be a JSON object');
  return badRequest(ENGLISH.get(first.message) ?? 'Invalid request');
}
