import { createHash } from 'node:crypto';

/** The prev_hash of the first entry: there is nothing before it. */
export const GENESIS_HASH = '0'.repeat(64);

/** Transaction-scoped advisory lock that puts every journal writer in one line (one chain, no fork). */
export const JOURNAL_CHAIN_LOCK = 7240004;

/**
 * JSON with object keys sorted and no spaces, of the value as it is stored (JSON.stringify's own
 * conversions first: dates become strings, undefined members disappear). Reading the jsonb back
 * gives the same text, so the hash can be recomputed from the table.
 */
export function canonicalJson(value: unknown): string {
  const json = JSON.stringify(value);
  return json === undefined ? 'null' : sorted(JSON.parse(json));
}

function sorted(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(sorted).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${sorted(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** What an entry's hash covers (migration 0700 states the same order for its SQL twin). */
export interface ChainedFields {
  id: string;
  /** created_at as stored, in UTC with microseconds: `2026-11-26T20:39:39.123456Z`. */
  createdAt: string;
  accountId: string;
  actorId: string | null;
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  idempotencyKey: string | null;
}

export function entryHash(prevHash: string, e: ChainedFields): string {
  const text =
    '[' +
    [
      JSON.stringify(prevHash),
      JSON.stringify(e.id),
      JSON.stringify(e.createdAt),
      JSON.stringify(e.accountId),
      JSON.stringify(e.actorId),
      JSON.stringify(e.actor),
      JSON.stringify(e.action),
      JSON.stringify(e.entity),
      JSON.stringify(e.entityId),
      canonicalJson(e.before ?? null),
      canonicalJson(e.after ?? null),
      JSON.stringify(e.idempotencyKey),
    ].join(',') +
    ']';
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The first entry, in seq order, whose link or content does not match; null when the chain holds. */
export function firstBreak<T extends ChainedFields & { seq: number; prevHash: string; hash: string }>(
  rows: Iterable<T>,
  startHash = GENESIS_HASH,
): { row: T; reason: 'link' | 'content' } | null {
  let prev = startHash;
  for (const row of rows) {
    if (row.prevHash !== prev) return { row, reason: 'link' };
    if (entryHash(prev, row) !== row.hash) return { row, reason: 'content' };
    prev = row.hash;
  }
  return null;
}
