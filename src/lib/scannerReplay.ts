import { businessTimeZone } from '../api/config';
import { wallClock } from './timeZone';
/**
 * A server without the sync extension records an offline admission through SPEC's two-step scan
 * (`POST /api/security-agents/scan/{ticketId}` with accept, then the decision). What one refused
 * step means is read from the answer: its status and the server's own text.
 */
export type ReplayVerdict =
  /** No answer, the server in trouble or the session refused: try again later, in order. */
  | { kind: 'retry' }
  /** Admitted already by this agent: an earlier attempt of this same replay reached the server. */
  | { kind: 'own' }
  /** Another gate admitted the ticket first: who and when, where the answer says it. */
  | { kind: 'conflict'; by: string | null; time: string | null }
  /** Never admissible (cancelled, refunded, not of this event...): the server's reason. */
  | { kind: 'refused'; message: string };

/** 'Ticket already scanned at 21:04 by Gate A', 'Ticket already scanned on Nov 23 at 21:04', ... */
const ALREADY_SCANNED = /^Ticket already scanned(?: on (.+?))?(?: at (\d{1,2}):(\d{2}))?(?: by (.+))?$/;

export interface AlreadyScanned {
  /** Named only when it was not today. */
  day: string | null;
  /** The server's wall-clock time ('21:04'). */
  time: string | null;
  by: string | null;
}

/** Who and when, from the server's 'already scanned' text; null for any other text. */
export function parseAlreadyScanned(message: string): AlreadyScanned | null {
  const m = ALREADY_SCANNED.exec(message.trim());
  if (!m) return null;
  const [, day, hh, mm, by] = m;
  return {
    day: day ?? null,
    time: hh ? `${hh.padStart(2, '0')}:${mm}` : null,
    by: by?.trim() || null,
  };
}

/** Clocks of the device and the server may differ a little. */
const SKEW_MINUTES = 5;

const minutesOfDay = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * Whether an unnamed 'already scanned' is this replay's own earlier attempt: only when one was sent
 * before (`attemptedAt`), and the admission's time, where the server gives it, is today and not
 * before that attempt.
 */
function ownUnnamed(found: AlreadyScanned, attemptedAt: string | null | undefined): boolean {
  if (!attemptedAt) return false;
  if (found.day) return false;
  if (!found.time) return true;
  // The server's time is on the business's clock: the attempt is read on the same clock.
  const since =
    (minutesOfDay(found.time) -
      minutesOfDay(wallClock(new Date(attemptedAt), businessTimeZone()).time) +
      1440) %
    1440;
  // Within half a day after the attempt (past midnight too), or a few minutes before it (clocks).
  return since <= 720 || since >= 1440 - SKEW_MINUTES;
}

/**
 * What a failed step means. `agentName` is this gate; `attemptedAt` is when an earlier attempt of
 * this admission was sent (absent when none was): a crash between the two steps, or an answer lost
 * on the way back, leaves the ticket admitted by this very agent, which is not a conflict.
 */
export function replayVerdict(
  status: number,
  message: string,
  ctx: { agentName: string; attemptedAt?: string | null },
): ReplayVerdict {
  if (status === 0 || status >= 500 || status === 401 || status === 403 || status === 408 || status === 429)
    return { kind: 'retry' };
  const found = status === 409 ? parseAlreadyScanned(message) : null;
  if (!found) return { kind: 'refused', message };
  const own = found.by ? found.by === ctx.agentName : ownUnnamed(found, ctx.attemptedAt);
  if (own) return { kind: 'own' };
  return {
    kind: 'conflict',
    by: found.by,
    time: found.day && found.time ? `${found.day} ${found.time}` : found.time,
  };
}
