import { and, asc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scannerDevices, securityAgents, tickets } from '../db/schema';
import type { DeviceStatus, ScannerDevice } from '../../src/contract/devices';

type DeviceRow = typeof scannerDevices.$inferSelect;
type AgentRef = { id: string; agentId: string; name: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function deviceStatus(d: DeviceRow, now = Date.now()): DeviceStatus {
  if (d.revokedAt) return 'revoked';
  if (d.enrolledAt) return 'active';
  return d.enrolExpiresAt && d.enrolExpiresAt.getTime() > now ? 'pending' : 'expired';
}

/** A device as the Security page shows it (never its code or its code's hash). */
export function serializeDevice(d: DeviceRow, agent: AgentRef, holders: Map<string, string>): ScannerDevice {
  return {
    id: d.id,
    label: d.label,
    agent,
    kiosk: d.kiosk,
    status: deviceStatus(d),
    createdAt: d.createdAt.toISOString(),
    enrolExpiresAt: d.enrolledAt ? null : iso(d.enrolExpiresAt),
    enrolledAt: iso(d.enrolledAt),
    revokedAt: iso(d.revokedAt),
    lastSeenAt: iso(d.lastSeenAt),
    appVersion: d.appVersion,
    waiting: d.waiting,
    queued: d.queued.map((s) => ({ ...s, holder: holders.get(s.ticketId) ?? null })),
    queueDecision: d.queueDecision,
  };
}

/** The names of the holders of tickets a device reported, by the reference it used. */
async function holdersOf(db: Db, eventId: string, refs: string[]): Promise<Map<string, string>> {
  if (!refs.length) return new Map();
  const rows = await db
    .select({ id: tickets.id, ticketId: tickets.ticketId, first: tickets.firstName, last: tickets.lastName })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), or(inArray(tickets.ticketId, refs), inArray(tickets.id, refs))));
  const names = new Map<string, string>();
  for (const r of rows) {
    const name = `${r.first} ${r.last}`.trim();
    names.set(r.ticketId, name);
    names.set(r.id, name);
  }
  return names;
}

/** The event's devices: enrolled or revoked ones, and enrolments whose code can still be used. */
export async function listDevices(db: Db, eventId: string): Promise<ScannerDevice[]> {
  const rows = await db
    .select({
      device: scannerDevices,
      agent: { id: securityAgents.id, agentId: securityAgents.agentId, name: securityAgents.name },
    })
    .from(scannerDevices)
    .innerJoin(securityAgents, eq(securityAgents.id, scannerDevices.agentId))
    .where(
      and(
        eq(scannerDevices.eventId, eventId),
        or(isNotNull(scannerDevices.enrolledAt), gt(scannerDevices.enrolExpiresAt, new Date())),
      ),
    )
    .orderBy(asc(scannerDevices.createdAt), asc(scannerDevices.id));
  const refs = [...new Set(rows.flatMap((r) => r.device.queued.map((s) => s.ticketId)))];
  const holders = await holdersOf(db, eventId, refs);
  return rows.map((r) => serializeDevice(r.device, r.agent, holders));
}

/** One device of an event the caller owns, with its agent, or undefined. */
export async function ownDevice(db: Db, ownerId: string, id: string) {
  const [row] = await db
    .select({
      device: scannerDevices,
      agent: {
        id: securityAgents.id,
        agentId: securityAgents.agentId,
        name: securityAgents.name,
        sessionVersion: securityAgents.sessionVersion,
      },
    })
    .from(scannerDevices)
    .innerJoin(securityAgents, eq(securityAgents.id, scannerDevices.agentId))
    .where(
      and(
        eq(scannerDevices.id, id),
        sql`EXISTS (SELECT 1 FROM events e WHERE e.id = ${scannerDevices.eventId} AND e.owner_id = ${ownerId})`,
      ),
    )
    .limit(1);
  return row;
}

export async function serializeOne(db: Db, d: DeviceRow, agent: AgentRef): Promise<ScannerDevice> {
  const holders = await holdersOf(
    db,
    d.eventId,
    d.queued.map((s) => s.ticketId),
  );
  return serializeDevice(d, { id: agent.id, agentId: agent.agentId, name: agent.name }, holders);
}
