import { z } from 'zod';
import { MESSAGES as M } from './messages';
import { SYNC_BATCH_MAX } from './scanSyncResult';

export { SYNC_BATCH_MAX, type ScanSyncResult } from './scanSyncResult';

/**
 * POST /api/security-agents/sync: the scanner's outbox, in the order the agent admitted the tickets
 * offline. The nonce is the idempotency key: sending a batch again records nothing twice.
 */
export const scanSyncBody = z.object({
  scans: z
    .array(
      z.object(
        {
          nonce: z.string({ error: M.required }).regex(/^[A-Za-z0-9_-]{16,64}$/, M.invalid),
          ticketId: z.string({ error: M.required }).trim().min(1, M.required).max(100, M.tooLong),
          deviceAt: z.iso.datetime({ offset: true, error: M.date }).optional(),
        },
        { error: M.invalid },
      ),
      { error: M.required },
    )
    .min(1, M.required)
    .max(SYNC_BATCH_MAX, M.tooMany),
});
export type ScanSyncBody = z.infer<typeof scanSyncBody>;
