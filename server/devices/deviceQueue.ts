import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scannerDevices } from '../db/schema';
import type { ReportedScan } from '../../src/contract/devices';

/**
 * What an enrolled phone last reported unsent, kept on its device row: once the phone is revoked
 * it is all the organiser has of its admissions, and decides on. A revoked device's row is frozen.
 */
export async function recordDeviceQueue(db: Db, deviceId: string, waiting: number, scans: ReportedScan[]) {
  await db
    .update(scannerDevices)
    .set({ waiting, queued: scans, queueDecision: null })
    .where(and(eq(scannerDevices.id, deviceId), isNull(scannerDevices.revokedAt)));
}
