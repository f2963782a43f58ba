import { readMillimes } from '../contract/money';

/**
 * react-admin's list parameters (filter, sort, page) applied to rows the API returns whole. SPEC §5
 * says these filters are client-side: the dataProviders call this once, screens never filter.
 *
 * Filter keys understood (each resource says which fields they mean):
 * - `q`: case-insensitive text over `search` fields (French collation, trimmed);
 * - `min` / `max`: inclusive range over the `amount` field, compared in millimes;
 * - `startDate` / `endDate`: calendar days ('YYYY-MM-DD', local time), inclusive, over the `date` field;
 * - any other key: equality with the row's field of that name (arrays: one of).
 */
export interface ListQuerySpec<T> {
  search?: ReadonlyArray<(row: T) => string | null | undefined>;
  amount?: (row: T) => number | string | null | undefined;
  date?: (row: T) => string | null | undefined;
}

export interface ListQueryParams {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' | string };
  pagination?: { page: number; perPage: number };
}

const RESERVED = new Set(['q', 'min', 'max', 'startDate', 'endDate']);

const present = (v: unknown): v is number | string =>
  v !== undefined && v !== null && v !== '' && !Number.isNaN(Number(v));
const norm = (s: string) => s.toLocaleLowerCase('fr-FR').trim();

function localDayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d).getTime();
}

/** The value at a dotted path ('car.mark'). */
export function fieldValue(row: unknown, path: string): unknown {
  let node = row;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** True when `row` passes every filter of `filter`. */
export function matchesFilter<T>(row: T, filter: Record<string, unknown>, spec: ListQuerySpec<T>): boolean {
  const needle = typeof filter.q === 'string' ? norm(filter.q) : '';
  if (needle && !(spec.search ?? []).some((f) => norm(f(row) ?? '').includes(needle))) return false;
  if (spec.amount && (present(filter.min) || present(filter.max))) {
    const raw = spec.amount(row);
    const v = present(raw) ? readMillimes(raw) : null;
    if (v === null) return false;
    const min = present(filter.min) ? readMillimes(filter.min) : null;
    const max = present(filter.max) ? readMillimes(filter.max) : null;
    if (min !== null && v < min) return false;
    if (max !== null && v > max) return false;
  }
  if (spec.date && (filter.startDate || filter.endDate)) {
    const iso = spec.date(row);
    if (!iso) return false;
    const t = new Date(iso).getTime();
    if (typeof filter.startDate === 'string' && filter.startDate && t < localDayStart(filter.startDate)) {
      return false;
    }
    if (
      typeof filter.endDate === 'string' &&
      filter.endDate &&
      t >= localDayStart(filter.endDate) + 86_400_000
    ) {
      return false;
    }
  }
  for (const [key, wanted] of Object.entries(filter)) {
    if (RESERVED.has(key) || wanted === undefined || wanted === '' || wanted === null) continue;
    const actual = fieldValue(row, key);
    if (Array.isArray(wanted) ? !wanted.includes(actual) : actual !== wanted) return false;
  }
  return true;
}

function compare(x: unknown, y: unknown): number {
  if (x == null && y == null) return 0;
  if (x == null) return -1;
  if (y == null) return 1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
  const nx = Number(x);
  const ny = Number(y);
  if (typeof x === 'string' && typeof y === 'string' && x !== '' && y !== '' && !isNaN(nx) && !isNaN(ny)) {
    return nx - ny;
  }
  return String(x).localeCompare(String(y), 'fr-FR', { sensitivity: 'base' });
}

/** Filters, sorts (stable, dotted fields) and pages `rows` as react-admin's getList expects. */
export function applyListQuery<T>(
  rows: readonly T[],
  params: ListQueryParams,
  spec: ListQuerySpec<T> = {},
): { data: T[]; total: number } {
  const filter = params.filter ?? {};
  const filtered = rows.filter((row) => matchesFilter(row, filter, spec));
  const sorted = params.sort?.field
    ? filtered
        .map((row, index) => ({ row, index }))
        .sort((a, b) => {
          const c = compare(fieldValue(a.row, params.sort!.field), fieldValue(b.row, params.sort!.field));
          return (params.sort!.order === 'DESC' ? -c : c) || a.index - b.index;
        })
        .map((e) => e.row)
    : filtered;
  const { page = 1, perPage = sorted.length || 1 } = params.pagination ?? {};
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}
