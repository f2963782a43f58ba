import type { Context } from 'hono';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { AppDeps, AppEnv } from '../env';
import { events, scannerDevices, securityAgents } from '../db/schema';
import { readJson } from '../lib/validation';
import { forbidden, HttpError } from '../lib/httpError';
import { signToken } from '../auth/tokens';
import { writeJournal } from '../money/journal';
import { AGENT_INACTIVE_MESSAGE } from '../scan/agentSession';
import { EVENT_CLOSED } from '../../src/contract/events';
import { deviceClaimBody, type DeviceIdentity } from '../../src/contract/devices';

export const ENROL_CODE_GONE = 'This enrolment code has expired or was already used';

/** An enrolled phone's session lasts a week: revoking it (or the agent) ends it sooner. */
export const DEVICE_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/**
 * POST /api/devices/claim (public): the phone that scanned the QR code presents its code and gets
 * its own session, bound to the agent and event of the enrolment, without the agent's password.
 * The code is used up in the same conditional UPDATE that checks it (two phones with one code: one
 * wins), and refused after its 10 minutes.
 */
export async function claimDevice(deps: AppDeps, c: Context<AppEnv>) {
  const { code, appVersion } = await readJson(c, deviceClaimBody);
  const hash = createHash('sha256').update(code).digest('hex');
  const now = new Date();
  const [found] = await deps.db
    .select({
      device: scannerDevices,
      agent: securityAgents,
      event: { id: events.id, name: events.name, isActive: events.isActive, ownerId: events.ownerId },
    })
    .from(scannerDevices)
    .innerJoin(securityAgents, eq(securityAgents.id, scannerDevices.agentId))
    .innerJoin(events, eq(events.id, scannerDevices.eventId))
    .where(
      and(
        eq(scannerDevices.enrolCodeHash, hash),
        gt(scannerDevices.enrolExpiresAt, now),
        isNull(scannerDevices.revokedAt),
      ),
    )
    .limit(1);
  if (!found) throw new HttpError(410, ENROL_CODE_GONE);
  const { agent, event } = found;
  // Checked before the code is used: the organiser can fix the agent or event and the code still works.
  if (!agent.isActive) throw forbidden(AGENT_INACTIVE_MESSAGE);
  if (!event.isActive) throw forbidden(EVENT_CLOSED);
  const device = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(scannerDevices)
      .set({ enrolCodeHash: null, enrolledAt: now, lastSeenAt: sql`now()`, appVersion: appVersion ?? null })
      .where(
        and(
          eq(scannerDevices.id, found.device.id),
          eq(scannerDevices.enrolCodeHash, hash),
          gt(scannerDevices.enrolExpiresAt, now),
          isNull(scannerDevices.revokedAt),
        ),
      )
      .returning();
    if (!claimed) throw new HttpError(410, ENROL_CODE_GONE);
    await writeJournal(tx, { accountId: event.ownerId, actorId: agent.id, actor: agent.name }, [
      {
        action: 'device.enrolled',
        entity: 'device',
        entityId: claimed.id,
        before: null,
        after: {
          label: claimed.label,
          agent: agent.name,
          kiosk: claimed.kiosk,
          appVersion: appVersion ?? null,
        },
      },
    ]);
    return claimed;
  });
  const token = await signToken(
    deps.config.jwtSecret,
    { kind: 'agent', sub: agent.id, eventId: agent.eventId, sv: agent.sessionVersion, did: device.id },
    DEVICE_TOKEN_TTL_SECONDS,
  );
  const identity: DeviceIdentity = { id: device.id, label: device.label, kiosk: device.kiosk };
  return c.json({
    success: true,
    data: {
      agent: { _id: agent.id, agentId: agent.agentId, name: agent.name },
      event: { _id: event.id, name: event.name },
      token,
      device: identity,
    },
  });
}
