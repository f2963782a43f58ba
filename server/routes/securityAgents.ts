import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { z } from 'zod';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { byAccount, writeJournal } from '../money/journal';
import type { AppDeps, AppEnv } from '../env';
import { readAgentToken, requireAgency } from '../auth/middleware';
import { bearer } from '../auth/tokens';
import { hashPassword } from '../auth/password';
import { events, securityAgents, tickets, users } from '../db/schema';
import { readJson } from '../lib/validation';
import {
  agentCreateBody,
  agentPasswordBody,
  agentUpdateBody,
  SEAT_HOLDING_STATUSES,
} from '../../src/contract/events';
import { MESSAGES } from '../../src/contract/messages';
import { HttpError, badRequest, conflict, forbidden, notFound, unauthorized } from '../lib/httpError';
import { newId, newPublicId } from '../lib/ids';
import { pgErrorCode } from '../lib/dbErrors';
import { serializeAgent } from '../scan/serializers';
import { AGENT_SESSION_REQUIRED, requireAgentSession } from '../scan/agentSession';
import type { ScanRequest } from '../scan/scanTicket';
import { ScanBatcher } from '../scan/scanBatcher';
import { SYNC_RATE, syncConflicts, syncScans } from '../scan/syncScans';
import { TICKET_NOT_FOR_EVENT } from '../scan/refusals';
import { reserveUse } from '../auth/attempts';
import { scanSyncBody } from '../../src/contract/scanSync';
import { SCAN_ACTIONS, SCAN_NONCE, SCAN_STAGES } from '../../src/contract/scanDecision';
import { liveHubFor } from '../live/liveHub';
import { liveStream } from '../live/sse';
import { changesSince, lastChangeNumber } from '../live/liveChanges';
import { streamSessionsFor } from '../live/streamSessions';
import { publicOrigin } from '../config';
import { reportDeviceQueue, waitingOnDevices } from '../scan/deviceQueues';
import { checkDevice, deviceStillValid } from '../devices/deviceSession';
import { searchEventTickets } from '../scan/ticketSearch';
import { scannerTicketRows, scannerTickets } from '../scan/scannerTicketRows';
import { TICKET_SEARCH_QUERY_MAX } from '../../src/contract/ticketSearch';

const scanBody = z.object({
  agentId: z.string().min(1).max(100).optional(),
  action: z.enum(SCAN_ACTIONS, { error: "action must be 'accept' or 'reject'" }),
  stage: z.enum(SCAN_STAGES).optional(),
  nonce: z.string().regex(SCAN_NONCE).optional(),
  deviceAt: z.iso.datetime({ offset: true }).optional(),
});

export const EVENT_NOT_FOUND = 'Event not found';
/** Most tickets one page of the scanner's paged download carries (`?limit=&offset=`). */
export const PAGE_MAX = 5000;
/** Changes committed just before a cursor was taken are sent again rather than missed. */
const SINCE_OVERLAP_MS = 10_000;

/** An ISO 8601 date-time (the cursor a previous answer gave); anything else is a 400, never a database error. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
function parseSince(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  if (!ISO_DATE_TIME.test(value) || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1970)
    throw badRequest('since must be a date');
  return date;
}
export const AGENT_NOT_FOUND = 'Security agent not found';

/**
 * Public address of the deployment for QR codes: PUBLIC_URL, else the configured port, as reset links.
 * Never the request's Host, which the sender chooses (a QR code printed from it would send agents elsewhere).
 */
const originOf = (deps: AppDeps) => publicOrigin(deps.config);

export function securityAgentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const agency = requireAgency(deps);
  const agentSession = requireAgentSession(deps);

  const ownEvent = async (c: Context<AppEnv>, eventId: string) => {
    const [event] = await deps.db
      .select({ id: events.id, name: events.name })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.ownerId, c.get('user').id)))
      .limit(1);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return event;
  };
  const ownAgent = async (c: Context<AppEnv>, id: string) => {
    const [row] = await deps.db
      .select({ agent: securityAgents })
      .from(securityAgents)
      .innerJoin(events, eq(events.id, securityAgents.eventId))
      .where(and(eq(securityAgents.id, id), eq(events.ownerId, c.get('user').id)))
      .limit(1);
    if (!row) throw notFound(AGENT_NOT_FOUND);
    return row.agent;
  };
  const scanCounts = async (eventId: string) => {
    const rows = await deps.db
      .select({ agent: tickets.scannedBy, n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(and(eq(tickets.eventId, eventId), eq(tickets.isScanned, true), isNotNull(tickets.scannedBy)))
      .groupBy(tickets.scannedBy);
    return new Map(rows.map((r) => [r.agent, r.n]));
  };

  // --- Scanner calls (agent session token) ---------------------------------------------------

  app.get('/event/:eventId/tickets', agentSession, compress(), async (c) => {
    const session = c.get('agent')!;
    const queryAgent = c.req.query('agentId');
    if (c.req.param('eventId') !== session.eventId || (queryAgent && queryAgent !== session.agentDbId)) {
      throw forbidden('This security agent cannot access this event');
    }
    // Extension ticketSearch: ?q= is the scanner's search asked of the server while the phone's
    // copy of the event is still downloading.
    const query = c.req.query('q');
    if (query !== undefined) {
      if (!query.trim() || query.length > TICKET_SEARCH_QUERY_MAX)
        throw badRequest(`q must be 1 to ${TICKET_SEARCH_QUERY_MAX} characters`);
      const data = await searchEventTickets(deps, session.eventId, query);
      return c.json({ success: true, data: { data, search: true } });
    }
    // Extension (issue 17, first screen first): ?limit=N returns the first N tickets of the list and
    // the event's counts, small enough to paint at once while the full list is on its way.
    // With &offset=M it is one page of the whole list, so that a phone downloads the event in pages
    // it can search as they arrive (`rows`: how many tickets the event has, whatever their status;
    // `cursor`: what to pass as `since` once every page is in).
    const limitText = c.req.query('limit');
    if (limitText !== undefined) {
      const offsetText = c.req.query('offset');
      const offset = offsetText === undefined ? 0 : Number(offsetText);
      if (offsetText !== undefined && !/^\d+$/.test(offsetText))
        throw badRequest('offset must be a whole number');
      const maxLimit = offsetText === undefined ? 500 : PAGE_MAX;
      const limit = Number(limitText);
      if (!/^\d+$/.test(limitText) || limit < 1 || limit > maxLimit)
        throw badRequest(`limit must be a whole number from 1 to ${maxLimit}`);
      const cursor = new Date().toISOString();
      // A later page (&offset=) only carries its tickets: the counts are the first screen's, and
      // counting the whole event again for each page would cost every page a scan of it.
      const paging = offsetText !== undefined && offset > 0;
      const [rows, [counts]] = await Promise.all([
        scannerTicketRows(deps.db, eq(tickets.eventId, session.eventId)).limit(limit).offset(offset),
        // The counters count what the statistics count: tickets holding a seat (active or used).
        paging
          ? Promise.resolve([null])
          : deps.db
              .select({
                total: sql<number>`count(*) FILTER (WHERE ${inArray(tickets.status, [...SEAT_HOLDING_STATUSES])})::int`,
                scanned: sql<number>`count(*) FILTER (WHERE ${tickets.isScanned} AND ${inArray(tickets.status, [...SEAT_HOLDING_STATUSES])})::int`,
                all: sql<number>`count(*)::int`,
              })
              .from(tickets)
              .where(eq(tickets.eventId, session.eventId)),
      ]);
      const data = scannerTickets(rows);
      return c.json({
        success: true,
        data: {
          data,
          ...(counts ? { total: counts.total, scanned: counts.scanned, rows: counts.all } : {}),
          first: true,
          offset,
          pageMax: PAGE_MAX,
          cursor,
        },
      });
    }
    // Extension: ?since={cursor of a previous answer} returns only the tickets changed since then.
    const since = parseSince(c.req.query('since'));
    const cursor = new Date().toISOString();
    const rows = await scannerTicketRows(
      deps.db,
      since
        ? and(
            eq(tickets.eventId, session.eventId),
            gt(tickets.updatedAt, new Date(since.getTime() - SINCE_OVERLAP_MS)),
          )
        : eq(tickets.eventId, session.eventId),
    );
    const data = scannerTickets(rows);
    return c.json({ success: true, data: { data, total: data.length, cursor, partial: Boolean(since) } });
  });

  // Group commit: concurrent scans share one transaction (see ScanBatcher), each with its own answer.
  const scans = new ScanBatcher(deps.db, deps.arrivals, {
    yieldBetweenStatements: deps.databaseKind !== 'postgres',
  });

  app.post('/scan/:ticketId', async (c) => {
    // The token is verified here (readToken remembers verified tokens); the agent itself (still there, active, of the token's event) is
    // checked in the scan's own transaction instead of by one more query per scan. A request refused
    // before that (bad body, another agent's id) checks it first, so that the answers stay those of
    // the session middleware, in the same order.
    const checked = scans.arriving();
    let request: ScanRequest;
    try {
      const session = await readAgentToken(deps, c.req.header('Authorization'));
      if (!session) throw unauthorized(AGENT_SESSION_REQUIRED);
      // A revoked phone's scan is refused before anything (extension `devices`).
      await checkDevice(deps.db, session);
      let body: z.infer<typeof scanBody>;
      try {
        body = await readJson(c, scanBody);
        if (body.agentId && body.agentId !== session.agentDbId)
          throw forbidden('This security agent cannot scan for another agent');
      } catch (err) {
        checked();
        await agentSession(c, async () => {});
        throw err;
      }
      request = {
        agentDbId: session.agentDbId,
        eventId: session.eventId,
        sessionVersion: session.sessionVersion,
        ref: c.req.param('ticketId').trim(),
        action: body.action,
        stage: body.stage,
        // Extension checkInLists: the agent's list decides too, except where SPEC alone is served.
        gates: deps.config.apiProfile !== 'spec',
        ...(body.nonce ? { nonce: body.nonce } : {}),
        ...(body.deviceAt ? { deviceAt: new Date(body.deviceAt) } : {}),
      };
    } finally {
      checked();
    }
    const outcome = await scans.scan(request);
    if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
    return c.json({ success: true, result: outcome.result, data: outcome.ticket });
  });

  // Offline admissions from the scanner's outbox (issue 17): the nonce is the idempotency key. The
  // agent is checked per scan inside the transaction, so a deactivated agent's queued scans come
  // back refused one by one with the reason, which the scanner shows.
  // Counted per agent before the body is read (shared by every instance when REDIS_URL is set): a
  // device drains its backlog in a few requests, a token replayed in a loop gets 429.
  const syncLimiter = deps.rateLimiter('sync', SYNC_RATE.max, SYNC_RATE.windowMs);
  app.post('/sync', async (c) => {
    const session = await readAgentToken(deps, c.req.header('Authorization'));
    if (!session) throw unauthorized(AGENT_SESSION_REQUIRED);
    // A revoked phone's queue is not recorded: the organiser decides on it (extension `devices`).
    await checkDevice(deps.db, session);
    await reserveUse(syncLimiter, [[`agent:${session.agentDbId}`, SYNC_RATE.max]]);
    const { scans: queued } = await readJson(c, scanSyncBody);
    const results = await syncScans(deps.db, session, queued);
    // None of them names a ticket of the agent's event: refused as a whole, nothing recorded.
    if (!results) throw notFound(TICKET_NOT_FOR_EVENT);
    return c.json({ success: true, data: results });
  });

  // Extension `deviceQueues`: each scanner device reports how many admissions it holds unsent.
  app.put('/device-queue', (c) => reportDeviceQueue(deps, c));

  // Live across gates: the event's ticket changes as server-sent events, fed by the database's
  // LISTEN/NOTIFY (migration 0500), so every API instance's admissions reach every page.
  const hub = liveHubFor(deps, deps.listen, {
    last: () => lastChangeNumber(deps.db),
    since: (after, eventIds) => changesSince(deps.db, after, eventIds),
  });
  const replayFor = (eventId: string) => (after: number) => changesSince(deps.db, after, [eventId]);
  const sessions = streamSessionsFor(deps, deps.listen);
  app.get('/event/:eventId/tickets/live', agentSession, (c) => {
    const session = c.get('agent')!;
    const queryAgent = c.req.query('agentId');
    if (c.req.param('eventId') !== session.eventId || (queryAgent && queryAgent !== session.agentDbId)) {
      throw forbidden('This security agent cannot access this event');
    }
    return liveStream(
      c,
      hub,
      session.eventId,
      {
        sessions,
        session: {
          subject: `a:${session.agentDbId}`,
          token: bearer(c.req.header('Authorization')) ?? '',
          stillValid: async () => {
            const [agent] = await deps.db
              .select({
                isActive: securityAgents.isActive,
                eventId: securityAgents.eventId,
                sv: securityAgents.sessionVersion,
              })
              .from(securityAgents)
              .where(eq(securityAgents.id, session.agentDbId))
              .limit(1);
            return Boolean(
              agent?.isActive &&
              agent.eventId === session.eventId &&
              agent.sv === (session.sessionVersion ?? 0) &&
              (await deviceStillValid(deps.db, session.deviceId)),
            );
          },
        },
      },
      replayFor(session.eventId),
    );
  });

  // --- Organiser calls (dashboard session) ----------------------------------------------------

  app.get('/event/:eventId/live', agency, async (c) => {
    const event = await ownEvent(c, c.req.param('eventId'));
    const me = c.get('user');
    return liveStream(
      c,
      hub,
      event.id,
      {
        sessions,
        session: {
          subject: `u:${me.id}`,
          token: bearer(c.req.header('Authorization')) ?? '',
          stillValid: async () => {
            const [user] = await deps.db
              .select({ role: users.role, sv: users.sessionVersion, owner: events.ownerId })
              .from(users)
              .leftJoin(events, and(eq(events.id, event.id), eq(events.ownerId, users.id)))
              .where(eq(users.id, me.id))
              .limit(1);
            return Boolean(
              user && user.role === 'ticketAgency' && user.sv === me.sessionVersion && user.owner,
            );
          },
        },
      },
      replayFor(event.id),
    );
  });

  /** Lost offline admissions (conflicts) of the event, for its statistics page. */
  app.get('/event/:eventId/sync-summary', agency, async (c) => {
    const event = await ownEvent(c, c.req.param('eventId'));
    return c.json({ success: true, data: { conflicts: await syncConflicts(deps.db, event.id) } });
  });

  app.get('/event/:eventId', agency, async (c) => {
    const event = await ownEvent(c, c.req.param('eventId'));
    const [rows, counts, waiting] = await Promise.all([
      deps.db
        .select()
        .from(securityAgents)
        .where(eq(securityAgents.eventId, event.id))
        .orderBy(asc(securityAgents.createdAt), asc(securityAgents.id)),
      scanCounts(event.id),
      waitingOnDevices(deps.db, event.id),
    ]);
    const origin = originOf(deps);
    return c.json({
      success: true,
      data: {
        data: rows.map((a) => ({
          ...serializeAgent(a, origin, counts.get(a.id) ?? 0),
          // Extension `deviceQueues`: admissions the agent's phones hold unsent.
          waitingOnDevices: waiting.get(a.id) ?? 0,
          // Extension `checkInLists`: the list the agent's gate admits for.
          ...(a.checkinListId ? { checkInListId: a.checkinListId } : {}),
        })),
        event,
      },
    });
  });

  app.post('/event/:eventId', agency, async (c) => {
    const event = await ownEvent(c, c.req.param('eventId'));
    const { name, password } = await readJson(c, agentCreateBody);
    const passwordHash = await hashPassword(password);
    for (let attempt = 0; ; attempt++) {
      try {
        const row = await deps.db.transaction(async (tx) => {
          const [created] = await tx
            .insert(securityAgents)
            .values({ id: newId(), agentId: newPublicId('AG'), eventId: event.id, name, passwordHash })
            .returning();
          await writeJournal(tx, byAccount(c.get('user')), [
            {
              action: 'agent.created',
              entity: 'security-agent',
              entityId: created.id,
              before: null,
              after: { name, agentId: created.agentId, eventId: event.id, isActive: created.isActive },
            },
          ]);
          return created;
        });
        return c.json({ success: true, data: serializeAgent(row, originOf(deps)) }, 201);
      } catch (err) {
        if (pgErrorCode(err) !== '23505') throw err;
        const [same] = await deps.db
          .select({ id: securityAgents.id })
          .from(securityAgents)
          .where(
            and(
              eq(securityAgents.eventId, event.id),
              sql`lower(${securityAgents.name}) = ${name.toLowerCase()}`,
            ),
          )
          .limit(1);
        if (same)
          throw conflict('An agent with this name already exists for this event', {
            name: MESSAGES.agentNameTaken,
          });
        if (attempt >= 3) throw err; // public agentId collisions: astronomically rare, retried
      }
    }
  });

  app.put('/:id', agency, async (c) => {
    const agent = await ownAgent(c, c.req.param('id'));
    const { isActive } = await readJson(c, agentUpdateBody);
    const row = await deps.db.transaction(async (tx) => {
      // A deactivation ends the agent's sessions for good: the version moves, so reactivating it later
      // does not revive the tokens it had.
      const [updated] = await tx
        .update(securityAgents)
        .set(
          isActive === agent.isActive
            ? { isActive }
            : { isActive, sessionVersion: sql`${securityAgents.sessionVersion} + 1` },
        )
        .where(eq(securityAgents.id, agent.id))
        .returning();
      if (!updated) throw notFound(AGENT_NOT_FOUND);
      if (agent.isActive !== isActive) {
        await writeJournal(tx, byAccount(c.get('user')), [
          {
            action: 'agent.activation',
            entity: 'security-agent',
            entityId: agent.id,
            before: { isActive: agent.isActive, name: agent.name },
            after: { isActive, name: agent.name },
          },
        ]);
      }
      return updated;
    });
    const counts = await scanCounts(row.eventId);
    return c.json({ success: true, data: serializeAgent(row, originOf(deps), counts.get(row.id) ?? 0) });
  });

  /** The organiser sets an agent's new password: its open sessions and streams end at once. */
  app.put('/:id/password', agency, async (c) => {
    const agent = await ownAgent(c, c.req.param('id'));
    const { password } = await readJson(c, agentPasswordBody);
    const passwordHash = await hashPassword(password);
    const row = await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(securityAgents)
        .set({ passwordHash, sessionVersion: sql`${securityAgents.sessionVersion} + 1` })
        .where(eq(securityAgents.id, agent.id))
        .returning();
      if (!updated) throw notFound(AGENT_NOT_FOUND);
      // The password itself never enters the journal: only that it changed.
      await writeJournal(tx, byAccount(c.get('user')), [
        {
          action: 'agent.password',
          entity: 'security-agent',
          entityId: agent.id,
          before: { name: agent.name },
          after: { name: agent.name, password: 'changed' },
        },
      ]);
      return updated;
    });
    const counts = await scanCounts(row.eventId);
    return c.json({ success: true, data: serializeAgent(row, originOf(deps), counts.get(row.id) ?? 0) });
  });

  app.delete('/:id', agency, async (c) => {
    const agent = await ownAgent(c, c.req.param('id'));
    await deps.db.transaction(async (tx) => {
      const gone = await tx.delete(securityAgents).where(eq(securityAgents.id, agent.id)).returning();
      if (gone.length === 0) return;
      await writeJournal(tx, byAccount(c.get('user')), [
        {
          action: 'agent.deleted',
          entity: 'security-agent',
          entityId: agent.id,
          before: {
            name: agent.name,
            agentId: agent.agentId,
            eventId: agent.eventId,
            isActive: agent.isActive,
          },
          after: null,
        },
      ]);
    });
    return c.json({ success: true, message: 'Security agent deleted' });
  });

  return app;
}
