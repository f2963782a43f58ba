import { z } from 'zod';
import { SYNC_BATCH_MAX } from './scanSyncResult';

export { SYNC_BATCH_MAX, type ScanSyncResult } from './scanSyncResult';

/**
 * POST /api/security-agents/sync: the scanner's outbox, in the order the agent admitted the tickets
 * offline. The nonce is the idempotency key: sending a batch again records nothing twice.
 */
export const scanSyncBody = z.object({
  scans: z
    .array(
      z.object({
        nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'nonce must be 16 to 64 letters, digits, - or _'),
        ticketId: z.string().trim().min(1, 'ticketId is required').max(100),
        deviceAt: z.iso.datetime({ offset: true, error: 'deviceAt must be an ISO date' }).optional(),
      }),
    )
    .min(1, 'scans must not be empty')
    .max(SYNC_BATCH_MAX, `at most ${SYNC_BATCH_MAX} scans per request`),
});
export type ScanSyncBody = z.infer<typeof scanSyncBody>;
