import { z } from 'zod';
import { MESSAGES as M } from './messages';
import { SYNC_BATCH_MAX } from './scanSyncResult';
import { SCAN_NONCE } from './scanDecision';
import { SYNC_KINDS } from './gates';

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
          nonce: z.string({ error: M.required }).regex(SCAN_NONCE, M.invalid),
          ticketId: z.string({ error: M.required }).trim().min(1, M.required).max(100, M.tooLong),
          deviceAt: z.iso.datetime({ offset: true, error: M.date }).optional(),
          /** When the session the device admitted it in began (its token's issue time, ISO). */
          loginAt: z.iso.datetime({ offset: true, error: M.date }).optional(),
          /** Extension checkInLists: an exit, or a refusal made offline (absent: an admission). */
          kind: z.enum(SYNC_KINDS, { error: M.choice }).optional(),
          /** A refusal's words as the phone showed them (its reason for the statistics). */
          message: z.string().max(300, M.tooLong).optional(),
        },
        { error: M.invalid },
      ),
      { error: M.required },
    )
    .min(1, M.required)
    .max(SYNC_BATCH_MAX, M.tooMany),
});
export type ScanSyncBody = z.infer<typeof scanSyncBody>;
