import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AgentGates, GateFigures, GateList, GateStats } from '../../src/contract/gates';
import { refusalReasonOf } from '../../src/lib/gateRules';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface ListRow {
  id: string;
  name: string;
  tier_ids: string[];
  tier_names: string[];
  starts_ms: number | null;
  ends_ms: number | null;
  allow_reentry: boolean;
}

const toList = (r: ListRow): GateList => ({
  id: r.id,
  name: r.name,
  tierIds: r.tier_ids,
  tierNames: r.tier_names,
  startsAt: r.starts_ms === null ? null : new Date(Number(r.starts_ms)).toISOString(),
  endsAt: r.ends_ms === null ? null : new Date(Number(r.ends_ms)).toISOString(),
  allowReentry: r.allow_reentry,
});

/** The event's lists as the door knows them (tier ids and names). */
async function eventLists(db: Db, eventId: string): Promise<GateList[]> {
  return rowsOf<ListRow>(
    await db.execute(sql`
      SELECT l.id, l.name, l.tier_ids, l.allow_reentry,
        ARRAY(SELECT p.name FROM price_tiers p WHERE p.id = ANY(l.tier_ids) ORDER BY p.position) AS tier_names,
        floor(extract(epoch FROM l.starts_at) * 1000)::float8 AS starts_ms,
        floor(extract(epoch FROM l.ends_at) * 1000)::float8 AS ends_ms
      FROM checkin_lists l WHERE l.event_id = ${eventId}
      ORDER BY l.created_at, l.id`),
  ).map(toList);
}

/** The agent's list and its event's others: what the phone keeps to decide offline. */
export async function agentGates(db: Db, agentDbId: string, eventId: string): Promise<AgentGates> {
  const [lists, [agent]] = await Promise.all([
    eventLists(db, eventId),
    rowsOf<{ list: string | null }>(
      await db.execute(sql`SELECT checkin_list_id AS list FROM security_agents WHERE id = ${agentDbId}`),
    ),
  ]);
  return { list: lists.find((l) => l.id === agent?.list) ?? null, lists };
}

const empty = (): GateFigures => ({ admitted: 0, exited: 0, insideNow: 0, refused: {} });

/**
 * Per list and per gate (agent): entries and exits (gate_passages, migration 1020), who is inside now
 * (admitted, not out, by the gate of their latest entry) and the refusals by reason (scan_log, the
 * phone's offline refusals included once synced). A gate counts toward the list it scans for now.
 */
export async function gateStats(db: Db, eventId: string): Promise<GateStats> {
  const [lists, agents, passages, inside, refusals] = await Promise.all([
    eventLists(db, eventId),
    db.execute(sql`
      SELECT id, name, checkin_list_id AS list FROM security_agents WHERE event_id = ${eventId}
      ORDER BY created_at, id`),
    db.execute(sql`
      SELECT agent_id AS agent, kind, count(*)::int AS n FROM gate_passages
      WHERE event_id = ${eventId} GROUP BY agent_id, kind`),
    db.execute(sql`
      SELECT scanned_by AS agent, count(*)::int AS n FROM tickets
      WHERE event_id = ${eventId} AND is_scanned AND status = 'used' AND exited_at IS NULL
      GROUP BY scanned_by`),
    db.execute(sql`
      SELECT agent_id AS agent, message, count(*)::int AS n FROM scan_log
      WHERE event_id = ${eventId}
        AND (result = 'refused' OR (result = 'rejected' AND message = 'Entry refused'))
      GROUP BY agent_id, message`),
  ]);
  const gates = new Map(
    rowsOf<{ id: string; name: string; list: string | null }>(agents).map((a) => [
      a.id,
      { id: a.id, name: a.name, listId: a.list, ...empty() },
    ]),
  );
  const gate = (id: string | null) => (id ? gates.get(id) : undefined);
  for (const p of rowsOf<{ agent: string | null; kind: 'entry' | 'exit'; n: number }>(passages)) {
    const g = gate(p.agent);
    if (g) g[p.kind === 'entry' ? 'admitted' : 'exited'] += p.n;
  }
  let insideNow = 0;
  for (const r of rowsOf<{ agent: string | null; n: number }>(inside)) {
    insideNow += r.n;
    const g = gate(r.agent);
    if (g) g.insideNow += r.n;
  }
  for (const r of rowsOf<{ agent: string | null; message: string | null; n: number }>(refusals)) {
    const g = gate(r.agent);
    if (!g) continue;
    const reason = refusalReasonOf(r.message);
    g.refused[reason] = (g.refused[reason] ?? 0) + r.n;
  }
  const byList = new Map<string | null, GateFigures & { id: string | null; name: string | null }>(
    lists.map((l) => [l.id, { id: l.id, name: l.name, ...empty() }]),
  );
  for (const g of gates.values()) {
    const key = g.listId && byList.has(g.listId) ? g.listId : null;
    if (!byList.has(key)) byList.set(key, { id: null, name: null, ...empty() });
    const l = byList.get(key)!;
    l.admitted += g.admitted;
    l.exited += g.exited;
    l.insideNow += g.insideNow;
    for (const [reason, n] of Object.entries(g.refused) as Array<[keyof GateFigures['refused'], number]>)
      l.refused[reason] = (l.refused[reason] ?? 0) + n;
  }
  return { insideNow, lists: [...byList.values()], gates: [...gates.values()] };
}
