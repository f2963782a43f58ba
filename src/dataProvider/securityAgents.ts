import { httpClient } from '../api/httpClient';

/** SPEC §3 Security agent; scanCount is a reference-server extension (tickets the agent admitted). */
export interface SecurityAgent {
  id: string;
  _id: string;
  agentId: string;
  name: string;
  isActive: boolean;
  loginCount: number;
  lastLogin?: string | null;
  qrCodeData: string;
  scanCount?: number;
}

type ApiAgent = Omit<SecurityAgent, 'id'>;
const withId = (a: ApiAgent): SecurityAgent => ({ ...a, id: a._id });

/** A list may come as `data.data` (SPEC §7) or as a bare `data` array. */
function listOf(body: { data?: { data?: ApiAgent[] } | ApiAgent[] } | null): ApiAgent[] {
  const data = body?.data;
  return Array.isArray(data) ? data : (data?.data ?? []);
}

/** Security agents page calls (SPEC §7 security-agents rows). */
export const securityAgentMethods = {
  async getSecurityAgents(eventId: string): Promise<{ agents: SecurityAgent[]; eventName: string | null }> {
    const body = await httpClient<{ data?: { data?: ApiAgent[]; event?: { name?: string } } | ApiAgent[] }>(
      `/api/security-agents/event/${encodeURIComponent(eventId)}`,
    );
    const event = body?.data && !Array.isArray(body.data) ? body.data.event : undefined;
    return { agents: listOf(body).map(withId), eventName: event?.name ?? null };
  },

  /** GET /api/events/{id} for the page header when the agents list does not name the event. */
  async getSecurityEventName(eventId: string): Promise<string | null> {
    const body = await httpClient<{ data?: { name?: string } }>(`/api/events/${encodeURIComponent(eventId)}`);
    return body?.data?.name ?? null;
  },

  async createSecurityAgent(eventId: string, input: { name: string; password: string }): Promise<void> {
    await httpClient(`/api/security-agents/event/${encodeURIComponent(eventId)}`, {
      method: 'POST',
      body: input,
    });
  },

  async setSecurityAgentActive(id: string, isActive: boolean): Promise<void> {
    await httpClient(`/api/security-agents/${encodeURIComponent(id)}`, { method: 'PUT', body: { isActive } });
  },

  async deleteSecurityAgent(id: string): Promise<void> {
    await httpClient(`/api/security-agents/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
};
