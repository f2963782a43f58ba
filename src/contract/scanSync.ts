import { z } from 'zod';

/** Most scans one sync request carries (the outbox sends the rest in the next requests). */
export const SYNC_BATCH_MAX = 500;

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

/** One queued scan's fate: admitted, lost to another gate (who and when), or refused (why). */
export interface ScanSyncResult {
  nonce: string;
  ticketId: string;
  result: 'accepted' | 'conflict' | 'refused';
  message?: string;
  /** For a conflict: the gate (agent name) that admitted the ticket first, and when (ISO). */
  by?: string | null;
  at?: string | null;
}
