import { httpClient } from '../api/httpClient';
import type { ApiEvent, CurrentEventResponse } from '../contract/session';

/** Calls of the dashboard shell (SPEC §7 first rows) that are not a resource. */
export const sessionMethods = {
  /** GET /api/events/current → the live event or null. */
  async getCurrentEvent(): Promise<(ApiEvent & { id: string }) | null> {
    const { data } = await httpClient<CurrentEventResponse>('/api/events/current');
    return data ? { ...data, id: data._id } : null;
  },
};
