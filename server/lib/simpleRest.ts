import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest } from './httpError';
import { LIST_PAGE_MAX } from '../../src/contract/lists';

/**
 * The simple-REST list conventions (ra-data-simple-rest): `sort=["field","ASC"]`,
 * `range=[start,end]` (inclusive) and `filter={...}` as JSON query parameters, and a
 * `Content-Range: <resource> start-end/total` header on the answer. Every malformed parameter is a
 * 400 naming it, never a 500.
 */
export interface ListQuery<F, K extends string = string> {
  sort: { field: K; order: 'ASC' | 'DESC' };
  /** Inclusive bounds, as sent. */
  range: { start: number; end: number };
  filter: F;
}

export const MAX_PAGE = LIST_PAGE_MAX;

function parseJsonParam(c: Context, name: string): unknown {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`${name} must be JSON`);
  }
}

const sortParam = z.tuple([z.string().min(1).max(60), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);
const rangeParam = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([a, b]) => b >= a, 'end must not be before start')
  .refine(([a, b]) => b - a < MAX_PAGE, `at most ${MAX_PAGE} rows per page`);

/** An ISO date (YYYY-MM-DD) or date-time, as the date filters send it. */
export const isoDateFilter = z
  .string()
  .max(40)
  .refine((s) => /^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(Date.parse(s)), 'must be a date (YYYY-MM-DD)');

export function parseListQuery<S extends z.ZodType, K extends string = string>(
  c: Context,
  opts: { sortable: readonly K[]; defaultSort: [NoInfer<K>, 'ASC' | 'DESC']; filter: S },
): ListQuery<z.infer<S>, K> {
  const rawSort = parseJsonParam(c, 'sort');
  const sort = rawSort === undefined ? opts.defaultSort : sortParam.safeParse(rawSort).data;
  if (!sort) throw badRequest('sort must be ["field","ASC" or "DESC"]');
  // react-admin's default sort is `id`: it means the default order.
  const wanted = sort[0] === 'id' ? opts.defaultSort[0] : sort[0];
  const field = opts.sortable.find((k) => k === wanted);
  if (field === undefined)
    throw badRequest(`sort: cannot sort by ${sort[0]} (one of ${opts.sortable.join(', ')})`);

  const rawRange = parseJsonParam(c, 'range');
  const range = rawRange === undefined ? [0, 24] : rangeParam.safeParse(rawRange).data;
  if (!range)
    throw badRequest(`range must be [start,end] with 0 <= start <= end and at most ${MAX_PAGE} rows`);

  const rawFilter = parseJsonParam(c, 'filter') ?? {};
  if (typeof rawFilter !== 'object' || rawFilter === null || Array.isArray(rawFilter))
    throw badRequest('filter must be a JSON object');
  const filter = opts.filter.safeParse(rawFilter);
  if (!filter.success) {
    const issue = filter.error.issues[0];
    throw badRequest(`filter.${issue?.path.map(String).join('.') || ''}: ${issue?.message ?? 'invalid'}`);
  }
  return {
    sort: { field, order: sort[1].toUpperCase() as 'ASC' | 'DESC' },
    range: { start: range[0], end: range[1] },
    filter: filter.data,
  };
}

/** Sets `Content-Range` for `rows` rows starting at `start` out of `total`. */
export function setContentRange(c: Context, resource: string, start: number, rows: number, total: number) {
  const end = rows === 0 ? start : start + rows - 1;
  c.header('Content-Range', `${resource} ${start}-${end}/${total}`);
}
