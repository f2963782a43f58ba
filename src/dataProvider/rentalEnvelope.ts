import { HttpError } from 'ra-core';

/** The rental API's envelopes: SPEC §7 allows `{ cars }`, `{ data }`, `{ reservations }` or a bare array. */
export function unwrapList<T>(body: unknown, key: string): T[] {
  if (Array.isArray(body)) return body as T[];
  const o = (body ?? {}) as Record<string, unknown>;
  const inner = o[key] ?? o.data;
  if (Array.isArray(inner)) return inner as T[];
  if (inner && typeof inner === 'object' && Array.isArray((inner as Record<string, unknown>)[key]))
    return (inner as Record<string, T[]>)[key];
  return [];
}

export function unwrapOne<T>(body: unknown, key: string): T {
  const o = (body ?? {}) as Record<string, unknown>;
  return (o[key] ?? o.data ?? body) as T;
}

/** A method the rental API has no call for: say so instead of returning an empty result. */

/**
 * The API refuses a body with 400 `{ message: 'customer.email: must be a valid email' }`: the field
 * it names becomes react-admin's `body.errors` (nested like the form), so the form shows it there.
 */
export function withFieldErrors(err: unknown): unknown {
  if (!(err instanceof HttpError) || err.status !== 400) return err;
  const match = /^([A-Za-z][\w.]*): (.+)$/.exec(err.message);
  if (!match) return err;
  const errors: Record<string, unknown> = {};
  const parts = match[1].split('.');
  let node = errors;
  parts.slice(0, -1).forEach((p) => {
    node = (node[p] = {}) as Record<string, unknown>;
  });
  node[parts[parts.length - 1]] = match[2];
  return new HttpError(err.message, err.status, { ...(err.body as object), errors });
}

/** Runs a write, turning a field-naming 400 into react-admin's field errors. */
export async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw withFieldErrors(err);
  }
}
