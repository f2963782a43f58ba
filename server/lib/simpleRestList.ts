import type { Context } from 'hono';
import { and, asc, count, desc, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { Column, SQL, SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppEnv } from '../env';
import type { Db } from '../db/client';
import { dayAfter, dayStart } from '../money/periods';
import { parseListQuery, setContentRange, type ListQuery } from './simpleRest';

export type Order = 'ASC' | 'DESC';

/** `expr` in the order the list was asked for. */
export const ordered = (expr: SQLWrapper, order: Order): SQL => (order === 'ASC' ? asc(expr) : desc(expr));

/** An ILIKE pattern for "contains `s`", the user's `%`, `_` and `\` taken as themselves. */
export const containing = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Rows where any of `columns` contains `q` (ignoring case); none if there are no columns. */
export const anyContains = (q: string, columns: Array<Column | SQL>): SQL =>
  or(...columns.map((column) => ilike(column, containing(q)))) ?? sql`false`;

/** The `startDate`/`endDate` filters (calendar days, both inclusive) over `column`. */
export function withinDays(column: Column, days: { startDate?: string; endDate?: string }): SQL[] {
  const where: SQL[] = [];
  if (days.startDate) where.push(gte(column, dayStart(days.startDate)));
  if (days.endDate) where.push(lt(column, dayAfter(days.endDate)));
  return where;
}

/** One asked-for page: the parsed query, and the rows to read (`limit` from `offset`). */
export interface ListPage<F, K extends string> extends ListQuery<F, K> {
  limit: number;
  offset: number;
}

/** What a list answers: its name in `Content-Range`, its sort fields, default order and filter. */
export interface ListSpec<K extends string, S extends z.ZodType> {
  /** The name `Content-Range` gives the rows (`<resource> start-end/total`). */
  resource: string;
  /** The fields a list may be sorted by (their values are the route's own: columns, orders…). */
  sortable: Record<K, unknown>;
  defaultSort: [NoInfer<K>, Order];
  filter: S;
}

/** A list's spec, its sort fields and filter type kept for its page reader (`PageOf`). */
export const listSpec = <K extends string, S extends z.ZodType>(spec: ListSpec<K, S>) => spec;

/** The page a list's reader is given. */
export type PageOf<L> = L extends ListSpec<infer K, infer S> ? ListPage<z.infer<S>, K> : never;

/**
 * The handler of a simple-REST list (ra-data-simple-rest): `sort`, `range` and `filter` parsed and
 * checked (a 400 naming the parameter, server/lib/simpleRest.ts), then `read`'s rows answered as the
 * JSON array with `Content-Range` (exposed, so a cross-origin client can read the total too).
 */
export function simpleRestList<K extends string, S extends z.ZodType, T>(
  spec: ListSpec<K, S>,
  read: (page: ListPage<z.infer<S>, K>, c: Context<AppEnv>) => Promise<{ rows: T[]; total: number }>,
) {
  const sortable = Object.keys(spec.sortable) as K[]; // the record's own keys, so K's
  return async (c: Context<AppEnv>) => {
    const query = parseListQuery(c, { sortable, defaultSort: spec.defaultSort, filter: spec.filter });
    const { start, end } = query.range;
    const { rows, total } = await read({ ...query, limit: end - start + 1, offset: start }, c);
    setContentRange(c, spec.resource, start, rows.length, total);
    c.header('Access-Control-Expose-Headers', 'Content-Range');
    return c.json(rows);
  };
}

/**
 * A page of one table's rows matching `where` in `orderBy`, and how many match; the two statements
 * run at once (on PostgreSQL, on two connections).
 */
export async function tablePage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL[],
  orderBy: SQL[],
  page: { limit: number; offset: number },
) {
  const cond = and(...where);
  const from: PgTable = table;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(from)
      .where(cond)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(from).where(cond),
  ]);
  // drizzle types a select over any table as loose records; `select()` reads T's whole rows.
  return { rows: rows as T['$inferSelect'][], total };
}
