import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../lib/ids';
import { writeJournal, type JournalWho } from '../money/journal';
import { ticketFromRaw, type TicketFields } from '../serializers/tickets';
import type { LockedTicketRow } from './scanStatements';
import { TICKET_NOT_FOR_EVENT } from './refusals';
import { AGENT_UNDO_WINDOW_MS } from '../../src/contract/scanDecision';

export const UNDO_NOT_YOURS = 'Only your own admissions of the last 2 minutes can be undone';
export const UNDO_NOT_ADMITTED = 'This ticket has not been admitted';
export const UNDO_AGENT_REASON = 'Undone at the gate';

/** Who undoes: the agent who admitted (their own, within 2 minutes) or the event's organiser (any time). */
export type Undoer =
  | { kind: 'agent'; agentDbId: string; eventId: string }
  | { kind: 'organiser'; ownerId: string; who: JournalWho };

export type UndoOutcome =
  { ok: true; ticket: TicketFields } | { ok: false; status: 404 | 409; message: string };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Takes back a wrong admission (extension `admissionUndo`): the ticket is active and unscanned again,
 * so the statistics and every gate (live) follow, and a later scan admits it. Written to scan_log
 * ('undone', with the reason) and to the organiser's journal (`ticket.admission_undone`) in the same
 * transaction. The ticket row is locked as a scan locks it: an undo and a scan of one ticket are
 * decided one after the other.
 */
export async function undoAdmission(
  db: Db,
  ref: string,
  by: Undoer,
  reason: string,
  at?: Date,
): Promise<UndoOutcome> {
  return db.transaction(async (tx) => {
    const now = at ?? new Date();
    const [row] = rowsOf<LockedTicketRow & { owner_id: string | null; agent_name: string | null }>(
      await tx.execute(sql`
        SELECT t.id, t.ticket_id, t.event_id, t.first_name, t.last_name, t.phone_number, t.profile_picture,
          t.tier_name, t.tier_price::text AS tier_price, t.status, t.is_scanned, t.scanned_by,
          floor(extract(epoch FROM t.scanned_at) * 1000)::float8 AS scanned_ms,
          floor(extract(epoch FROM t.purchase_date) * 1000)::float8 AS purchase_ms,
          s.name AS scanned_by_name, e.owner_id, a.name AS agent_name
        FROM tickets t
        JOIN events e ON e.id = t.event_id
        LEFT JOIN security_agents s ON s.id = t.scanned_by
        LEFT JOIN security_agents a ON a.id = ${by.kind === 'agent' ? by.agentDbId : null}
        WHERE t.ticket_id = ${ref} OR t.ticket_id = ${ref.toUpperCase()} OR t.id = ${ref}
        LIMIT 1
        FOR UPDATE OF t`),
    );
    const mine = by.kind === 'agent' ? row?.event_id === by.eventId : row?.owner_id === by.ownerId;
    if (!row || !mine) return { ok: false, status: 404, message: TICKET_NOT_FOR_EVENT };
    const ticket = ticketFromRaw(row);
    if (!ticket.isScanned || ticket.status !== 'used')
      return { ok: false, status: 409, message: UNDO_NOT_ADMITTED };
    if (
      by.kind === 'agent' &&
      (row.scanned_by !== by.agentDbId ||
        !ticket.scannedAt ||
        now.getTime() - ticket.scannedAt.getTime() >= AGENT_UNDO_WINDOW_MS)
    )
      return { ok: false, status: 409, message: UNDO_NOT_YOURS };

    await tx.execute(sql`
      UPDATE tickets SET is_scanned = false, status = 'active', scanned_at = NULL, scanned_by = NULL
      WHERE id = ${row.id}`);
    await tx.execute(sql`
      INSERT INTO scan_log (id, event_id, ticket_ref, agent_id, action, result, message)
      VALUES (${newId()}, ${row.event_id}, ${row.ticket_id},
        ${by.kind === 'agent' ? by.agentDbId : row.scanned_by}, 'undo', 'undone',
        ${`Admission undone: ${reason}`})`);
    const who: JournalWho =
      by.kind === 'agent'
        ? { accountId: row.owner_id ?? '', actorId: by.agentDbId, actor: row.agent_name ?? '' }
        : by.who;
    if (who.accountId) {
      await writeJournal(tx, who, [
        {
          action: 'ticket.admission_undone',
          entity: 'ticket',
          entityId: row.ticket_id,
          before: {
            status: ticket.status,
            isScanned: true,
            scannedBy: row.scanned_by_name,
          },
          after: { status: 'active', isScanned: false, reason, eventId: row.event_id },
        },
      ]);
    }
    return { ok: true, ticket: { ...ticket, isScanned: false, status: 'active', scannedAt: null } };
  });
}
