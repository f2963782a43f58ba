import { HttpError } from 'ra-core';
import { httpClient } from '../../api/httpClient';
import type { ScanAction, ScanStage } from '../../contract/scanDecision';
import type { ScanSyncResult } from '../../contract/scanSyncResult';
import type { AgentSession, ScannerTicket } from './types';

/** No answer within this time and the scan is decided on the device (issue 17). */
export const SCAN_TIMEOUT_MS = 3000;
/**
 * How long a scan's first step may still answer after the device decided (the answer is then
 * reconciled, not shown as a refusal), and how long the modal's decision waits before the device
 * takes it over (accept queued, reject sent again): no call of a scan waits without end.
 */
export const SCAN_LATE_MS = 15_000;
export const DECISION_TIMEOUT_MS = 5000;
/** Any call of a scan that says nothing: given up after this long. */
const DEFAULT_TIMEOUT_MS = 15_000;

/** What identifies one scan across its calls (reference-server extension; other servers ignore it). */
export interface ScanIdentity {
  nonce: string;
  /** The device's clock when the scan was made (ISO). */
  deviceAt: string;
}

/**
 * The scanner's calls (SPEC §7). They carry the agent's own session token, never the dashboard
 * token; with a server that returns no agent token they are sent without Authorization.
 */
export { agentLogin } from './agentLogin';

export interface TicketPage {
  tickets: ScannerTicket[];
  /** Reference-server extension: pass it back as `since` to get only what changed. */
  cursor: string | null;
  partial: boolean;
}

/**
 * The first screen of the list and the event's counts (reference-server extension `limit`): shown
 * while the full list downloads. Null from a server that does not know it.
 */
export async function fetchFirstScreen(
  session: AgentSession,
  limit: number,
  signal?: AbortSignal,
): Promise<{ tickets: ScannerTicket[]; total: number; scanned: number } | null> {
  const body = await httpClient<{
    data: { data?: ScannerTicket[]; total?: number; scanned?: number; first?: boolean } | ScannerTicket[];
  }>(
    `/api/security-agents/event/${encodeURIComponent(session.event._id)}/tickets?agentId=${encodeURIComponent(session.agent._id)}&limit=${limit}`,
    { token: session.token ?? null, signal },
  );
  const data = body?.data;
  if (Array.isArray(data) || !data?.first || !data.data) return null;
  return { tickets: data.data, total: data.total ?? data.data.length, scanned: data.scanned ?? 0 };
}

/** `data.data` per SPEC; a bare `data` array is accepted too. */
export async function fetchTickets(
  session: AgentSession,
  opts: { since?: string | null; signal?: AbortSignal } = {},
): Promise<TicketPage> {
  const since = opts.since ? `&since=${encodeURIComponent(opts.since)}` : '';
  const body = await httpClient<{
    data: { data: ScannerTicket[]; cursor?: string; partial?: boolean } | ScannerTicket[];
  }>(
    `/api/security-agents/event/${encodeURIComponent(session.event._id)}/tickets?agentId=${encodeURIComponent(session.agent._id)}${since}`,
    { token: session.token ?? null, signal: opts.signal },
  );
  const data = body?.data;
  if (Array.isArray(data)) return { tickets: data, cursor: null, partial: false };
  return {
    tickets: data?.data ?? [],
    cursor: data?.cursor ?? null,
    partial: Boolean(since && data?.partial),
  };
}

/**
 * POST /api/security-agents/scan/{ticketId} with agentId and action. `stage`, `nonce` and `deviceAt`
 * are extensions the reference server uses to tell the first scan from the modal's decision and a
 * repeat of a scan from a new one; other servers ignore them. Every call has a timeout.
 */
export async function scanTicket(
  session: AgentSession,
  ticketRef: string,
  action: ScanAction,
  stage: ScanStage,
  opts: { timeoutMs?: number; scan?: ScanIdentity } = {},
): Promise<ScannerTicket> {
  const body = await postWithin<{ success?: boolean; data: ScannerTicket }>(
    session,
    `/api/security-agents/scan/${encodeURIComponent(ticketRef)}`,
    { agentId: session.agent._id, action, stage, ...opts.scan },
    opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
  return body.data;
}

/** True when the call got no answer at all (network down, timed out): the device decides. */
export const isUnanswered = (err: unknown) => (err as { status?: number } | null)?.status === 0;

/**
 * True when the server refused the agent's session itself (expired or ended, agent deactivated,
 * event closed): only a new login can go on. A server that gives no agent token has no session to end.
 */
export const isSessionRefused = (err: unknown, session: AgentSession) => {
  const status = (err as { status?: number } | null)?.status;
  return Boolean(session.token) && (status === 401 || status === 403);
};

/**
 * True when a call's answer does not settle it: none came, the server failed (5xx), or it asked to
 * slow down. What it asked for may still have happened: it is sent again later with its nonce.
 */
export const isUnsettled = (err: unknown) => {
  const status = (err as { status?: number } | null)?.status ?? 0;
  return status === 0 || status >= 500 || status === 408 || status === 429;
};

/** POST /api/security-agents/sync (reference-server extension): the outbox, in order. */
export async function sendOutbox(
  session: AgentSession,
  scans: Array<{
    nonce: string;
    ticketId: string;
    deviceAt: string;
    loginAt?: string;
    /** Extension checkInLists: an exit, or a refusal made offline with its words. */
    kind?: 'exit' | 'refusal';
    message?: string;
  }>,
): Promise<ScanSyncResult[]> {
  const body = await postWithin<{ data: ScanSyncResult[] }>(
    session,
    '/api/security-agents/sync',
    { scans },
    DEFAULT_TIMEOUT_MS,
  );
  return body.data;
}

/** A POST with the agent's token that gives up after `timeoutMs`: too slow counts as no answer (status 0), like no network. */
export async function postWithin<T>(
  session: AgentSession,
  path: string,
  body: unknown,
  timeoutMs: number,
): Promise<T> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  try {
    return await httpClient<T>(path, {
      method: 'POST',
      body,
      token: session.token ?? null,
      signal: ctrl.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw new HttpError('', 0, null);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
