import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import { requireAgentSession } from '../scan/agentSession';
import { byAccount, writeJournal } from '../money/journal';
import { checkinLists, events, priceTiers, securityAgents } from '../db/schema';
import { readJson } from '../lib/validation';
import { listSpec, simpleRestList } from '../lib/simpleRestList';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../lib/httpError';
import { newId } from '../lib/ids';
import { pgErrorCode } from '../lib/dbErrors';
import { agentListBody, checkInListBody } from '../../src/contract/checkInLists';
import { MESSAGES } from '../../src/contract/messages';
import { SCAN_NONCE } from '../../src/contract/scanDecision';
import { scanTicket } from '../scan/scanTicket';
import { agentGates, gateStats } from '../scan/gateStats';

const LIST_NOT_FOUND = 'Check-in list not found';
const EVENT_NOT_FOUND = 'Event not found';
const NAME_TAKEN = 'A check-in list with this name already exists for this event';

type ListRow = typeof checkinLists.$inferSelect;

/** A list as react-admin reads it (simple-REST: `id`). */
const serializeList = (l: ListRow) => ({
  id: l.id,
  eventId: l.eventId,
  name: l.name,
  tierIds: l.tierIds,
  startsAt: l.startsAt?.toISOString() ?? null,
  endsAt: l.endsAt?.toISOString() ?? null,
  allowReentry: l.allowReentry,
});

const listFilter = z.object({ eventId: z.string().max(24).optional() }).passthrough();
/** `name` is the sort react-admin may send; an event's few lists keep the order they were made in. */
const CHECK_IN_LIST_LIST = listSpec({
  resource: 'checkin-lists',
  sortable: { name: true },
  defaultSort: ['name', 'ASC'],
  filter: listFilter,
});

/**
 * GET/POST /api/checkin-lists, GET/PUT/DELETE /api/checkin-lists/{id} (extension `checkInLists`,
 * simple-REST for react-admin): the organiser's gates of an event. Changes are journaled.
 */
export function checkInListRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const agency = requireAgency(deps);

  const ownEvent = async (c: Context<AppEnv>, eventId: string) => {
    const [event] = await deps.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.ownerId, c.get('user').id)))
      .limit(1);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return event;
  };
  const ownList = async (c: Context<AppEnv>, id: string) => {
    const [row] = await deps.db
      .select({ list: checkinLists })
      .from(checkinLists)
      .innerJoin(events, eq(events.id, checkinLists.eventId))
      .where(and(eq(checkinLists.id, id), eq(events.ownerId, c.get('user').id)))
      .limit(1);
    if (!row) throw notFound(LIST_NOT_FOUND);
    return row.list;
  };
  /** The tiers named must be the event's own. */
  const checkTiers = async (eventId: string, tierIds: string[]) => {
    const rows = await deps.db
      .select({ id: priceTiers.id })
      .from(priceTiers)
      .where(eq(priceTiers.eventId, eventId));
    const known = new Set(rows.map((r) => r.id));
    if (tierIds.some((t) => !known.has(t)))
      throw badRequest('Validation failed', { tierIds: MESSAGES.choice });
  };
  const nameTaken = (err: unknown) => {
    if (pgErrorCode(err) === '23505') throw conflict(NAME_TAKEN, { name: MESSAGES.checkInListNameTaken });
    throw err;
  };
  const bodyOf = async (c: Context<AppEnv>) => {
    const body = await readJson(c, checkInListBody);
    return {
      ...body,
      startsAt: body.startsAt ? new Date(body.startsAt) : null,
      endsAt: body.endsAt ? new Date(body.endsAt) : null,
    };
  };

  app.get(
    '/',
    agency,
    simpleRestList(CHECK_IN_LIST_LIST, async ({ filter, limit, offset }, c) => {
      const eventId = filter.eventId;
      if (!eventId) throw badRequest('filter.eventId is required');
      await ownEvent(c, eventId);
      const rows = await deps.db
        .select()
        .from(checkinLists)
        .where(eq(checkinLists.eventId, eventId))
        .orderBy(asc(checkinLists.createdAt), asc(checkinLists.id));
      return { rows: rows.slice(offset, offset + limit).map(serializeList), total: rows.length };
    }),
  );

  app.get('/:id', agency, async (c) => c.json(serializeList(await ownList(c, c.req.param('id')))));

  app.post('/', agency, async (c) => {
    const body = await bodyOf(c);
    await ownEvent(c, body.eventId);
    await checkTiers(body.eventId, body.tierIds);
    const row = await deps.db
      .transaction(async (tx) => {
        const [created] = await tx
          .insert(checkinLists)
          .values({ id: newId(), ...body })
          .returning();
        await writeJournal(tx, byAccount(c.get('user')), [
          {
            action: 'checkin_list.created',
            entity: 'checkin-list',
            entityId: created.id,
            before: null,
            after: serializeList(created),
          },
        ]);
        return created;
      })
      .catch(nameTaken);
    return c.json(serializeList(row), 201);
  });

  app.put('/:id', agency, async (c) => {
    const list = await ownList(c, c.req.param('id'));
    const body = await bodyOf(c);
    if (body.eventId !== list.eventId) throw forbidden('A check-in list stays with its event');
    await checkTiers(list.eventId, body.tierIds);
    const row = await deps.db
      .transaction(async (tx) => {
        const [updated] = await tx
          .update(checkinLists)
          .set({
            name: body.name,
            tierIds: body.tierIds,
            startsAt: body.startsAt,
            endsAt: body.endsAt,
            allowReentry: body.allowReentry,
          })
          .where(eq(checkinLists.id, list.id))
          .returning();
        await writeJournal(tx, byAccount(c.get('user')), [
          {
            action: 'checkin_list.updated',
            entity: 'checkin-list',
            entityId: list.id,
            before: serializeList(list),
            after: serializeList(updated),
          },
        ]);
        return updated;
      })
      .catch(nameTaken);
    return c.json(serializeList(row));
  });

  app.delete('/:id', agency, async (c) => {
    const list = await ownList(c, c.req.param('id'));
    await deps.db.transaction(async (tx) => {
      await tx.delete(checkinLists).where(eq(checkinLists.id, list.id));
      await writeJournal(tx, byAccount(c.get('user')), [
        {
          action: 'checkin_list.deleted',
          entity: 'checkin-list',
          entityId: list.id,
          before: serializeList(list),
          after: null,
        },
      ]);
    });
    return c.json(serializeList(list));
  });

  return app;
}

const exitBody = z.object({
  agentId: z.string().min(1).max(100).optional(),
  nonce: z.string().regex(SCAN_NONCE).optional(),
  deviceAt: z.iso.datetime({ offset: true }).optional(),
});

/**
 * The gates' calls under /api/security-agents (extension `checkInLists`): the agent's list for the
 * phone, an exit scan, the organiser's assignment of an agent to a list, and the live statistics.
 */
export function gateRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const agency = requireAgency(deps);
  const agentSession = requireAgentSession(deps);

  app.get('/event/:eventId/tickets/checkin-list', agentSession, async (c) => {
    const session = c.get('agent')!;
    if (c.req.param('eventId') !== session.eventId)
      throw forbidden('This security agent cannot access this event');
    return c.json({ success: true, data: await agentGates(deps.db, session.agentDbId, session.eventId) });
  });

  app.post('/scan/:ticketId/exit', agentSession, async (c) => {
    const session = c.get('agent')!;
    const body = await readJson(c, exitBody);
    if (body.agentId && body.agentId !== session.agentDbId)
      throw forbidden('This security agent cannot scan for another agent');
    const outcome = await scanTicket(deps.db, {
      ...session,
      ref: c.req.param('ticketId').trim(),
      action: 'accept',
      stage: undefined,
      gate: 'exit',
      ...(body.nonce ? { nonce: body.nonce } : {}),
      ...(body.deviceAt ? { deviceAt: new Date(body.deviceAt) } : {}),
    });
    if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
    return c.json({ success: true, result: outcome.result, data: outcome.ticket });
  });

  app.put('/:id/checkin-list', agency, async (c) => {
    const [row] = await deps.db
      .select({ agent: securityAgents })
      .from(securityAgents)
      .innerJoin(events, eq(events.id, securityAgents.eventId))
      .where(and(eq(securityAgents.id, c.req.param('id')), eq(events.ownerId, c.get('user').id)))
      .limit(1);
    if (!row) throw notFound('Security agent not found');
    const agent = row.agent;
    const { checkInListId } = await readJson(c, agentListBody);
    if (checkInListId) {
      const [list] = await deps.db
        .select({ id: checkinLists.id })
        .from(checkinLists)
        .where(and(eq(checkinLists.id, checkInListId), eq(checkinLists.eventId, agent.eventId)))
        .limit(1);
      if (!list) throw conflict(LIST_NOT_FOUND);
    }
    if ((agent.checkinListId ?? null) !== checkInListId) {
      await deps.db.transaction(async (tx) => {
        await tx
          .update(securityAgents)
          .set({ checkinListId: checkInListId })
          .where(eq(securityAgents.id, agent.id));
        await writeJournal(tx, byAccount(c.get('user')), [
          {
            action: 'agent.checkin_list',
            entity: 'security-agent',
            entityId: agent.id,
            before: { name: agent.name, checkInListId: agent.checkinListId ?? null },
            after: { name: agent.name, checkInListId },
          },
        ]);
      });
    }
    return c.json({ success: true, data: { _id: agent.id, checkInListId } });
  });

  app.get('/event/:eventId/gate-stats', agency, async (c) => {
    const eventId = c.req.param('eventId');
    const [event] = await deps.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.ownerId, c.get('user').id)))
      .limit(1);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return c.json({ success: true, data: await gateStats(deps.db, event.id) });
  });

  return app;
}
