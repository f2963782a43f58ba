import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import { actorOf, writeJournal } from '../money/journal';
import { events } from '../db/schema';
import { readJson } from '../lib/validation';
import { HttpError, forbidden, notFound } from '../lib/httpError';
import { requireAgentSession } from '../scan/agentSession';
import { UNDO_AGENT_REASON, undoAdmission } from '../scan/undoAdmission';
import { serializeScannerTicket, serializeTicket } from '../serializers/tickets';
import { agentUndoBody, gateModeBody, organiserUndoBody } from '../../src/contract/door';
import type { GateMode } from '../../src/contract/scanDecision';

const EVENT_NOT_FOUND = 'Event not found';

const gateModeOf = async (deps: AppDeps, eventId: string, ownerId?: string) => {
  const [row] = await deps.db
    .select({ id: events.id, mode: sql<GateMode>`gate_mode` })
    .from(events)
    .where(ownerId ? and(eq(events.id, eventId), eq(events.ownerId, ownerId)) : eq(events.id, eventId))
    .limit(1);
  return row;
};

/**
 * The door's extensions under /api/security-agents (fastGates, admissionUndo): how an event's gates
 * admit, and the agent's undo of their own admission within 2 minutes.
 */
export function doorRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const agency = requireAgency(deps);
  const agentSession = requireAgentSession(deps);

  /** The scanner asks how its event's gates admit (at login, and again now and then). */
  app.get('/event/:eventId/tickets/gate-mode', agentSession, async (c) => {
    const session = c.get('agent')!;
    if (c.req.param('eventId') !== session.eventId)
      throw forbidden('This security agent cannot access this event');
    const row = await gateModeOf(deps, session.eventId);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return c.json({ success: true, data: { mode: row.mode } });
  });

  app.get('/event/:eventId/gate-mode', agency, async (c) => {
    const row = await gateModeOf(deps, c.req.param('eventId'), c.get('user').id);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return c.json({ success: true, data: { mode: row.mode } });
  });

  app.put('/event/:eventId/gate-mode', agency, async (c) => {
    const user = c.get('user');
    const row = await gateModeOf(deps, c.req.param('eventId'), user.id);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    const { mode } = await readJson(c, gateModeBody);
    if (mode !== row.mode) {
      await deps.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE events SET gate_mode = ${mode} WHERE id = ${row.id}`);
        await writeJournal(tx, { accountId: user.id, ...actorOf(user) }, [
          {
            action: 'event.updated',
            entity: 'event',
            entityId: row.id,
            before: { gateMode: row.mode },
            after: { gateMode: mode },
          },
        ]);
      });
    }
    return c.json({ success: true, data: { mode } });
  });

  /** The agent takes back their own admission of the last 2 minutes. */
  app.post('/scan/:ticketId/undo', agentSession, async (c) => {
    const session = c.get('agent')!;
    const body = await readJson(c, agentUndoBody);
    if (body.agentId && body.agentId !== session.agentDbId)
      throw forbidden('This security agent cannot scan for another agent');
    const outcome = await undoAdmission(
      deps.db,
      c.req.param('ticketId').trim(),
      { kind: 'agent', agentDbId: session.agentDbId, eventId: session.eventId },
      body.reason || UNDO_AGENT_REASON,
    );
    if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
    return c.json({ success: true, result: 'undone', data: serializeScannerTicket(outcome.ticket) });
  });

  return app;
}

/** The organiser takes back an admission at any time, from the ticket's page (POST /api/tickets/{id}/undo-admission). */
export function ticketUndoRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post('/:id/undo-admission', requireAgency(deps), async (c) => {
    const user = c.get('user');
    const { reason } = await readJson(c, organiserUndoBody);
    const outcome = await undoAdmission(
      deps.db,
      c.req.param('id').trim(),
      {
        kind: 'organiser',
        ownerId: user.id,
        who: { accountId: user.id, ...actorOf(user) },
      },
      reason,
    );
    if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
    return c.json({ success: true, data: serializeTicket(outcome.ticket) });
  });
  return app;
}
