import type { Identifier } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type { GateStats } from '../contract/gates';

const enc = (v: Identifier) => encodeURIComponent(String(v));

/**
 * The gates' calls that are not react-admin's standard methods (extension `checkInLists`); the
 * lists themselves are the simple-REST resource `checkin-lists`.
 */
export const gateMethods = {
  /** PUT /api/security-agents/{id}/checkin-list: the list an agent's gate admits for (null: none). */
  async setAgentCheckInList(agentId: Identifier, checkInListId: string | null): Promise<string | null> {
    const res = await httpClient<{ data: { checkInListId: string | null } }>(
      `/api/security-agents/${enc(agentId)}/checkin-list`,
      { method: 'PUT', body: { checkInListId } },
    );
    return res.data.checkInListId;
  },
  /** GET /api/security-agents/event/{eventId}/gate-stats: per list and per gate, live. */
  async getGateStats(eventId: Identifier): Promise<GateStats> {
    return (await httpClient<{ data: GateStats }>(`/api/security-agents/event/${enc(eventId)}/gate-stats`))
      .data;
  },
};
