import type { Db } from '../db/client';
import { newId } from '../lib/ids';
import { nextTurn } from '../lib/nextTurn';
import { alreadyScannedMessage, statusRefusal, TICKET_NOT_FOR_EVENT } from './refusals';
import { AGENT_INACTIVE_MESSAGE, AGENT_SESSION_EXPIRED } from './agentSession';
import {
  serializeScannerTicket,
  ticketFromRaw,
  type ScannerTicket,
  type ScannerTicketFields,
} from '../serializers/tickets';
import {
  FAST_MODE_OFF,
  type ScanAction,
  type ScanStage as RequestStage,
} from '../../src/contract/scanDecision';
import { lockAgents, lockTickets, writeScans, type LogRow } from './scanStatements';
import { journalScans } from './scanJournal';
import { EVENT_CLOSED } from '../../src/contract/events';
import { boundedDeviceTime } from '../../src/lib/deviceTime';
import { loadGates, type GateRequest } from './gates';

type TicketRow = ScannerTicketFields & { eventId: string; scannedBy: string | null };

/**
 * `scan` is the first step (the 'Scan Ticket' button or a camera read), `decision` the modal's final
 * Accept/Reject. Clients that do not say (the production API's contract has no such field) get the
 * same behaviour, with "the same agent within 2 minutes" standing for "the modal's decision".
 * `offline` is an admission the device already decided and showed (sent later by the outbox): final,
 * it opens no modal. `fast` (extension fastGates) is a final admission at once, allowed only when the
 * event's gates are in fast mode.
 */
export type ScanStage = RequestStage | 'offline' | undefined;

/** One scan attempt: the agent and event come from the verified session token. */
export interface ScanRequest extends GateRequest {
  agentDbId: string;
  eventId: string;
  /** The agent's session version in the token (absent: 0). */
  sessionVersion?: number;
  ref: string;
  action: ScanAction;
  stage: ScanStage;
  /**
   * The scan's nonce (reference-server extension): every call of one scan carries it, so a retry or
   * a call answered late is the same scan, never 'already scanned' by this very agent.
   */
  nonce?: string;
  /** The device's clock when the scan was made; an offline admission is recorded at it (bounded). */
  deviceAt?: Date;
  /** When the sending session began: an offline admission's device time is not taken before it. */
  loginAt?: Date;
}

export type ScanOutcome =
  | { ok: true; ticket: ScannerTicket; result: 'accepted' | 'rejected' | 'exited' }
  | { ok: false; status: 401 | 403 | 404 | 409; message: string };

const DECISION_WINDOW_MS = 2 * 60 * 1000;

export { FAST_MODE_OFF };
/** The scan_log words of an admission; only 'Admitted' awaits the modal's decision (scanStatements.ts). */
const ADMISSION_MESSAGE: Record<NonNullable<ScanStage>, string> = {
  scan: 'Admitted',
  decision: 'Entry confirmed',
  offline: 'Admitted offline',
  fast: 'Admitted at once',
};

interface TicketState {
  row: TicketRow;
  scannedByName: string | null;
  /** Admitted by a scan whose verification modal has not answered yet (the only admission a reject undoes). */
  awaitingDecision: boolean;
  /** The nonce of the scan that admitted it (see ScanRequest.nonce). */
  admittedNonce: string | null;
  /** 'agentId:nonce' of the scans whose entry their agent refused. */
  rejectedNonces: Set<string>;
  changed: boolean;
}

/**
 * Scan attempts decided together in ONE transaction of four statements however many they are:
 * the agents (still there, still active, same event as their token; KEY SHARE so that a deletion
 * waits for the scans it would otherwise orphan), the tickets (SELECT ... FOR UPDATE, in id order so
 * that two batches never wait on each other in a cycle), then one statement writing the tickets'
 * new state and every attempt's scan_log row. The attempts are decided in their arrival order
 * against the locked rows, each seeing the effect of those before it, exactly as if they had run
 * one after the other: however many agents scan one ticket at once (in one batch, in concurrent
 * batches or on several API instances), exactly one admits it and the others see who did.
 */
export async function scanTickets(
  db: Db,
  requests: ScanRequest[],
  at?: Date,
  opts: { /** default true */ yieldBetweenStatements?: boolean } = {},
): Promise<ScanOutcome[]> {
  // A turn of the event loop between statements, on the embedded database: it runs each one without
  // yielding, and only between them does the server accept connections and read requests. Not on
  // PostgreSQL, where the wait for its answer is that turn and a yield would only hold the locks longer.
  const turn = (opts.yieldBetweenStatements ?? true) ? nextTurn : async () => {};
  return db.transaction(async (tx) => {
    const now = at ?? new Date();
    const agentRows = await lockAgents(tx, [...new Set(requests.map((r) => r.agentDbId))]);
    await turn();
    const agents = new Map(agentRows.map((a) => [a.id, a]));

    // A typed ticket id matches whatever its case: ticket ids are issued in upper case, so the
    // upper-cased reference is looked up too (the unique index on ticket_id still serves the lookup).
    const ticketRows = await lockTickets(tx, [
      ...new Set(requests.flatMap((r) => [r.ref, r.ref.toUpperCase()])),
    ]);
    await turn();
    const byPublicId = new Map<string, TicketState>();
    const byId = new Map<string, TicketState>();
    for (const r of ticketRows) {
      const state: TicketState = {
        row: { ...ticketFromRaw(r), scannedBy: r.scanned_by },
        scannedByName: r.scanned_by_name,
        awaitingDecision: Boolean(r.awaiting_decision),
        admittedNonce: r.admitted_nonce,
        rejectedNonces: new Set(r.rejected_nonces ?? []),
        changed: false,
      };
      byPublicId.set(r.ticket_id, state);
      byId.set(r.id, state);
    }

    // --- check-in lists (extension checkInLists): only for batches that use them.
    const gates = requests.some((r) => r.gates || r.gate)
      ? await loadGates(tx, [...agents.keys()], [...byId.keys()])
      : null;
    // --- end check-in lists
    const logs: LogRow[] = [];
    const outcomes = requests.map((req): ScanOutcome => {
      const agent = agents.get(req.agentDbId);
      if (!agent || agent.event_id !== req.eventId)
        return { ok: false, status: 401, message: AGENT_SESSION_EXPIRED };
      if (!agent.is_active) return { ok: false, status: 403, message: AGENT_INACTIVE_MESSAGE };
      if (agent.session_version !== (req.sessionVersion ?? 0))
        return { ok: false, status: 401, message: AGENT_SESSION_EXPIRED };
      if (!agent.event_active) return { ok: false, status: 403, message: EVENT_CLOSED };
      // --- fast admission (extension fastGates): only where the organiser turned it on.
      if (req.stage === 'fast' && agent.gate_mode !== 'fast')
        return { ok: false, status: 409, message: FAST_MODE_OFF };
      // --- end fast admission
      const state = byPublicId.get(req.ref) ?? byPublicId.get(req.ref.toUpperCase()) ?? byId.get(req.ref);
      const log = (result: 'accepted' | 'rejected' | 'refused' | 'exited', message: string) =>
        logs.push({
          id: newId(),
          event_id: agent.event_id,
          ticket_ref: state?.row.ticketId ?? req.ref.slice(0, 100),
          agent_id: agent.id,
          action: req.action,
          result,
          message,
          nonce: req.nonce ?? null,
          device_at: req.deviceAt?.toISOString() ?? null,
        });
      const refuse = (status: 404 | 409, message: string): ScanOutcome => {
        log('refused', message);
        return { ok: false, status, message };
      };
      const alreadyScanned = () =>
        refuse(409, alreadyScannedMessage(state!.row.scannedAt, state!.scannedByName, now));

      if (!state || state.row.eventId !== agent.event_id) return refuse(404, TICKET_NOT_FOR_EVENT);
      const atGate = gates?.decide(req, agent, state, now, log);
      if (atGate) return atGate;
      const ticket = state.row;
      const invalid = statusRefusal(ticket.status);
      if (invalid) return refuse(409, invalid);

      // The modal's window, whatever the client says: no parameter reaches an older admission.
      const ownByThisAgent = ticket.isScanned && ticket.scannedBy === agent.id;
      const withinWindow =
        ticket.scannedAt !== null && now.getTime() - ticket.scannedAt.getTime() < DECISION_WINDOW_MS;
      const ownRecentScan =
        ownByThisAgent &&
        req.stage !== 'scan' &&
        req.stage !== 'offline' &&
        req.stage !== 'fast' &&
        withinWindow;
      // The same scan again (a retry, a call whose answer came late, the outbox after a timeout):
      // it answers what the scan did, whichever step admitted the ticket.
      const sameScan = ownByThisAgent && req.nonce !== undefined && state.admittedNonce === req.nonce;
      const refusedScan = req.nonce !== undefined && state.rejectedNonces.has(`${agent.id}:${req.nonce}`);
      const unchanged = (result: 'accepted' | 'rejected'): ScanOutcome => ({
        ok: true,
        result,
        ticket: serializeScannerTicket(state.row, state.scannedByName),
      });
      // The agent refused this scan's entry: its first step arriving late admits nothing.
      if (refusedScan) return unchanged('rejected');

      if (req.action === 'accept') {
        if (!ticket.isScanned && ticket.status === 'active') {
          // Offline, the guest entered at the device's time, kept within what the server can vouch for.
          const at = req.stage === 'offline' ? boundedDeviceTime(req.deviceAt, req.loginAt, now) : now;
          state.row = { ...ticket, isScanned: true, status: 'used', scannedAt: at, scannedBy: agent.id };
          state.scannedByName = agent.name;
          state.admittedNonce = req.nonce ?? null;
          state.changed = true;
          state.awaitingDecision = req.stage === 'scan' || req.stage === undefined;
          log('accepted', ADMISSION_MESSAGE[req.stage ?? 'scan']);
          return { ok: true, result: 'accepted', ticket: serializeScannerTicket(state.row, agent.name) };
        }
        if (sameScan && req.stage === 'scan') return unchanged('accepted');
        if (ownRecentScan || sameScan) {
          // Confirmed once: a decision sent again (its answer was lost) changes nothing.
          if (state.awaitingDecision || req.nonce === undefined) log('accepted', 'Entry confirmed');
          state.awaitingDecision = false;
          return { ok: true, result: 'accepted', ticket: serializeScannerTicket(ticket, agent.name) };
        }
        // This agent's own admission, never a refusal for them: from a scanner that sends nonces, a
        // scan again while its modal never got an answer (the answer was lost) opens it again; a
        // second offline admission of it (two tabs, a stale copy) is the same admission, not a
        // conflict with itself.
        const reopens = req.nonce !== undefined && req.stage === 'scan' && state.awaitingDecision;
        if (ownByThisAgent && reopens && withinWindow) return unchanged('accepted');
        if (ownByThisAgent && req.stage === 'offline') return unchanged('accepted');
        return alreadyScanned();
      }

      // reject: entry refused. Undoes only this agent's own scan whose modal is still open (admitted by
      // its scan, not yet confirmed, within the window); never an older or another agent's admission.
      // The same scan's Reject (by nonce) also undoes a fast admission whose answer never reached the
      // phone: the agent then decided at the modal, and their decision on this scan is the one kept.
      if ((ownRecentScan && state.awaitingDecision) || (sameScan && req.stage === 'decision')) {
        state.row = { ...ticket, isScanned: false, status: 'active', scannedAt: null, scannedBy: null };
        state.scannedByName = null;
        state.awaitingDecision = false;
        state.admittedNonce = null;
        if (req.nonce !== undefined) state.rejectedNonces.add(`${agent.id}:${req.nonce}`);
        state.changed = true;
        log('rejected', 'Entry refused');
        return { ok: true, result: 'rejected', ticket: serializeScannerTicket(state.row) };
      }
      if (ticket.isScanned || ticket.status !== 'active') return alreadyScanned();
      if (req.nonce !== undefined) state.rejectedNonces.add(`${agent.id}:${req.nonce}`);
      log('rejected', 'Entry refused');
      return { ok: true, result: 'rejected', ticket: serializeScannerTicket(ticket) };
    });

    const changed = [...byId.values()]
      .filter((s) => s.changed)
      .map((s) => ({
        id: s.row.id,
        is_scanned: s.row.isScanned,
        status: s.row.status,
        scanned_at: s.row.scannedAt?.toISOString() ?? null,
        scanned_by: s.row.scannedBy,
      }));
    if (changed.length || logs.length) await writeScans(tx, changed, logs);
    if (gates) await gates.write(tx);
    await journalScans(tx, logs, agents);
    await turn();
    return outcomes;
  });
}

/** One scan attempt in its own transaction. */
export async function scanTicket(db: Db, request: ScanRequest, at?: Date): Promise<ScanOutcome> {
  const [outcome] = await scanTickets(db, [request], at);
  return outcome;
}
