/**
 * The fields an edit changed, as the journal's before and after: a field the edit left alone is not
 * repeated. Values compare as stored (JSON), so 12.5 and '12.50' differ only if their columns do.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (after[key] === undefined) continue;
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return Object.keys(now).length === 0 ? null : { before: was, after: now };
}

/** Only the named fields of a record (those it has): what the journal keeps of a created or deleted one. */
export function pick<T extends Record<string, unknown>, K extends keyof T>(row: T, keys: readonly K[]) {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (row[k] !== undefined) out[k as string] = row[k];
  return out;
}
