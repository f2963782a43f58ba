import { openLiveStream, type LiveChange } from '../../lib/scannerLive';
import type { AgentSession } from './types';

export type { LiveChange };

/** The agent's event, live: other gates' admissions as they are recorded (issue 17). */
export function openLiveTickets(
  session: AgentSession,
  handlers: Parameters<typeof openLiveStream>[2],
): () => void {
  const path = `/api/security-agents/event/${encodeURIComponent(session.event._id)}/tickets/live?agentId=${encodeURIComponent(session.agent._id)}`;
  return openLiveStream(path, session.token, handlers);
}
