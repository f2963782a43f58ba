import { fullNameKey, matchesScannerSearch, type SearchableTicket } from './scannerSearch';

/**
 * SPEC §5 scanner search over many tickets (50,000 on a big event), fast enough for every
 * keystroke: same matches as `matchesScannerSearch`, but
 * - each ticket's lower-case key (full name 'first last', ticketId) is computed once, when the
 *   ticket arrives (kept per ticket object, so a refreshed list recomputes only changed tickets);
 * - a query that contains an earlier one only looks at that earlier result (typing narrows);
 * - results of recent queries are kept, so erasing back to one of them costs nothing;
 * - nothing is computed before the first query: a list that changes while the search box is empty
 *   (at the door, after every scan: the scan field clears itself) costs no pass over the tickets.
 * A result is the list of matching positions in `tickets` (null: every ticket).
 */
export type SearchRows = Uint32Array | null;

const SEP = '\u0000';
const keyCache = new WeakMap<object, string>();

function searchKey(t: SearchableTicket): string {
  let key = keyCache.get(t);
  if (key === undefined) {
    key = `${fullNameKey(t)}${SEP}${(t.ticketId ?? '').toLowerCase()}`;
    keyCache.set(t, key);
  }
  return key;
}

interface Entry {
  query: string;
  lower: string;
  rows: Uint32Array;
}

const MAX_CACHED = 64;

export function createScannerSearch<T extends SearchableTicket>(tickets: T[]): (query: string) => SearchRows {
  let keys: string[] | null = null;
  let phones: string[] = [];
  const cache = new Map<string, Entry>();

  return (query) => {
    if (!query) return null;
    if (!keys) {
      keys = tickets.map(searchKey);
      phones = tickets.map((t) => t.customerInfo.phoneNumber ?? '');
    }
    const hit = cache.get(query);
    if (hit) {
      cache.delete(query); // most recent last
      cache.set(query, hit);
      return hit.rows;
    }
    const lower = query.toLowerCase();
    // The smallest earlier result that contains every match of this query.
    let from: Uint32Array | null = null;
    for (const e of cache.values())
      if ((!from || e.rows.length < from.length) && query.includes(e.query) && lower.includes(e.lower))
        from = e.rows;
    const count = from ? from.length : tickets.length;
    const out = new Uint32Array(count);
    let n = 0;
    if (lower.includes(SEP)) {
      // Never typed, but then the joined key could match across fields: check field by field.
      for (let j = 0; j < count; j++) {
        const i = from ? from[j] : j;
        if (matchesScannerSearch(tickets[i], query)) out[n++] = i;
      }
    } else {
      for (let j = 0; j < count; j++) {
        const i = from ? from[j] : j;
        if (keys[i].includes(lower) || phones[i].includes(query)) out[n++] = i;
      }
    }
    const rows = out.slice(0, n);
    cache.set(query, { query, lower, rows });
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
    return rows;
  };
}
