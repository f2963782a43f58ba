import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import { byAccount, writeJournal } from '../money/journal';
import { events, tickets } from '../db/schema';
import { readJson } from '../lib/validation';
import { badRequest, conflict, forbidden, notFound } from '../lib/httpError';
import { requireAgentSession } from '../scan/agentSession';
import { ownedEvent } from './events';
import { rotateEventKey, signingState, ticketCode } from '../signing/ticketCodes';
import { reissueTicketCodeBody, rotateSigningKeyBody } from '../../src/contract/signingKeys';
import type { TicketCodeResponse } from '../../src/contract/signedTickets';

const TICKET_NOT_FOUND = 'Ticket not found';
export const REISSUE_REFUSED = 'A cancelled or refunded ticket has no code to re-issue';

const codeAnswer = (c: Awaited<ReturnType<typeof ticketCode>>): TicketCodeResponse => ({
  data: { ticketId: c.ticketId, code: c.code, codeVersion: c.codeVersion, keyVersion: c.keyVersion },
});

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The organiser's ticket with what its code is made of; someone else's is a 404 like a missing one. */
async function ownedTicket(deps: AppDeps, ticketId: string, ownerId: string) {
  const [row] = rowsOf<{ event_id: string; tier_name: string; code_version: number; status: string }>(
    await deps.db.execute(sql`
      SELECT t.event_id, t.tier_name, t.code_version, t.status FROM tickets t
      JOIN events e ON e.id = t.event_id
      WHERE t.ticket_id = ${ticketId} AND e.owner_id = ${ownerId}`),
  );
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return row;
}

/** Under /api/tickets (extension signedTickets): a ticket's signed code, and its re-issue. */
export function ticketCodeRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const agency = requireAgency(deps);

  app.get('/:ticketId/code', agency, async (c) => {
    const ticketId = c.req.param('ticketId');
    const row = await ownedTicket(deps, ticketId, c.get('user').id);
    const code = await ticketCode(deps.db, deps.config, {
      ticketId,
      eventId: row.event_id,
      tierName: row.tier_name,
      codeVersion: Number(row.code_version),
    });
    return c.json(codeAnswer(code));
  });

  /** Its code was shared: a new one, and every earlier code of the ticket is revoked (journaled). */
  app.post('/:ticketId/reissue', agency, async (c) => {
    await readJson(c, reissueTicketCodeBody);
    const ticketId = c.req.param('ticketId');
    const user = c.get('user');
    const row = await deps.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: tickets.id, status: tickets.status })
        .from(tickets)
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(and(eq(tickets.ticketId, ticketId), eq(events.ownerId, user.id)))
        .for('update');
      if (!found) throw notFound(TICKET_NOT_FOUND);
      if (found.status === 'cancelled' || found.status === 'refunded') throw conflict(REISSUE_REFUSED);
      const [updated] = rowsOf<{ event_id: string; tier_name: string; code_version: number }>(
        await tx.execute(sql`
          UPDATE tickets SET code_version = code_version + 1 WHERE id = ${found.id}
          RETURNING event_id, tier_name, code_version`),
      );
      const version = Number(updated.code_version);
      await writeJournal(tx, byAccount(user), [
        {
          action: 'ticket.code_reissued',
          entity: 'ticket',
          entityId: ticketId,
          before: { codeVersion: version - 1 },
          after: { codeVersion: version },
        },
      ]);
      return { ...updated, code_version: version };
    });
    const code = await ticketCode(deps.db, deps.config, {
      ticketId,
      eventId: row.event_id,
      tierName: row.tier_name,
      codeVersion: row.code_version,
    });
    return c.json(codeAnswer(code));
  });
  return app;
}

/** Under /api/events: the organiser rotates an event's signing key (journaled). */
export function signingKeyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post('/:id/signing-key/rotate', requireAgency(deps), async (c) => {
    const user = c.get('user');
    const { retirePrevious } = await readJson(c, rotateSigningKeyBody);
    const result = await deps.db.transaction(async (tx) => {
      const event = await ownedEvent(tx, c.req.param('id'), user.id, true);
      const rotated = await rotateEventKey(tx, deps.config, event.id, retirePrevious);
      await writeJournal(tx, byAccount(user), [
        {
          action: 'event.signing_key_rotated',
          entity: 'event',
          entityId: event.id,
          before: { keyVersion: rotated.version - 1 },
          after: { keyVersion: rotated.version, retired: rotated.retired },
        },
      ]);
      return rotated;
    });
    return c.json({ data: result });
  });
  return app;
}

/** Under /api/security-agents: the scanner's keys and revoked codes, in full or since its cursor. */
export function scannerSigningRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/event/:eventId/tickets/signing', requireAgentSession(deps), async (c) => {
    const session = c.get('agent')!;
    if (c.req.param('eventId') !== session.eventId)
      throw forbidden('This security agent cannot access this event');
    const since = c.req.query('since');
    if (since !== undefined && !/^[1-9]\d{0,17}$/.test(since))
      throw badRequest('since must be a cursor from an earlier answer');
    const data = await signingState(deps.db, deps.config, session.eventId, since);
    return c.json({ success: true, data });
  });
  return app;
}
