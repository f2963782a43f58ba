import { httpClient } from '../../api/httpClient';
import type { GateMode } from '../../contract/scanDecision';
import type { AgentSession, ScannerTicket } from './types';

/**
 * The door's reference-server extensions for the scanner (`fastGates`, `admissionUndo`); a SPEC-only
 * server never gets these calls (the scanner checks its capabilities first).
 */

/** GET /api/security-agents/event/{eventId}/tickets/gate-mode: how this event's gates admit. */
export async function fetchGateMode(session: AgentSession, signal?: AbortSignal): Promise<GateMode> {
  const body = await httpClient<{ data?: { mode?: string } }>(
    `/api/security-agents/event/${encodeURIComponent(session.event._id)}/tickets/gate-mode`,
    { token: session.token ?? null, signal },
  );
  return body?.data?.mode === 'fast' ? 'fast' : 'modal';
}

/** POST /api/security-agents/scan/{ticketId}/undo: the agent's own admission of the last 2 minutes. */
export async function undoOwnAdmission(
  session: AgentSession,
  ticketId: string,
  reason?: string,
): Promise<ScannerTicket> {
  const body = await httpClient<{ data: ScannerTicket }>(
    `/api/security-agents/scan/${encodeURIComponent(ticketId)}/undo`,
    {
      method: 'POST',
      body: { agentId: session.agent._id, ...(reason ? { reason } : {}) },
      token: session.token ?? null,
    },
  );
  return body.data;
}
