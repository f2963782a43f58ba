import { replayVerdict, type ReplayVerdict } from '../../lib/scannerReplay';
import type { OutboxEntry, SyncConflict } from '../../lib/scannerStore';
import { DECISION_TIMEOUT_MS, isUnsettled, scanTicket } from './scannerApi';
import type { AgentSession } from './types';

/** A replayed step that hangs is given up and tried again later (the server may have recorded it). */
const STEP_TIMEOUT_MS = 10_000;

export type ReplayOutcome =
  | { kind: 'recorded' }
  | { kind: 'lost'; conflict: SyncConflict }
  /** Not settled: try again later, in order (`answered`: the server did answer). */
  | { kind: 'retry'; answered: boolean; status?: number; message?: string };

const failure = (err: unknown) => ({
  status: (err as { status?: number } | null)?.status ?? 0,
  message: err instanceof Error ? err.message : '',
});

/**
 * One offline admission sent the SPEC way, without the sync extension: the scan with accept, then
 * the decision with accept. The server admits a ticket once (its scan is conditional), so a replay
 * cut short and tried again cannot admit twice; `mark` keeps on the device how far it went, so the
 * next attempt knows an 'already scanned' answer may be its own. A refusal that names another gate
 * is a conflict, as with sync.
 */
export async function replayAdmission(
  session: AgentSession,
  entry: OutboxEntry,
  mark: (change: Pick<OutboxEntry, 'attemptedAt' | 'scanned'>) => Promise<void>,
): Promise<ReplayOutcome> {
  const agentName = session.agent.name;
  const step = async (stage: 'scan' | 'decision', attemptedAt: string | null | undefined) => {
    try {
      await scanTicket(session, entry.ticketId, 'accept', stage, {
        timeoutMs: STEP_TIMEOUT_MS,
        // The scan's own nonce: the reference server takes each step for that same scan.
        scan: { nonce: entry.nonce, deviceAt: entry.deviceAt },
      });
      return null;
    } catch (err) {
      const { status, message } = failure(err);
      return { status, message, verdict: replayVerdict(status, message, { agentName, attemptedAt }) };
    }
  };
  const settle = (f: { status: number; message: string; verdict: ReplayVerdict }): ReplayOutcome | null => {
    const v = f.verdict;
    if (v.kind === 'own') return null;
    if (v.kind === 'retry')
      return { kind: 'retry', answered: f.status !== 0, status: f.status, message: f.message };
    const base = { nonce: entry.nonce, ticketId: entry.ticketId, name: entry.name };
    return {
      kind: 'lost',
      conflict:
        v.kind === 'conflict'
          ? { ...base, kind: 'conflict', by: v.by, at: null, time: v.time }
          : { ...base, kind: 'refused', message: v.message },
    };
  };

  let attemptedAt = entry.attemptedAt ?? null;
  if (!entry.scanned) {
    // Written before sending: after a crash, the device knows this scan may have reached the server.
    const now = new Date().toISOString();
    await mark({ attemptedAt: attemptedAt ?? now });
    const failed = await step('scan', attemptedAt);
    attemptedAt = attemptedAt ?? now;
    const outcome = failed && settle(failed);
    if (outcome) return outcome;
    await mark({ attemptedAt, scanned: true });
  }
  // The ticket is this agent's admission now: the decision only confirms it.
  const failed = await step('decision', attemptedAt);
  return (failed && settle(failed)) ?? { kind: 'recorded' };
}

/**
 * A queued Reject (see OutboxEntry.action): the modal's decision, sent again with its scan's nonce,
 * so that a first step that did admit the ticket is undone, and one still on its way admits nothing
 * (reference server). Settled once the server answers anything but trouble: a ticket another gate
 * admitted meanwhile has nothing of this scan's to undo.
 */
export async function replayReject(
  session: AgentSession,
  entry: OutboxEntry,
): Promise<{ kind: 'recorded' } | { kind: 'retry'; answered: boolean }> {
  try {
    await scanTicket(session, entry.ticketId, 'reject', 'decision', {
      timeoutMs: DECISION_TIMEOUT_MS,
      scan: { nonce: entry.nonce, deviceAt: entry.deviceAt },
    });
    return { kind: 'recorded' };
  } catch (err) {
    const status = (err as { status?: number } | null)?.status ?? 0;
    if (isUnsettled(err) || status === 401 || status === 403)
      return { kind: 'retry', answered: status !== 0 };
    return { kind: 'recorded' };
  }
}
