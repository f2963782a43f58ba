import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { ScanSyncBody, ScanSyncResult } from '../../src/contract/scanSync';
import { scanTickets, type ScanOutcome } from './scanTicket';
import { TICKET_NOT_FOR_EVENT } from './refusals';

export const NONCE_REUSED = 'This scan was already sent for another ticket';

interface StoredRow {
  nonce: string;
  agent_id: string;
  ticket_ref: string;
  result: 'accepted' | 'conflict' | 'refused' | 'pending';
  message: string | null;
  winner_name: string | null;
  winner_ms: number | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const fromStored = (r: StoredRow): ScanSyncResult => ({
  nonce: r.nonce,
  ticketId: r.ticket_ref,
  result: r.result === 'pending' ? 'refused' : r.result,
  ...(r.message ? { message: r.message } : {}),
  ...(r.result === 'conflict'
    ? { by: r.winner_name, at: r.winner_ms === null ? null : new Date(r.winner_ms).toISOString() }
    : {}),
});

/** Sync requests one agent may send per window (a backlog of 500 per request drains in a few). */
export const SYNC_RATE = { max: 60, windowMs: 60_000 };

/**
 * The outbox of one agent's offline admissions, decided in one transaction in the order sent. A scan
 * naming no ticket of the agent's event is answered refused and leaves nothing behind (no nonce, no
 * log line): a device only queues its event's tickets, so anything else is junk. A batch of nothing
 * but such scans answers null. Each other nonce is
 * claimed first (INSERT ... ON CONFLICT DO NOTHING, which waits for a concurrent sender of the same
 * nonce): a nonce already known answers what was recorded then and changes nothing; a nonce known
 * for another ticket or agent is refused. The claimed ones go through the same scan as the live
 * scanner (stage 'offline'): the first admission the server records wins, and a later one becomes a
 * conflict naming the gate that won and when: a conflict, never a second admission.
 */
export async function syncScans(
  db: Db,
  session: { agentDbId: string; eventId: string; sessionVersion?: number; issuedAt?: number },
  all: ScanSyncBody['scans'],
): Promise<ScanSyncResult[] | null> {
  const { issuedAt, ...agent } = session;
  // The earliest an admission sent now can have happened: the session's login, or an earlier login of
  // the same device the entry names (a queue kept across a log out), never after this session began.
  const sessionStart = issuedAt === undefined ? undefined : new Date(issuedAt * 1000);
  const loginOf = (s: ScanSyncBody['scans'][number]) => {
    const claimed = s.loginAt ? new Date(s.loginAt) : undefined;
    return claimed && (!sessionStart || claimed <= sessionStart) ? claimed : sessionStart;
  };
  return db.transaction(async (tx) => {
    const refs = JSON.stringify([...new Set(all.map((s) => s.ticketId))]);
    const known = new Set(
      rowsOf<{ ref: string }>(
        await tx.execute(sql`
          SELECT r.ref FROM jsonb_array_elements_text(${refs}::jsonb) AS r(ref)
          WHERE EXISTS (SELECT 1 FROM tickets t WHERE t.event_id = ${agent.eventId}
            AND (t.ticket_id = r.ref OR t.id = r.ref))`),
      ).map((r) => r.ref),
    );
    const unknown = (s: ScanSyncBody['scans'][number]): ScanSyncResult => ({
      nonce: s.nonce,
      ticketId: s.ticketId,
      result: 'refused',
      message: TICKET_NOT_FOR_EVENT,
    });
    const scans = all.filter((s) => known.has(s.ticketId));
    // None names a ticket of the event: the whole batch is refused (404), as a stranger's would be.
    if (!scans.length) return null;
    const firstOf = new Map<string, ScanSyncBody['scans'][number]>();
    for (const s of scans) if (!firstOf.has(s.nonce)) firstOf.set(s.nonce, s);
    const fresh = [...firstOf.values()];
    const claimed = new Set(
      rowsOf<{ nonce: string }>(
        await tx.execute(sql`
          INSERT INTO scan_sync (nonce, event_id, agent_id, ticket_ref, device_at, result)
          SELECT v.nonce, ${agent.eventId}, ${agent.agentDbId}, v.ticket_ref, v.device_at, 'pending'
          FROM jsonb_to_recordset(${JSON.stringify(
            fresh.map((s) => ({ nonce: s.nonce, ticket_ref: s.ticketId, device_at: s.deviceAt ?? null })),
          )}::jsonb) AS v(nonce text, ticket_ref text, device_at timestamptz)
          ON CONFLICT (nonce) DO NOTHING
          RETURNING nonce`),
      ).map((r) => r.nonce),
    );

    const toScan = fresh.filter((s) => claimed.has(s.nonce));
    const outcomes = toScan.length
      ? await scanTickets(
          tx as unknown as Db, // a nested transaction: a savepoint in this one
          toScan.map((s) => ({
            ...agent,
            ref: s.ticketId,
            action: 'accept' as const,
            stage: 'offline' as const,
            // The same nonce as the scan's online calls: a scan that timed out on the phone and was
            // then queued is the same admission.
            nonce: s.nonce,
            ...(s.deviceAt ? { deviceAt: new Date(s.deviceAt) } : {}),
            loginAt: loginOf(s),
            // Extension checkInLists: the agent's list decides, and exits and offline refusals are kept.
            gates: true,
            ...(s.kind === 'exit' || s.kind === 'refusal' ? { gate: s.kind } : {}),
            ...(s.kind === 'refusal' && s.message ? { message: s.message } : {}),
          })),
          undefined,
          { yieldBetweenStatements: false },
        )
      : [];
    const decided = new Map<string, ScanOutcome>(toScan.map((s, i) => [s.nonce, outcomes[i]]));
    await recordOutcomes(tx, toScan, decided, agent.eventId);

    const stored = new Map(
      rowsOf<StoredRow>(
        await tx.execute(sql`
          SELECT nonce, agent_id, ticket_ref, result, message, winner_name,
            floor(extract(epoch FROM winner_at) * 1000)::float8 AS winner_ms
          FROM scan_sync
          WHERE nonce = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify([...firstOf.keys()])}::jsonb)))`),
      ).map((r) => [r.nonce, r]),
    );
    return all.map((s): ScanSyncResult => {
      if (!known.has(s.ticketId)) return unknown(s);
      const row = stored.get(s.nonce);
      const outcome = decided.get(s.nonce);
      if (outcome && outcome.ok === false && (outcome.status === 401 || outcome.status === 403))
        // Not decided: the agent could not act (deactivated, session ended). The device keeps it.
        return {
          nonce: s.nonce,
          ticketId: s.ticketId,
          result: 'refused',
          message: outcome.message,
          retry: true,
        };
      if (!row || row.agent_id !== agent.agentDbId || row.ticket_ref !== s.ticketId.trim())
        return { nonce: s.nonce, ticketId: s.ticketId, result: 'refused', message: NONCE_REUSED };
      return fromStored(row);
    });
  });
}

/**
 * Writes each claimed nonce's result. A scan the agent could not make at all (deactivated or deleted
 * agent) releases its nonce: the same queued scan may be sent again once the agent is back.
 */
async function recordOutcomes(
  tx: Tx,
  toScan: ScanSyncBody['scans'],
  decided: Map<string, ScanOutcome>,
  eventId: string,
) {
  if (!toScan.length) return;
  const rows = toScan.map((s) => {
    const o = decided.get(s.nonce)!;
    if (o.ok) return { nonce: s.nonce, result: 'accepted', message: null, release: false };
    if (o.status === 401 || o.status === 403)
      return { nonce: s.nonce, result: 'refused', message: o.message, release: true };
    // 409 "already scanned" is the conflict; any other refusal (cancelled, unknown) is a refusal.
    const conflict = o.status === 409 && o.message.startsWith('Ticket already scanned');
    return { nonce: s.nonce, result: conflict ? 'conflict' : 'refused', message: o.message, release: false };
  });
  await tx.execute(sql`
    WITH v AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS v(nonce text, result text, message text, release boolean)
    ), gone AS (
      DELETE FROM scan_sync s USING v WHERE s.nonce = v.nonce AND v.release RETURNING s.nonce
    )
    UPDATE scan_sync s
    SET result = v.result, message = v.message,
      winner_name = CASE WHEN v.result = 'conflict' THEN w.name END,
      winner_at = CASE WHEN v.result = 'conflict' THEN w.scanned_at END
    FROM v LEFT JOIN LATERAL (
      SELECT a.name, t.scanned_at FROM tickets t LEFT JOIN security_agents a ON a.id = t.scanned_by
      WHERE t.event_id = ${eventId} AND (t.ticket_id = (SELECT ticket_ref FROM scan_sync WHERE nonce = v.nonce) OR t.id = (SELECT ticket_ref FROM scan_sync WHERE nonce = v.nonce))
      LIMIT 1
    ) w ON true
    WHERE s.nonce = v.nonce AND NOT v.release`);
}

/** Lost offline admissions per event (the statistics' conflicts). */
export async function syncConflicts(db: Db, eventId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM scan_sync WHERE event_id = ${eventId} AND result = 'conflict'`,
    ),
  );
  return row?.n ?? 0;
}
