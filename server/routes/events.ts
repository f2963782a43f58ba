import { Hono } from 'hono';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import type { Db, Tx } from '../db/client';
import { requireAgency } from '../auth/middleware';
import { events, priceTiers, tickets } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/httpError';
import { newId } from '../lib/ids';
import { parseWith, readJson } from '../lib/validation';
import { eventColumns } from '../lib/eventBody';
import { activeBody, eventBody, SEAT_HOLDING_STATUSES, type EventBody } from '../../src/contract/events';
import { EVENT_STATUSES, isEventStatus } from '../../src/contract/eventStatus';
import { scheduleCondition } from '../lib/eventSchedule';
import { serializeEvent } from '../serializers/events';
import { byAccount, writeJournal, type JournalEntryInput } from '../money/journal';
import { changedFields, pick } from '../money/journalDiff';

export const EVENT_NOT_FOUND = 'Event not found';
export const EVENT_HAS_SALES = 'This event has sold tickets and cannot be deleted; deactivate it instead';

/** Page and limit query parameters, clamped to sane values. */
/** `page` and `limit` from the query: absent means the default; anything but a positive integer is a 400. */
export function pageParams(query: Record<string, string | undefined>, defaultLimit: number) {
  const whole = (name: string, fallback: number) => {
    const value = query[name];
    if (value === undefined || value === '') return fallback;
    if (!/^[1-9]\d{0,5}$/.test(value)) throw badRequest(`${name} must be a whole number from 1 to 999999`);
    return Number(value);
  };
  const page = whole('page', 1);
  const limit = Math.min(100, whole('limit', defaultLimit));
  return { page, limit, offset: (page - 1) * limit };
}

/** The signed-in organiser's event (optionally locked); anyone else's is 404 like a missing one. */
export async function ownedEvent(db: Db | Tx, id: string, ownerId: string, lock = false) {
  const q = db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.ownerId, ownerId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}

/**
 * The events with their tiers, in one statement whatever their number: the ids travel as one array
 * parameter (`= any($1)`), where one parameter per event would pass the protocol's 65,535 (it counts
 * a statement's parameters in 16 bits). The tiers are grouped by event in one pass.
 */
export async function withTiers(db: Db | Tx, rows: Array<typeof events.$inferSelect>) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const tiers = await db
    .select()
    .from(priceTiers)
    .where(sql`${priceTiers.eventId} = any(${sql.param(ids)}::varchar[])`);
  const byEvent = new Map<string, Array<typeof priceTiers.$inferSelect>>();
  for (const t of tiers) {
    const own = byEvent.get(t.eventId);
    if (own) own.push(t);
    else byEvent.set(t.eventId, [t]);
  }
  return rows.map((r) => serializeEvent(r, byEvent.get(r.id) ?? []));
}

/**
 * Replaces an event's tiers by the body's list: a tier keeps its row (and its sales) when the body
 * names its _id (or, without _id, its name); a tier with sales can neither be removed nor shrink
 * below its sold count. Runs with the event row locked, so ticket sales wait for it.
 */
async function replaceTiers(
  tx: Tx,
  eventId: string,
  body: EventBody['priceTiers'],
): Promise<JournalEntryInput[]> {
  const existing = await tx.select().from(priceTiers).where(eq(priceTiers.eventId, eventId)).for('update');
  const kept = new Set<string>();
  const plan = body.map((t, position) => {
    const match =
      existing.find((e) => t._id && e.id === t._id && !kept.has(e.id)) ??
      (t._id ? undefined : existing.find((e) => e.name === t.name && !kept.has(e.id)));
    if (match) kept.add(match.id);
    return { t, position, match };
  });
  for (const e of existing) {
    if (!kept.has(e.id) && e.soldTickets > 0) {
      throw conflict(`The price tier '${e.name}' has sold tickets and cannot be removed`);
    }
  }
  for (const { t, match } of plan) {
    if (match && t.totalTickets < match.soldTickets) {
      throw badRequest(
        `The price tier '${t.name}' cannot have fewer tickets than the ${match.soldTickets} already sold`,
      );
    }
  }
  // Each tier added, changed or removed is an entry of its own (position alone is not a change).
  const journal: JournalEntryInput[] = [];
  const removed = existing.filter((e) => !kept.has(e.id));
  if (removed.length)
    await tx.delete(priceTiers).where(
      inArray(
        priceTiers.id,
        removed.map((e) => e.id),
      ),
    );
  for (const e of removed) {
    journal.push({ ...tierEntry('price_tier.deleted', e.id), before: tierFields(e, eventId), after: null });
  }
  for (const { t, position, match } of plan) {
    const values = {
      position,
      name: t.name,
      description: t.description,
      price: t.price.toFixed(2),
      totalTickets: t.totalTickets,
    };
    if (match) {
      await tx.update(priceTiers).set(values).where(eq(priceTiers.id, match.id));
      const diff = changedFields(tierFields(match, eventId), tierFields(values, eventId));
      if (diff) journal.push({ ...tierEntry('price_tier.updated', match.id), ...diff });
    } else {
      const id = newId();
      await tx.insert(priceTiers).values({ id, eventId, soldTickets: 0, ...values });
      journal.push({
        ...tierEntry('price_tier.created', id),
        before: null,
        after: tierFields(values, eventId),
      });
    }
  }
  return journal;
}

const tierEntry = (action: JournalEntryInput['action'], id: string) =>
  ({ action, entity: 'price-tier', entityId: id }) as const;
const tierFields = (
  t: Pick<typeof priceTiers.$inferSelect, 'name' | 'description' | 'price' | 'totalTickets'>,
  eventId: string,
) => ({ eventId, name: t.name, description: t.description, price: t.price, totalTickets: t.totalTickets });

/** What the journal keeps of an event (the columns a person recognises it by, and its schedule). */
const EVENT_FIELDS = [
  'name',
  'description',
  'category',
  'color',
  'image',
  'video',
  'locationName',
  'locationAddress',
  'latitude',
  'longitude',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'isActive',
] as const;
const eventFields = (e: Partial<typeof events.$inferSelect>) =>
  pick(e as typeof events.$inferSelect, EVENT_FIELDS);

/** SPEC §7 events calls for organisers: list, detail, stats, create, update, delete. */
export function eventsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAgency(deps));

  app.get('/', async (c) => {
    const query = c.req.query();
    const { page, limit, offset } = pageParams(query, 10);
    const status = query.status && query.status !== 'all' ? query.status : undefined;
    if (status !== undefined && !isEventStatus(status)) {
      throw badRequest(`status must be one of ${EVENT_STATUSES.join(', ')}`);
    }
    const where = and(eq(events.ownerId, c.get('user').id), status ? scheduleCondition(status) : undefined);
    const [{ total }] = await deps.db.select({ total: count() }).from(events).where(where);
    const rows = await deps.db
      .select()
      .from(events)
      .where(where)
      .orderBy(desc(events.startDate), desc(events.startTime), asc(events.id))
      .limit(limit)
      .offset(offset);
    return c.json({
      data: await withTiers(deps.db, rows),
      pagination: { page, limit, total, pages: Math.ceil(total / limit) },
    });
  });

  app.get('/:id', async (c) => {
    const row = await ownedEvent(deps.db, c.req.param('id'), c.get('user').id);
    const [event] = await withTiers(deps.db, [row]);
    return c.json({ data: event });
  });

  app.get('/:id/stats', async (c) => {
    const row = await ownedEvent(deps.db, c.req.param('id'), c.get('user').id);
    const tiers = await deps.db
      .select()
      .from(priceTiers)
      .where(eq(priceTiers.eventId, row.id))
      .orderBy(asc(priceTiers.position));
    // Sold means a ticket that holds its seat (active or used); revenue is summed in SQL numeric.
    const perTier = await deps.db
      .select({
        tierId: tickets.tierId,
        sold: sql<number>`count(*)::int`,
        scanned: sql<number>`count(*) filter (where ${tickets.isScanned})::int`,
        revenue: sql<string>`coalesce(sum(${tickets.tierPrice}), 0)::text`,
      })
      .from(tickets)
      .where(and(eq(tickets.eventId, row.id), inArray(tickets.status, [...SEAT_HOLDING_STATUSES])))
      .groupBy(tickets.tierId);
    const [totals] = await deps.db
      .select({
        sold: sql<number>`count(*)::int`,
        scanned: sql<number>`count(*) filter (where ${tickets.isScanned})::int`,
        revenue: sql<string>`coalesce(sum(${tickets.tierPrice}), 0)::text`,
      })
      .from(tickets)
      .where(and(eq(tickets.eventId, row.id), inArray(tickets.status, [...SEAT_HOLDING_STATUSES])));
    return c.json({
      data: {
        totalRevenue: Number(totals.revenue),
        totalTicketsSold: totals.sold,
        scannedTickets: totals.scanned,
        unscannedTickets: totals.sold - totals.scanned,
        priceTierStats: tiers.map((t) => {
          const s = perTier.find((p) => p.tierId === t.id);
          return {
            name: t.name,
            description: t.description,
            price: Number(t.price),
            totalTickets: t.totalTickets,
            soldTickets: t.soldTickets,
            scannedTickets: s?.scanned ?? 0,
            revenue: Number(s?.revenue ?? 0),
          };
        }),
      },
    });
  });

  app.post('/', async (c) => {
    const body = await readJson(c, eventBody);
    const id = newId();
    await deps.db.transaction(async (tx) => {
      const columns = { ...eventColumns(body), isActive: body.isActive ?? true };
      await tx.insert(events).values({ id, ownerId: c.get('user').id, ...columns });
      await writeJournal(tx, byAccount(c.get('user')), [
        {
          action: 'event.created',
          entity: 'event',
          entityId: id,
          before: null,
          after: { ...eventFields(columns), priceTiers: body.priceTiers.map((t) => t.name) },
        },
      ]);
      await tx.insert(priceTiers).values(
        body.priceTiers.map((t, position) => ({
          id: newId(),
          eventId: id,
          position,
          name: t.name,
          description: t.description,
          price: t.price.toFixed(2),
          totalTickets: t.totalTickets,
        })),
      );
    });
    const [event] = await withTiers(deps.db, [await ownedEvent(deps.db, id, c.get('user').id)]);
    return c.json({ message: 'Event created successfully', data: event }, 201);
  });

  app.put('/:id', async (c) => {
    let raw: unknown;
    try {
      const text = await c.req.text();
      raw = text ? JSON.parse(text) : {};
    } catch {
      throw badRequest('Invalid JSON body');
    }
    const ownerId = c.get('user').id;
    const id = c.req.param('id');
    const onlyActive =
      raw !== null &&
      typeof raw === 'object' &&
      !Array.isArray(raw) &&
      Object.keys(raw).length === 1 &&
      'isActive' in raw;
    await deps.db.transaction(async (tx) => {
      const current = await ownedEvent(tx, id, ownerId, true);
      let changes: Partial<typeof events.$inferSelect>;
      const entries: JournalEntryInput[] = [];
      if (onlyActive) {
        changes = { isActive: parseWith(activeBody, raw).isActive };
        await tx.update(events).set(changes).where(eq(events.id, id));
      } else {
        const body = parseWith(eventBody, raw);
        changes = {
          ...eventColumns(body),
          ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
        };
        await tx.update(events).set(changes).where(eq(events.id, id));
        entries.push(...(await replaceTiers(tx, id, body.priceTiers)));
      }
      const diff = changedFields(eventFields(current), eventFields(changes));
      if (diff) entries.unshift({ action: 'event.updated', entity: 'event', entityId: id, ...diff });
      await writeJournal(tx, byAccount(c.get('user')), entries);
    });
    const [event] = await withTiers(deps.db, [await ownedEvent(deps.db, id, ownerId)]);
    return c.json({ message: 'Event updated successfully', data: event });
  });

  app.delete('/:id', async (c) => {
    const ownerId = c.get('user').id;
    const id = c.req.param('id');
    // Conditional delete: a sale committed meanwhile makes total_tickets_sold > 0 and keeps the event.
    const deleted = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .delete(events)
        .where(and(eq(events.id, id), eq(events.ownerId, ownerId), eq(events.totalTicketsSold, 0)))
        .returning();
      if (rows[0]) {
        await writeJournal(tx, byAccount(c.get('user')), [
          {
            action: 'event.deleted',
            entity: 'event',
            entityId: id,
            before: eventFields(rows[0]),
            after: null,
          },
        ]);
      }
      return rows;
    });
    if (deleted.length === 0) {
      await ownedEvent(deps.db, id, ownerId);
      throw conflict(EVENT_HAS_SALES);
    }
    return c.json({ message: 'Event deleted successfully' });
  });

  return app;
}
