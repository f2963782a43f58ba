import type { DataProvider, Identifier } from 'ra-core';
import { httpClient } from '../api/httpClient';
import { applyListQuery, type ListQuerySpec } from '../lib/listQuery';
import { withFieldErrors } from '../lib/serverFieldErrors';
import { unsupported } from './unsupported';

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
type ListBody = { data?: { data?: ApiAgent[]; event?: { name?: string } } | ApiAgent[] } | null;
const withId = (a: ApiAgent): SecurityAgent => ({ ...a, id: a._id });
const enc = (v: Identifier) => encodeURIComponent(String(v));

/** A list may come as `data.data` (SPEC §7) or as a bare `data` array. */
function listOf(body: ListBody): ApiAgent[] {
  const data = body?.data;
  return Array.isArray(data) ? data : (data?.data ?? []);
}

/** The agents list's search (name, public ID); the status filter is 'active' / 'inactive'. */
export const AGENT_QUERY: ListQuerySpec<SecurityAgent> = { search: [(a) => a.name, (a) => a.agentId] };

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
export const securityAgentsDataProvider = {
  async getList(_resource, params) {
    const { eventId, status, ...filter } = params.filter ?? {};
    if (!eventId) throw new Error('security-agents getList needs filter.eventId');
    const body = await httpClient<ListBody>(`/api/security-agents/event/${enc(eventId)}`);
    const event = body?.data && !Array.isArray(body.data) ? body.data.event : undefined;
    if (status === 'active' || status === 'inactive') filter.isActive = status === 'active';
    const result = applyListQuery(listOf(body).map(withId), { ...params, filter }, AGENT_QUERY);
    return { ...result, meta: { eventName: event?.name ?? null } } as never;
  },
  getOne: unsupported('security-agents', 'getOne'),
  getMany: unsupported('security-agents', 'getMany'),
  getManyReference: unsupported('security-agents', 'getManyReference'),
  /** POST /api/security-agents/event/{eventId} with {name, password}; the event comes as meta.eventId. */
  async create(_resource, params) {
    const body = { name: params.data.name, password: params.data.password };
    const res = await withFieldErrors(
      httpClient<{ data?: ApiAgent }>(`/api/security-agents/event/${enc(eventIdOf(params))}`, {
        method: 'POST',
        body,
      }),
    );
    // An API that answers without the agent: the list is reloaded after the create anyway.
    return { data: res?.data ? withId(res.data) : { ...body, id: `new-${Date.now()}` } } as never;
  },
  /**
   * PUT /api/security-agents/{_id} with {isActive} (Activate/Deactivate sends the opposite value);
   * with {password}, PUT .../{_id}/password (the organiser sets the agent's new password).
   */
  async update(_resource, params) {
    if (typeof params.data.password === 'string') {
      const res = await withFieldErrors(
        httpClient<{ data?: ApiAgent }>(`/api/security-agents/${enc(params.id)}/password`, {
          method: 'PUT',
          body: { password: params.data.password },
        }),
      );
      return { data: res?.data ? withId(res.data) : params.previousData } as never;
    }
    const res = await httpClient<{ data?: ApiAgent }>(`/api/security-agents/${enc(params.id)}`, {
      method: 'PUT',
      body: { isActive: params.data.isActive },
    });
    return {
      data: res?.data ? withId(res.data) : { ...params.previousData, isActive: params.data.isActive },
    } as never;
  },
  updateMany: unsupported('security-agents', 'updateMany'),
  /** DELETE /api/security-agents/{_id}, after the confirmation. */
  async delete(_resource, params) {
    await httpClient(`/api/security-agents/${enc(params.id)}`, { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },
  deleteMany: unsupported('security-agents', 'deleteMany'),
} satisfies DataProvider;
