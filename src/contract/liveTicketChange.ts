/**
 * One ticket change as the server streams it to the scanners (GET .../tickets/live, server-sent
 * events), kept short: it goes to every gate. The database announces the same fields plus the
 * event id (server/live/liveHub.ts).
 */
export interface LiveTicketChange {
  /** ticket _id, public ticketId, isScanned, status, scannedAt (ms), scanned by (agent name) */
  id?: string;
  t?: string;
  s?: boolean;
  st?: string;
  at?: number | null;
  by?: string | null;
  /** a lost offline admission (a conflict) was recorded */
  c?: 1;
  /** Extension checkInLists: out since (ms) after an exit scan, null when back in. */
  x?: number | null;
  /** Extension checkInLists: a refusal was recorded (the gates' statistics move). */
  r?: 1;
  /**
   * The change's number (migration 0821), sent as the server-sent event's `id:` rather than in the
   * data: a stream reopened with `Last-Event-ID` gets the changes after it.
   */
  n?: number;
}
