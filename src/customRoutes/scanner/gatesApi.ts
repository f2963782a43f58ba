import { httpClient } from '../../api/httpClient';
import type { AgentGates } from '../../contract/gates';
import { postWithin, type ScanIdentity } from './scannerApi';
import type { AgentSession, ScannerTicket } from './types';

/** An exit gets its answer within this, or the phone decides (and queues it). */
export const EXIT_TIMEOUT_MS = 3000;

/** GET /api/security-agents/event/{eventId}/tickets/checkin-list: the agent's list and the event's others. */
export async function fetchAgentGates(session: AgentSession): Promise<AgentGates> {
  const body = await httpClient<{ data: AgentGates }>(
    `/api/security-agents/event/${encodeURIComponent(session.event._id)}/tickets/checkin-list`,
    { token: session.token ?? null },
  );
  return body.data;
}

/** POST /api/security-agents/scan/{ticketId}/exit: the guest goes out (the nonce makes a retry the same exit). */
export async function sendExit(
  session: AgentSession,
  ticketRef: string,
  scan: ScanIdentity,
): Promise<ScannerTicket> {
  const body = await postWithin<{ data: ScannerTicket }>(
    session,
    `/api/security-agents/scan/${encodeURIComponent(ticketRef)}/exit`,
    { agentId: session.agent._id, ...scan },
    EXIT_TIMEOUT_MS,
  );
  return body.data;
}
