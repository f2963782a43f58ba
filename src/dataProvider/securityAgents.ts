import type { GateMode } from '../contract/scanDecision';
import type { Identifier } from 'ra-core';
import type { z } from 'zod';
import { whenOffered } from '../authProvider/capabilities';
import { httpClient } from '../api/httpClient';
import type { agentCreateBody } from '../contract/events';
import { applyListQuery, type ListQuerySpec } from '../lib/listQuery';
import { resourceProvider } from './resourceProvider';
import { withId } from './withId';

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
  /** Extension `deviceQueues`: admissions the agent's phones hold unsent (sent when they can). */
  waitingOnDevices?: number;
  /** Extension `checkInLists`: the list the agent's gate admits for. */
  checkInListId?: string | null;
}

type ApiAgent = Omit<SecurityAgent, 'id'>;
type ListBody = { data?: { data?: ApiAgent[]; event?: { name?: string } } | ApiAgent[] } | null;
const enc = (v: Identifier) => encodeURIComponent(String(v));

/** A list may come as `data.data` (SPEC §7) or as a bare `data` array. */
function listOf(body: ListBody): ApiAgent[] {
  const data = body?.data;
  return Array.isArray(data) ? data : (data?.data ?? []);
}

/** The agents list's search (name, public ID); the status filter is 'active' / 'inactive'. */
export const AGENT_QUERY: ListQuerySpec<SecurityAgent> = { search: [(a) => a.name, (a) => a.agentId] };

/** What the new-agent form sends: the body of SPEC §7, and the event when the form carries it. */
type NewAgent = z.input<typeof agentCreateBody> & { eventId?: Identifier };

function eventIdOf(params: { meta?: { eventId?: Identifier }; data?: { eventId?: Identifier } }) {
  const eventId = params.meta?.eventId ?? params.data?.eventId;
  if (!eventId) throw new Error('security-agents create needs meta.eventId');
  return eventId;
}

/**
 * SPEC §7 security-agents calls as the `security-agents` resource, one event at a time
 * (filter.eventId). The API returns an event's agents whole: search, status, sort and page are
 * applied here. The list's `meta.eventName` names the event when the API sends it with the list.
 */
export const securityAgentsDataProvider = resourceProvider<SecurityAgent, NewAgent>('security-agents', {
  async getList(params) {
    const { eventId, status, ...filter } = params.filter ?? {};
    if (!eventId) throw new Error('security-agents getList needs filter.eventId');
    const body = await httpClient<ListBody>(`/api/security-agents/event/${enc(eventId)}`);
    const event = body?.data && !Array.isArray(body.data) ? body.data.event : undefined;
    if (status === 'active' || status === 'inactive') filter.isActive = status === 'active';
    const agents = listOf(body).map((a) => withId(a));
    const result = applyListQuery(agents, { ...params, filter }, AGENT_QUERY);
    return { ...result, meta: { eventName: event?.name ?? null } };
  },
  /** POST /api/security-agents/event/{eventId} with {name, password}; the event comes as meta.eventId. */
  async create(params) {
    const body = { name: params.data.name, password: params.data.password };
    const res = await httpClient<{ data?: ApiAgent }>(
      `/api/security-agents/event/${enc(eventIdOf(params))}`,
      { method: 'POST', body },
    );
    // An API that answers without the agent: the list is reloaded after the create anyway.
    return { data: res?.data ? withId(res.data) : { ...body, id: `new-${Date.now()}` } };
  },
  /**
   * PUT /api/security-agents/{_id} with {isActive} (Activate/Deactivate sends the opposite value);
   * with {password}, PUT .../{_id}/password (the organiser sets the agent's new password).
   */
  async update(params) {
    // The set-password dialog sends a password, which the agent record never holds.
    const { password } = params.data as { password?: unknown };
    if (typeof password === 'string') {
      const res = await httpClient<{ data?: ApiAgent }>(`/api/security-agents/${enc(params.id)}/password`, {
        method: 'PUT',
        body: { password },
      });
      return { data: res?.data ? withId(res.data) : params.previousData };
    }
    const res = await httpClient<{ data?: ApiAgent }>(`/api/security-agents/${enc(params.id)}`, {
      method: 'PUT',
      body: { isActive: params.data.isActive },
    });
    const { previousData } = params;
    const isActive = params.data.isActive ?? previousData.isActive;
    return { data: res?.data ? withId(res.data) : { ...previousData, isActive } };
  },
  /** DELETE /api/security-agents/{_id}, after the confirmation. */
  async delete(params) {
    await httpClient(`/api/security-agents/${enc(params.id)}`, { method: 'DELETE' });
    return { data: params.previousData ?? { id: params.id } };
  },
});

/** The security agents' calls that are not react-admin's standard methods. */
export const securityAgentMethods = {
  /**
   * GET /api/security-agents/event/{eventId}/sync-summary (reference-server extension): how many
   * offline admissions another gate had already made (the statistics page's warning).
   */
  async getScanConflicts(eventId: Identifier): Promise<number> {
    return whenOffered(
      'scanSync',
      async () =>
        (
          await httpClient<{ data: { conflicts: number } }>(
            `/api/security-agents/event/${enc(eventId)}/sync-summary`,
          )
        ).data.conflicts,
      () => 0,
    );
  },
  /** GET /api/security-agents/event/{eventId}/gate-mode (extension fastGates): how its gates admit. */
  async getGateMode(eventId: Identifier): Promise<GateMode> {
    const res = await httpClient<{ data: { mode: GateMode } }>(
      `/api/security-agents/event/${enc(eventId)}/gate-mode`,
    );
    return res.data.mode;
  },
  /** PUT the same: the organiser's switch between SPEC's verification modal and fast admission. */
  async setGateMode(eventId: Identifier, mode: GateMode): Promise<GateMode> {
    const res = await httpClient<{ data: { mode: GateMode } }>(
      `/api/security-agents/event/${enc(eventId)}/gate-mode`,
      { method: 'PUT', body: { mode } },
    );
    return res.data.mode;
  },
  /** POST /api/tickets/{id}/undo-admission (extension admissionUndo): a wrong admission taken back. */
  async undoAdmission(ticketId: Identifier, reason: string): Promise<void> {
    await httpClient(`/api/tickets/${enc(ticketId)}/undo-admission`, { method: 'POST', body: { reason } });
  },
};
