/**
 * The scanner's sync contract without zod (./scanSync.ts holds the request body's schema): what the
 * scanner itself needs, so that the phone's download carries no validation library.
 */

/** Most scans one sync request carries (the outbox sends the rest in the next requests). */
export const SYNC_BATCH_MAX = 500;

/** One queued scan's fate: admitted, lost to another gate (who and when), or refused (why). */
export interface ScanSyncResult {
  nonce: string;
  ticketId: string;
  result: 'accepted' | 'conflict' | 'refused';
  message?: string;
  /** For a conflict: the gate (agent name) that admitted the ticket first, and when (ISO). */
  by?: string | null;
  at?: string | null;
  /**
   * Refused without being decided (the agent is inactive or its session ended): nothing was recorded
   * and the nonce is free, so the device keeps the scan and sends it again after the next login.
   */
  retry?: boolean;
}
