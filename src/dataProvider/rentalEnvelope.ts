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
