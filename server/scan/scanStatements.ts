import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { RawTicketRow } from '../serializers/tickets';

/** The statements of a scan batch (server/scan/scanTicket.ts decides between them). */

export interface AgentRow {
  id: string;
  name: string;
  event_id: string;
  is_active: boolean;
  session_version: number;
  /** The event's organiser: the journal account the agent's scans are written to. */
  owner_id: string | null;
  /** Its event is active (a deactivated event admits nothing). */
  event_active: boolean;
  /** How the event's gates admit (migration 0820): 'fast' allows the stage of the same name. */
  gate_mode: string | null;
}

export interface LockedTicketRow extends RawTicketRow {
  scanned_by: string | null;
  scanned_by_name: string | null;
  /** The admitting agent's last word on it is the scan that opened its verification modal. */
  awaiting_decision: boolean;
  /** The nonce of the scan that admitted it, as the admitting agent sent it (null: none given). */
  admitted_nonce: string | null;
  /** 'agentId:nonce' of every scan whose entry was refused by its agent (a late first step is not an admission). */
  rejected_nonces: string[] | null;
}

export interface ChangedTicket {
  id: string;
  is_scanned: boolean;
  status: string;
  scanned_at: string | null;
  scanned_by: string | null;
}

export interface LogRow {
  id: string;
  event_id: string;
  ticket_ref: string;
  agent_id: string;
  action: string;
  result: string;
  message: string;
  /** The scan's nonce and the device's clock, where the device sent them (migration 0800). */
  nonce: string | null;
  device_at: string | null;
}

/** Both drivers answer a raw statement with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The agents, KEY SHARE locked so that a deletion waits for the scans it would otherwise orphan. */
export async function lockAgents(tx: Tx, ids: string[]): Promise<AgentRow[]> {
  return rowsOf<AgentRow>(
    await tx.execute(sql`
      SELECT a.id, a.name, a.event_id, a.is_active, a.session_version,
        COALESCE(e.is_active, false) AS event_active, e.owner_id, e.gate_mode
      FROM security_agents a LEFT JOIN events e ON e.id = a.event_id
      WHERE a.id = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)))
      ORDER BY a.id FOR KEY SHARE OF a`),
  );
}

/** The tickets by ticketId or _id, locked in id order (two batches never wait on each other in a cycle). */
export async function lockTickets(tx: Tx, refs: string[]): Promise<LockedTicketRow[]> {
  const list = JSON.stringify(refs);
  return rowsOf<LockedTicketRow>(
    await tx.execute(sql`
      SELECT t.id, t.ticket_id, t.event_id, t.first_name, t.last_name, t.phone_number, t.profile_picture,
        t.tier_name, t.tier_price::text AS tier_price, t.status, t.is_scanned, t.scanned_by,
        floor(extract(epoch FROM t.scanned_at) * 1000)::float8 AS scanned_ms,
        floor(extract(epoch FROM t.purchase_date) * 1000)::float8 AS purchase_ms,
        s.name AS scanned_by_name,
        t.is_scanned AND COALESCE((
          SELECT l.message = 'Admitted' FROM scan_log l
          WHERE l.ticket_ref = t.ticket_id AND l.agent_id = t.scanned_by AND l.result <> 'refused'
          ORDER BY l.created_at DESC, (l.message = 'Admitted') LIMIT 1), false) AS awaiting_decision,
        CASE WHEN t.is_scanned THEN (
          SELECT l.nonce FROM scan_log l
          WHERE l.ticket_ref = t.ticket_id AND l.agent_id = t.scanned_by AND l.result = 'accepted'
            AND l.nonce IS NOT NULL
          ORDER BY l.created_at DESC LIMIT 1) END AS admitted_nonce,
        ARRAY(SELECT l.agent_id || ':' || l.nonce FROM scan_log l
          WHERE l.ticket_ref = t.ticket_id AND l.result = 'rejected' AND l.nonce IS NOT NULL) AS rejected_nonces
      FROM tickets t LEFT JOIN security_agents s ON s.id = t.scanned_by
      WHERE t.ticket_id = ANY(ARRAY(SELECT jsonb_array_elements_text(${list}::jsonb)))
        OR t.id = ANY(ARRAY(SELECT jsonb_array_elements_text(${list}::jsonb)))
      ORDER BY t.id FOR UPDATE OF t`),
  );
}

/**
 * One statement for the tickets' new state and the log rows (JSON parameters: the same text whatever
 * the batch size; a data-modifying WITH always runs to completion). The rows are locked by
 * lockTickets, so the update cannot miss.
 */
export async function writeScans(tx: Tx, changed: ChangedTicket[], logs: LogRow[]): Promise<void> {
  await tx.execute(sql`
    WITH changed AS (
      UPDATE tickets t
      SET is_scanned = v.is_scanned, status = v.status, scanned_at = v.scanned_at, scanned_by = v.scanned_by
      FROM jsonb_to_recordset(${JSON.stringify(changed)}::jsonb)
        AS v(id text, is_scanned boolean, status text, scanned_at timestamptz, scanned_by text)
      WHERE t.id = v.id
      RETURNING t.id
    )
    INSERT INTO scan_log (id, event_id, ticket_ref, agent_id, action, result, message, nonce, device_at)
    SELECT id, event_id, ticket_ref, agent_id, action, result, message, nonce, device_at
    FROM jsonb_to_recordset(${JSON.stringify(logs)}::jsonb)
      AS l(id text, event_id text, ticket_ref text, agent_id text, action text, result text, message text,
        nonce text, device_at timestamptz)`);
}

class WarmUpDone extends Error {}

/**
 * Runs each statement of a scan batch once, on nothing, in a transaction that is rolled back: the
 * first scans of the day (often 50 gates opening at once) then find the database's catalog and plan
 * caches and the server's code paths warm instead of paying for them on the first batch.
 */
export async function warmScanStatements(db: Db): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await lockAgents(tx, []);
      await lockTickets(tx, []);
      await writeScans(tx, [], []);
      throw new WarmUpDone();
    });
  } catch (err) {
    if (!(err instanceof WarmUpDone)) throw err;
  }
}
