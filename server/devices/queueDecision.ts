import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { UserRow } from '../env';
import { scannerDevices } from '../db/schema';
import { conflict } from '../lib/httpError';
import { byAccount, writeJournal } from '../money/journal';
import { syncScans } from '../scan/syncScans';
import type { QueueDecision } from '../../src/contract/devices';
import type { ScanSyncResult } from '../../src/contract/scanSync';

type DeviceRow = typeof scannerDevices.$inferSelect;

export const NOT_REVOKED = "Only a revoked phone's admissions wait for a decision";
export const NOTHING_QUEUED = 'Nothing waits for a decision on this phone';

/**
 * The organiser's decision on a revoked phone's admissions that never reached the server. The
 * decision is taken once (a conditional UPDATE clears the list: two organisers at once, one wins).
 * Admit sends them through the offline sync in the agent's name, as the phone would have: nonces
 * already recorded answer as before, and a ticket admitted meanwhile elsewhere is a conflict, never
 * a second admission. Discard records nothing of them. Either is journaled with the list.
 */
export async function decideDeviceQueue(
  db: Db,
  user: UserRow,
  device: DeviceRow,
  agent: { id: string; name: string; sessionVersion: number },
  decision: QueueDecision,
): Promise<{ row: DeviceRow; results: ScanSyncResult[] }> {
  if (!device.revokedAt) throw conflict(NOT_REVOKED);
  const taken = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(scannerDevices)
      .set({ queued: [], waiting: 0, queueDecision: decision === 'admit' ? 'admitted' : 'discarded' })
      .where(
        and(
          eq(scannerDevices.id, device.id),
          isNull(scannerDevices.queueDecision),
          sql`jsonb_array_length(${scannerDevices.queued}) > 0`,
        ),
      )
      .returning();
    if (!row) throw conflict(NOTHING_QUEUED);
    // The phone's count on the agent's card goes with it.
    await tx.execute(sql`DELETE FROM agent_device_queues WHERE device_id = ${device.id}`);
    await writeJournal(tx, byAccount(user), [
      {
        action: decision === 'admit' ? 'device.queue_admitted' : 'device.queue_discarded',
        entity: 'device',
        entityId: device.id,
        before: { label: device.label, agent: agent.name, waiting: device.queued.length },
        after: { label: device.label, scans: device.queued.map((s) => s.ticketId) },
      },
    ]);
    return row;
  });
  // Each admission recorded is journaled by the sync itself (ticket.admitted, in the agent's name).
  const results =
    decision === 'admit'
      ? ((await syncScans(
          db,
          { agentDbId: agent.id, eventId: device.eventId, sessionVersion: agent.sessionVersion },
          device.queued,
        )) ?? [])
      : [];
  return { row: taken, results };
}
