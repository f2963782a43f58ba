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
