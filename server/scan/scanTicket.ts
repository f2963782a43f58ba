import { and, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { scanLog, securityAgents, tickets } from '../db/schema';
import { newId } from '../lib/ids';
import { alreadyScannedMessage, statusRefusal, TICKET_NOT_FOR_EVENT } from './refusals';
import { serializeScannerTicket, type ScannerTicket } from './serializers';

type TicketRow = typeof tickets.$inferSelect;

export interface ScanAgent {
  id: string;
  name: string;
  eventId: string;
}

/**
 * `scan` is the first step (the 'Scan Ticket' button or a camera read), `decision` the modal's final
 * Accept/Reject. Clients that do not say (the production API's contract has no such field) get the
 * same behaviour, with "the same agent within 2 minutes" standing for "the modal's decision".
 */
export type ScanStage = 'scan' | 'decision' | undefined;

export type ScanOutcome =
  | { ok: true; ticket: ScannerTicket; result: 'accepted' | 'rejected' }
  | { ok: false; status: 404 | 409; message: string };

const DECISION_WINDOW_MS = 2 * 60 * 1000;

/**
 * One scan attempt, recorded in scan_log whatever its result. The ticket row is locked for the
 * whole decision (SELECT ... FOR UPDATE), so however many agents scan one ticket at once, exactly
 * one admits it and the others see who did.
 */
export async function scanTicket(
  db: Db,
  input: { agent: ScanAgent; ref: string; action: 'accept' | 'reject'; stage: ScanStage; now?: Date },
): Promise<ScanOutcome> {
  const { agent, ref, action, stage } = input;
  return db.transaction(async (tx) => {
    const now = input.now ?? new Date();
    const [ticket] = await tx
      .select()
      .from(tickets)
      .where(or(eq(tickets.ticketId, ref), eq(tickets.id, ref)))
      .for('update')
      .limit(1);
    const log = (result: 'accepted' | 'rejected' | 'refused', message: string) =>
      tx.insert(scanLog).values({
        id: newId(),
        eventId: agent.eventId,
        ticketRef: ticket?.ticketId ?? ref.slice(0, 100),
        agentId: agent.id,
        action,
        result,
        message,
      });
    const refuse = async (status: 404 | 409, message: string): Promise<ScanOutcome> => {
      await log('refused', message);
      return { ok: false, status, message };
    };

    if (!ticket || ticket.eventId !== agent.eventId) return refuse(404, TICKET_NOT_FOR_EVENT);
    const invalid = statusRefusal(ticket.status);
    if (invalid) return refuse(409, invalid);

    const ownRecentScan =
      ticket.isScanned &&
      ticket.scannedBy === agent.id &&
      stage !== 'scan' &&
      (stage === 'decision' ||
        (ticket.scannedAt !== null && now.getTime() - ticket.scannedAt.getTime() < DECISION_WINDOW_MS));

    if (action === 'accept') {
      if (!ticket.isScanned && ticket.status === 'active') {
        const admitted = await admit(tx, ticket, agent.id, now);
        if (!admitted) return refuse(409, await alreadyScanned(tx, ticket, now));
        await log('accepted', stage === 'decision' ? 'Entry confirmed' : 'Admitted');
        return { ok: true, result: 'accepted', ticket: serializeScannerTicket(admitted, agent.name) };
      }
      if (ownRecentScan) {
        await log('accepted', 'Entry confirmed');
        return { ok: true, result: 'accepted', ticket: serializeScannerTicket(ticket, agent.name) };
      }
      return refuse(409, await alreadyScanned(tx, ticket, now));
    }

    // reject: entry refused. Undoes this agent's own scan awaiting its decision; never another agent's admission.
    if (ownRecentScan) {
      const [reopened] = await tx
        .update(tickets)
        .set({ isScanned: false, status: 'active', scannedAt: null, scannedBy: null })
        .where(and(eq(tickets.id, ticket.id), eq(tickets.scannedBy, agent.id)))
        .returning();
      await log('rejected', 'Entry refused');
      return { ok: true, result: 'rejected', ticket: serializeScannerTicket(reopened ?? ticket) };
    }
    if (ticket.isScanned || ticket.status !== 'active')
      return refuse(409, await alreadyScanned(tx, ticket, now));
    await log('rejected', 'Entry refused');
    return { ok: true, result: 'rejected', ticket: serializeScannerTicket(ticket) };
  });
}

/** Conditional update: only an active, unscanned ticket becomes used (belt and braces with the row lock). */
async function admit(tx: Tx, ticket: TicketRow, agentDbId: string, now: Date) {
  const [row] = await tx
    .update(tickets)
    .set({ isScanned: true, status: 'used', scannedAt: now, scannedBy: agentDbId })
    .where(and(eq(tickets.id, ticket.id), eq(tickets.isScanned, false), eq(tickets.status, 'active')))
    .returning();
  return row;
}

async function alreadyScanned(tx: Tx, ticket: TicketRow, now: Date): Promise<string> {
  let name: string | null = null;
  if (ticket.scannedBy) {
    const [by] = await tx
      .select({ name: securityAgents.name })
      .from(securityAgents)
      .where(eq(securityAgents.id, ticket.scannedBy))
      .limit(1);
    name = by?.name ?? null;
  }
  return alreadyScannedMessage(ticket.scannedAt, name, now);
}
