import { Hono } from 'hono';
import { z } from 'zod';
import { eq, ilike, type SQL } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import type { Db } from '../db/client';
import { requireAgency } from '../auth/middleware';
import { journal } from '../db/schema';
import { isoDateFilter } from '../lib/simpleRest';
import {
  anyContains,
  containing,
  listSpec,
  ordered,
  simpleRestList,
  tablePage,
  withinDays,
} from '../lib/simpleRestList';
import type { PageOf } from '../lib/simpleRestList';

const text = z.string().trim().max(100);
const journalFilter = z.object({
  q: text.optional(),
  actor: text.optional(),
  action: text.optional(),
  entity: text.optional(),
  entityId: text.optional(),
  startDate: isoDateFilter.optional(),
  endDate: isoDateFilter.optional(),
});

const SORTABLE = {
  createdAt: journal.seq,
  actor: journal.actor,
  action: journal.action,
  entity: journal.entity,
} as const;

type JournalRow = typeof journal.$inferSelect;
export const serializeJournal = (r: JournalRow) => ({
  id: r.id,
  actor: r.actor,
  action: r.action,
  entity: r.entity,
  entityId: r.entityId,
  before: r.before,
  after: r.after,
  idempotencyKey: r.idempotencyKey,
  createdAt: r.createdAt.toISOString(),
});

const JOURNAL_LIST = listSpec({
  resource: 'journal',
  sortable: SORTABLE,
  defaultSort: ['createdAt', 'DESC'],
  filter: journalFilter,
});

/** One page of an account's journal, and how many entries match. */
async function journalPage(db: Db, accountId: string, page: PageOf<typeof JOURNAL_LIST>) {
  const { sort, filter } = page;
  const where: SQL[] = [eq(journal.accountId, accountId), ...withinDays(journal.createdAt, filter)];
  if (filter.actor) where.push(ilike(journal.actor, containing(filter.actor)));
  if (filter.action) where.push(eq(journal.action, filter.action));
  if (filter.entity) where.push(eq(journal.entity, filter.entity));
  if (filter.entityId) where.push(eq(journal.entityId, filter.entityId));
  if (filter.q) where.push(anyContains(filter.q, [journal.actor, journal.action, journal.entityId]));
  const order = [ordered(SORTABLE[sort.field], sort.order), ordered(journal.seq, sort.order)];
  const { rows, total } = await tablePage(db, journal, where, order, page);
  return { rows: rows.map(serializeJournal), total };
}

/** GET /api/journal: the signed-in account's journal, newest first, in simple-REST form. */
export function journalRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAgency(deps));
  app.get(
    '/',
    simpleRestList(JOURNAL_LIST, (page, c) => journalPage(deps.db, c.get('user').id, page)),
  );
  return app;
}
