import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import { journal } from '../db/schema';
import { isoDateFilter, parseListQuery, setContentRange } from '../lib/simpleRest';
import { dayAfter, dayStart } from '../money/periods';

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

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** GET /api/journal: the signed-in account's journal, newest first, in simple-REST form. */
export function journalRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAgency(deps));
  app.get('/', async (c) => {
    const { sort, range, filter } = parseListQuery(c, {
      sortable: Object.keys(SORTABLE),
      defaultSort: ['createdAt', 'DESC'],
      filter: journalFilter,
    });
    const where: SQL[] = [eq(journal.accountId, c.get('user').id)];
    if (filter.actor) where.push(ilike(journal.actor, `%${escapeLike(filter.actor)}%`));
    if (filter.action) where.push(eq(journal.action, filter.action));
    if (filter.entity) where.push(eq(journal.entity, filter.entity));
    if (filter.entityId) where.push(eq(journal.entityId, filter.entityId));
    if (filter.startDate) where.push(gte(journal.createdAt, dayStart(filter.startDate)));
    if (filter.endDate) where.push(lt(journal.createdAt, dayAfter(filter.endDate)));
    if (filter.q) {
      const like = `%${escapeLike(filter.q)}%`;
      where.push(
        or(ilike(journal.actor, like), ilike(journal.action, like), ilike(journal.entityId, like)) as SQL,
      );
    }
    const cond = and(...where);
    const column = SORTABLE[sort.field as keyof typeof SORTABLE];
    const order = sort.order === 'ASC' ? asc : desc;
    const [{ total }] = await deps.db.select({ total: count() }).from(journal).where(cond);
    const rows = await deps.db
      .select()
      .from(journal)
      .where(cond)
      .orderBy(order(column), order(journal.seq))
      .limit(range.end - range.start + 1)
      .offset(range.start);
    setContentRange(c, 'journal', range.start, rows.length, total);
    return c.json(rows.map(serializeJournal));
  });
  return app;
}
