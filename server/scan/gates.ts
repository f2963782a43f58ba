import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { GateList } from '../../src/contract/gates';
import { entryVerdict, exitVerdict } from '../../src/lib/gateRules';
import { boundedDeviceTime } from '../../src/lib/deviceTime';
import { businessTimeZone } from '../lib/localTime';
import { serializeScannerTicket, type ScannerTicket, type ScannerTicketFields } from '../serializers/tickets';

/**
 * The check-in lists at the door (extension `checkInLists`), inside a scan batch's transaction
 * (server/scan/scanTicket.ts calls `decide` for each attempt, after its ticket is locked): an exit,
 * a refusal the phone made offline, and the list's rules for an entry (tiers, window, re-entry).
 * Passages (entries and exits) are counted by the tickets' trigger (migration 1020).
 */

/** What a scan request adds for the gates. */
export interface GateRequest {
  /** Apply the agent's list (the full profile; a SPEC-only server knows no lists). */
  gates?: boolean;
  /** 'exit': the guest goes out; 'refusal': the phone refused them offline (`message`: its words). */
  gate?: 'exit' | 'refusal';
  message?: string;
}

interface GateTicketState {
  tierId: string | null;
  exitedAt: Date | null;
  exitedBy: string | null;
  /** The nonce of this ticket's last exit scan (a retry of it is the same exit). */
  exitNonce: string | null;
  changed: boolean;
}

interface Passage {
  ticket_id: string;
  agent_id: string;
  kind: 'entry' | 'exit';
  at: string;
}

interface AgentLike {
  id: string;
  name: string;
  event_id: string;
}

interface TicketLike {
  row: ScannerTicketFields & { scannedBy: string | null };
  scannedByName: string | null;
  awaitingDecision: boolean;
  changed: boolean;
}

export type GateOutcome =
  | { ok: true; ticket: ScannerTicket; result: 'accepted' | 'rejected' | 'exited' }
  | { ok: false; status: 409; message: string };

interface DecideRequest extends GateRequest {
  action: string;
  stage?: string;
  nonce?: string;
  deviceAt?: Date;
  loginAt?: Date;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Loads the agents' lists and the tickets' gate state (their rows are locked already). */
export async function loadGates(tx: Tx, agentIds: string[], ticketIds: string[]) {
  const [lists, tickets] = await Promise.all([
    tx.execute(sql`
      SELECT l.id, l.event_id, l.name, l.tier_ids, l.allow_reentry,
        floor(extract(epoch FROM l.starts_at) * 1000)::float8 AS starts_ms,
        floor(extract(epoch FROM l.ends_at) * 1000)::float8 AS ends_ms,
        ARRAY(SELECT p.name FROM price_tiers p WHERE p.id = ANY(l.tier_ids)) AS tier_names,
        ARRAY(SELECT a.id FROM security_agents a WHERE a.checkin_list_id = l.id
          AND a.id = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(agentIds)}::jsonb)))) AS agents
      FROM checkin_lists l
      WHERE l.event_id IN (SELECT event_id FROM security_agents
        WHERE id = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(agentIds)}::jsonb))))
      ORDER BY l.created_at, l.id`),
    tx.execute(sql`
      SELECT t.id, t.tier_id, t.exited_by,
        floor(extract(epoch FROM t.exited_at) * 1000)::float8 AS exited_ms,
        (SELECT l.nonce FROM scan_log l WHERE l.ticket_ref = t.ticket_id AND l.result = 'exited'
          ORDER BY l.created_at DESC LIMIT 1) AS exit_nonce
      FROM tickets t
      WHERE t.id = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ticketIds)}::jsonb)))`),
  ]);
  const byEvent = new Map<string, GateList[]>();
  const byAgent = new Map<string, GateList>();
  for (const r of rowsOf<{
    id: string;
    event_id: string;
    name: string;
    tier_ids: string[];
    tier_names: string[];
    allow_reentry: boolean;
    starts_ms: number | null;
    ends_ms: number | null;
    agents: string[];
  }>(lists)) {
    const list: GateList = {
      id: r.id,
      name: r.name,
      tierIds: r.tier_ids,
      tierNames: r.tier_names,
      startsAt: r.starts_ms === null ? null : new Date(Number(r.starts_ms)).toISOString(),
      endsAt: r.ends_ms === null ? null : new Date(Number(r.ends_ms)).toISOString(),
      allowReentry: r.allow_reentry,
    };
    byEvent.set(r.event_id, [...(byEvent.get(r.event_id) ?? []), list]);
    for (const a of r.agents) byAgent.set(a, list);
  }
  const state = new Map<string, GateTicketState>(
    rowsOf<{
      id: string;
      tier_id: string | null;
      exited_by: string | null;
      exited_ms: number | null;
      exit_nonce: string | null;
    }>(tickets).map((r) => [
      r.id,
      {
        tierId: r.tier_id,
        exitedAt: r.exited_ms === null ? null : new Date(Number(r.exited_ms)),
        exitedBy: r.exited_by,
        exitNonce: r.exit_nonce,
        changed: false,
      },
    ]),
  );
  return new Gates(byEvent, byAgent, state);
}

export class Gates {
  constructor(
    private readonly byEvent: Map<string, GateList[]>,
    private readonly byAgent: Map<string, GateList>,
    private readonly tickets: Map<string, GateTicketState>,
  ) {}

  /** The exits and re-entries of the batch, in order (one ticket may go out and back in). */
  private readonly passages: Passage[] = [];

  private shown(t: TicketLike, g: GateTicketState, extra: { reentered?: true } = {}): ScannerTicket {
    return { ...serializeScannerTicket({ ...t.row, exitedAt: g.exitedAt }, t.scannedByName), ...extra };
  }

  /**
   * The gates' word on one attempt, or null when the door's usual rules decide. `log` writes the
   * attempt's scan_log row (its journal entry follows from it).
   */
  decide(
    req: DecideRequest,
    agent: AgentLike,
    state: TicketLike,
    now: Date,
    log: (result: 'accepted' | 'rejected' | 'refused' | 'exited', message: string) => void,
  ): GateOutcome | null {
    const g = this.tickets.get(state.row.id);
    if (!g) return null;
    const zone = businessTimeZone();
    const at = req.stage === 'offline' ? boundedDeviceTime(req.deviceAt, req.loginAt, now) : now;
    const refuse = (message: string): GateOutcome => {
      log('refused', message);
      return { ok: false, status: 409, message };
    };
    const view = { ...state.row, tierId: g.tierId, exitedAt: g.exitedAt };

    if (req.gate === 'refusal') {
      // Refused on the phone, offline: recorded as it was decided there, once (the sync's nonce).
      log('refused', (req.message ?? '').slice(0, 300) || 'Refused offline');
      return { ok: true, result: 'rejected', ticket: this.shown(state, g) };
    }
    if (req.gate === 'exit') {
      // The same exit scan again (its answer was lost): the same exit.
      if (req.nonce && g.exitNonce === req.nonce && g.exitedBy === agent.id)
        return { ok: true, result: 'exited', ticket: this.shown(state, g) };
      const verdict = exitVerdict(view, now, zone);
      if (verdict.kind === 'refuse') return refuse(verdict.message);
      g.exitedAt = at;
      g.exitedBy = agent.id;
      g.exitNonce = req.nonce ?? null;
      g.changed = true;
      this.passages.push({ ticket_id: state.row.id, agent_id: agent.id, kind: 'exit', at: at.toISOString() });
      log('exited', req.stage === 'offline' ? 'Exited offline' : 'Exited');
      return { ok: true, result: 'exited', ticket: this.shown(state, g) };
    }
    // An entry: the list's rules at the first step only (the modal's decision was checked then).
    if (!req.gates || req.action !== 'accept' || req.stage === 'decision') return null;
    const list = this.byAgent.get(agent.id) ?? null;
    const verdict = entryVerdict(list, this.byEvent.get(agent.event_id) ?? [], view, now, zone);
    if (verdict.kind === 'pass') return null;
    if (verdict.kind === 'refuse') return refuse(verdict.message);
    // Back in: final at once (the ticket was verified at its first entry), the latest entry's gate and time.
    state.row = { ...state.row, scannedAt: at, scannedBy: agent.id };
    state.scannedByName = agent.name;
    state.awaitingDecision = false;
    state.changed = true;
    g.exitedAt = null;
    g.exitedBy = null;
    g.changed = true;
    this.passages.push({ ticket_id: state.row.id, agent_id: agent.id, kind: 'entry', at: at.toISOString() });
    log('accepted', req.stage === 'offline' ? 'Re-entered offline' : 'Re-entered');
    return { ok: true, result: 'accepted', ticket: this.shown(state, g, { reentered: true }) };
  }

  /** Writes the exits and re-entries of the batch (after the tickets' own new state), in one statement. */
  async write(tx: Tx): Promise<void> {
    const changed = [...this.tickets.entries()]
      .filter(([, g]) => g.changed)
      .map(([id, g]) => ({ id, exited_at: g.exitedAt?.toISOString() ?? null, exited_by: g.exitedBy }));
    if (!changed.length) return;
    await tx.execute(sql`
      WITH moved AS (
        UPDATE tickets t SET exited_at = v.exited_at, exited_by = v.exited_by
        FROM jsonb_to_recordset(${JSON.stringify(changed)}::jsonb)
          AS v(id text, exited_at timestamptz, exited_by text)
        WHERE t.id = v.id
        RETURNING t.id, t.event_id
      )
      INSERT INTO gate_passages (event_id, ticket_id, agent_id, list_id, kind, at)
      SELECT m.event_id, p.ticket_id, p.agent_id, a.checkin_list_id, p.kind, p.at
      FROM jsonb_to_recordset(${JSON.stringify(this.passages.map((p, n) => ({ ...p, n })))}::jsonb)
          AS p(ticket_id text, agent_id text, kind text, at timestamptz, n int)
        JOIN moved m ON m.id = p.ticket_id
        LEFT JOIN security_agents a ON a.id = p.agent_id
      ORDER BY p.n`);
  }
}
