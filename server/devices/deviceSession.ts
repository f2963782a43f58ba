import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scannerDevices } from '../db/schema';
import { forbidden, unauthorized } from '../lib/httpError';
import { AGENT_SESSION_EXPIRED } from '../scan/agentSession';

import { DEVICE_REVOKED } from '../../src/contract/devices';

export { DEVICE_REVOKED };

/** Last contact is written at most this often per device (not at every scan). */
const TOUCH_EVERY_MS = 30_000;

/**
 * An enrolled device's session holds while the device exists for that agent and is not revoked:
 * revoking it refuses its very next call (403, the scanner says so). Its last contact (and the app
 * version it reports) is kept for the Security page.
 */
export async function checkDevice(
  db: Db,
  session: { agentDbId: string; deviceId?: string },
  appVersion?: string,
): Promise<void> {
  if (!session.deviceId) return;
  const [device] = await db
    .select({
      agentId: scannerDevices.agentId,
      revokedAt: scannerDevices.revokedAt,
      lastSeenAt: scannerDevices.lastSeenAt,
      appVersion: scannerDevices.appVersion,
    })
    .from(scannerDevices)
    .where(eq(scannerDevices.id, session.deviceId))
    .limit(1);
  if (!device || device.agentId !== session.agentDbId) throw unauthorized(AGENT_SESSION_EXPIRED);
  if (device.revokedAt) throw forbidden(DEVICE_REVOKED);
  const stale = !device.lastSeenAt || Date.now() - device.lastSeenAt.getTime() > TOUCH_EVERY_MS;
  const newVersion = appVersion !== undefined && appVersion !== device.appVersion;
  if (!stale && !newVersion) return;
  await db
    .update(scannerDevices)
    .set({ lastSeenAt: sql`now()`, ...(newVersion ? { appVersion } : {}) })
    .where(
      and(
        eq(scannerDevices.id, session.deviceId),
        isNull(scannerDevices.revokedAt),
        newVersion
          ? undefined
          : or(
              isNull(scannerDevices.lastSeenAt),
              lt(scannerDevices.lastSeenAt, new Date(Date.now() - TOUCH_EVERY_MS)),
            ),
      ),
    );
}

/** Whether a live stream opened by this device may go on. */
export async function deviceStillValid(db: Db, deviceId: string | undefined): Promise<boolean> {
  if (!deviceId) return true;
  const [device] = await db
    .select({ revokedAt: scannerDevices.revokedAt })
    .from(scannerDevices)
    .where(eq(scannerDevices.id, deviceId))
    .limit(1);
  return Boolean(device && !device.revokedAt);
}
