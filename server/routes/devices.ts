import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import { requireAgentSession } from '../scan/agentSession';
import { byAccount, writeJournal } from '../money/journal';
import { events, scannerDevices, securityAgents } from '../db/schema';
import { readJson } from '../lib/validation';
import { HttpError, conflict, notFound } from '../lib/httpError';
import { newId } from '../lib/ids';
import { hashPassword, verifyPassword } from '../auth/password';
import { reserveUse } from '../auth/attempts';
import { publicOrigin } from '../config';
import {
  deviceEnrolBody,
  deviceQueueDecisionBody,
  deviceUpdateBody,
  ENROL_CODE_TTL_MS,
  enrolLink,
  kioskPinBody,
  NO_KIOSK_PIN_MESSAGE,
  WRONG_PIN_MESSAGE,
  type DeviceEnrolment,
  type DeviceIdentity,
  type DeviceList,
} from '../../src/contract/devices';
import { listDevices, ownDevice, serializeOne } from '../devices/deviceList';
import { claimDevice } from '../devices/claimDevice';
import { decideDeviceQueue } from '../devices/queueDecision';
import { checkDevice } from '../devices/deviceSession';

export const EVENT_NOT_FOUND = 'Event not found';
export const DEVICE_NOT_FOUND = 'Device not found';
export const AGENT_NOT_IN_EVENT = 'Security agent not found for this event';
export const NOT_ENROLLED = 'This phone is not enrolled';
export const ALREADY_REVOKED = 'This phone is already revoked';
export const NO_KIOSK_PIN = NO_KIOSK_PIN_MESSAGE;
export const WRONG_PIN = WRONG_PIN_MESSAGE;

/** Wrong kiosk PINs one device may try per window. */
const UNLOCK_RATE = { max: 5, windowMs: 60_000 };

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Extension `devices` (docs/devices.md): the organiser enrols a phone for one agent with a one-time
 * QR code valid 10 minutes, lists the event's phones, switches kiosk mode, revokes a phone (its
 * next call is refused) and decides on the admissions it reported unsent; the phone claims its
 * code, says it is alive, and unlocks kiosk mode with the organiser's PIN.
 */
export function deviceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const agency = requireAgency(deps);
  const agentSession = requireAgentSession(deps);
  const unlockLimiter = deps.rateLimiter('kiosk-unlock', UNLOCK_RATE.max, UNLOCK_RATE.windowMs);

  const ownEvent = async (c: Context<AppEnv>) => {
    const [event] = await deps.db
      .select({ id: events.id, name: events.name, pinSet: sql<boolean>`kiosk_pin_hash IS NOT NULL` })
      .from(events)
      .where(and(eq(events.id, c.req.param('eventId') ?? ''), eq(events.ownerId, c.get('user').id)))
      .limit(1);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return event;
  };
  const device = async (c: Context<AppEnv>) => {
    const row = await ownDevice(deps.db, c.get('user').id, c.req.param('id') ?? '');
    if (!row) throw notFound(DEVICE_NOT_FOUND);
    return row;
  };

  // --- The phone ------------------------------------------------------------------------------

  /** Public: the code shown by the organiser, once, within 10 minutes. */
  app.post('/claim', (c) => claimDevice(deps, c));

  /** The phone's identity and kiosk mode (and its last contact); a plain agent session has none. */
  app.get('/me', agentSession, async (c) => {
    const session = c.get('agent')!;
    if (!session.deviceId) return c.json({ success: true, data: { device: null } });
    const appVersion = c.req.query('appVersion')?.slice(0, 40);
    if (appVersion) await checkDevice(deps.db, session, appVersion);
    const [row] = await deps.db
      .select({ id: scannerDevices.id, label: scannerDevices.label, kiosk: scannerDevices.kiosk })
      .from(scannerDevices)
      .where(eq(scannerDevices.id, session.deviceId))
      .limit(1);
    return c.json({ success: true, data: { device: row satisfies DeviceIdentity } });
  });

  /** Kiosk mode is left with the organiser's PIN, checked here (never kept on the phone). */
  app.post('/me/unlock', agentSession, async (c) => {
    const session = c.get('agent')!;
    if (!session.deviceId) throw conflict(NOT_ENROLLED);
    await reserveUse(unlockLimiter, [[`device:${session.deviceId}`, UNLOCK_RATE.max]]);
    const { pin } = await readJson(c, kioskPinBody);
    const [event] = await deps.db
      .select({ hash: sql<string | null>`kiosk_pin_hash` })
      .from(events)
      .where(eq(events.id, session.eventId))
      .limit(1);
    if (!event?.hash) throw conflict(NO_KIOSK_PIN);
    if (!(await verifyPassword(pin, event.hash))) throw new HttpError(422, WRONG_PIN);
    return c.json({ success: true, data: { unlocked: true } });
  });

  // --- The organiser --------------------------------------------------------------------------

  app.get('/event/:eventId', agency, async (c) => {
    const event = await ownEvent(c);
    const data: DeviceList = {
      data: await listDevices(deps.db, event.id),
      kioskPinSet: Boolean(event.pinSet),
    };
    return c.json({ success: true, data });
  });

  /** Opens an enrolment: a new device waiting for its phone, and the one-time code for the QR. */
  app.post('/event/:eventId', agency, async (c) => {
    const event = await ownEvent(c);
    const body = await readJson(c, deviceEnrolBody);
    const [agent] = await deps.db
      .select({ id: securityAgents.id, agentId: securityAgents.agentId, name: securityAgents.name })
      .from(securityAgents)
      .where(and(eq(securityAgents.id, body.agentId), eq(securityAgents.eventId, event.id)))
      .limit(1);
    if (!agent) throw notFound(AGENT_NOT_IN_EVENT);
    const code = randomBytes(16).toString('base64url');
    const expiresAt = new Date(Date.now() + ENROL_CODE_TTL_MS);
    const row = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(scannerDevices)
        .values({
          id: newId(),
          eventId: event.id,
          agentId: agent.id,
          label: body.label ?? agent.name,
          kiosk: body.kiosk,
          enrolCodeHash: hashCode(code),
          enrolExpiresAt: expiresAt,
        })
        .returning();
      await writeJournal(tx, byAccount(c.get('user')), [
        {
          action: 'device.enrolment_opened',
          entity: 'device',
          entityId: created.id,
          before: null,
          after: {
            label: created.label,
            agent: agent.name,
            kiosk: created.kiosk,
            expiresAt: expiresAt.toISOString(),
          },
        },
      ]);
      return created;
    });
    const data: DeviceEnrolment = {
      device: await serializeOne(deps.db, row, agent),
      code,
      link: enrolLink(publicOrigin(deps.config), agent.agentId, code),
      expiresAt: expiresAt.toISOString(),
    };
    return c.json({ success: true, data }, 201);
  });

  /** The organiser's kiosk PIN for the event, stored as a bcrypt hash. */
  app.put('/event/:eventId/kiosk-pin', agency, async (c) => {
    const event = await ownEvent(c);
    const { pin } = await readJson(c, kioskPinBody);
    const hash = await hashPassword(pin);
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE events SET kiosk_pin_hash = ${hash} WHERE id = ${event.id}`);
      // The PIN itself never enters the journal: only that it changed.
      await writeJournal(tx, byAccount(c.get('user')), [
        {
          action: 'event.updated',
          entity: 'event',
          entityId: event.id,
          before: { name: event.name, kioskPin: event.pinSet ? 'set' : 'none' },
          after: { name: event.name, kioskPin: 'changed' },
        },
      ]);
    });
    return c.json({ success: true, data: { kioskPinSet: true } });
  });

  app.put('/:id', agency, async (c) => {
    const { device: before, agent } = await device(c);
    const body = await readJson(c, deviceUpdateBody);
    const row = await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(scannerDevices)
        .set({
          ...(body.kiosk !== undefined ? { kiosk: body.kiosk } : {}),
          ...(body.label ? { label: body.label } : {}),
        })
        .where(eq(scannerDevices.id, before.id))
        .returning();
      if (!updated) throw notFound(DEVICE_NOT_FOUND);
      await writeJournal(tx, byAccount(c.get('user')), [
        {
          action: 'device.updated',
          entity: 'device',
          entityId: before.id,
          before: { label: before.label, kiosk: before.kiosk },
          after: { label: updated.label, kiosk: updated.kiosk },
        },
      ]);
      return updated;
    });
    return c.json({ success: true, data: await serializeOne(deps.db, row, agent) });
  });

  /** Revoked at once: the phone's next call is refused, and its syncs with it (once: then 409). */
  app.post('/:id/revoke', agency, async (c) => {
    const { device: before, agent } = await device(c);
    // No body is needed; one that is sent must still be JSON.
    await readJson(c, z.object({}));
    const row = await deps.db.transaction(async (tx) => {
      const [revoked] = await tx
        .update(scannerDevices)
        .set({ revokedAt: new Date(), enrolCodeHash: null })
        .where(and(eq(scannerDevices.id, before.id), isNull(scannerDevices.revokedAt)))
        .returning();
      if (!revoked) throw conflict(ALREADY_REVOKED);
      await writeJournal(tx, byAccount(c.get('user')), [
        {
          action: 'device.revoked',
          entity: 'device',
          entityId: before.id,
          before: { label: before.label, agent: agent.name, revoked: false },
          after: { label: before.label, agent: agent.name, revoked: true, waiting: before.waiting },
        },
      ]);
      return revoked;
    });
    return c.json({ success: true, data: await serializeOne(deps.db, row, agent) });
  });

  /** A revoked phone's reported admissions: recorded (as if synced) or discarded, once. */
  app.post('/:id/queue', agency, async (c) => {
    const { device: row, agent } = await device(c);
    const { decision } = await readJson(c, deviceQueueDecisionBody);
    const outcome = await decideDeviceQueue(deps.db, c.get('user'), row, agent, decision);
    return c.json({
      success: true,
      data: { ...outcome, device: await serializeOne(deps.db, outcome.row, agent) },
    });
  });

  return app;
}
