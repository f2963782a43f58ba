import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../env';
import type { Db } from '../db/client';
import { readAgentToken } from '../auth/middleware';
import { readJson } from '../lib/validation';
import { unauthorized } from '../lib/httpError';
import { AGENT_SESSION_EXPIRED, AGENT_SESSION_REQUIRED } from './agentSession';
import { REPORTED_SCANS_MAX, reportedScan } from '../../src/contract/devices';
import { checkDevice } from '../devices/deviceSession';
import { recordDeviceQueue } from '../devices/deviceQueue';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `PUT /api/security-agents/device-queue` (extension `deviceQueues`): one device's unsent count. */
export const deviceQueueBody = z.object({
  deviceId: z.string().min(8).max(64),
  waiting: z.number().int().min(0).max(1_000_000),
  /** Extension `devices`: the admissions themselves (an enrolled phone's), for the organiser to decide on. */
  scans: z.array(reportedScan).max(REPORTED_SCANS_MAX).optional(),
  /** Extension `devices`: the scanner's version, shown on the Security page. */
  appVersion: z.string().max(40).optional(),
});

/**
 * A scanner device reports how many admissions it holds unsent. A signed agent token is enough, even
 * once the agent is deactivated or its session ended: that is when the organiser needs the figure
 * (the scans then wait for the agent's return). The agent must still exist, in the token's event.
 */
export async function reportDeviceQueue(deps: AppDeps, c: Context<AppEnv>) {
  const session = await readAgentToken(deps, c.req.header('Authorization'));
  if (!session) throw unauthorized(AGENT_SESSION_REQUIRED);
  const { deviceId: browserId, waiting, scans, appVersion } = await readJson(c, deviceQueueBody);
  // An enrolled phone (extension `devices`) reports under its own identity, and only while not revoked.
  await checkDevice(deps.db, session, appVersion);
  const deviceId = session.deviceId ?? browserId;
  const stored = rowsOf<{ agent_id: string }>(
    await deps.db.execute(sql`
      INSERT INTO agent_device_queues (agent_id, device_id, waiting, reported_at)
      SELECT a.id, ${deviceId}, ${waiting}, now() FROM security_agents a
      WHERE a.id = ${session.agentDbId} AND a.event_id = ${session.eventId}
      ON CONFLICT (agent_id, device_id) DO UPDATE SET waiting = EXCLUDED.waiting, reported_at = now()
      RETURNING agent_id`),
  );
  if (!stored.length) throw unauthorized(AGENT_SESSION_EXPIRED);
  if (session.deviceId) await recordDeviceQueue(deps.db, session.deviceId, waiting, scans ?? []);
  return c.json({ success: true, data: { waiting } });
}

/** Admissions waiting on devices, per agent of the event. */
export async function waitingOnDevices(db: Db, eventId: string): Promise<Map<string, number>> {
  const rows = rowsOf<{ agent_id: string; n: number }>(
    await db.execute(sql`
      SELECT q.agent_id, sum(q.waiting)::int AS n FROM agent_device_queues q
      JOIN security_agents a ON a.id = q.agent_id
      WHERE a.event_id = ${eventId}
      GROUP BY q.agent_id`),
  );
  return new Map(rows.map((r) => [r.agent_id, r.n]));
}
