import { httpClient } from '../api/httpClient';
import type { ApiEvent, CurrentEventResponse } from '../contract/session';
import { memoizeByObject } from '../lib/memoizeByObject';
import { arrivedAnswer } from './arrivedAnswer';
import { CURRENT_EVENT_PATH } from './dashboardPrefetch';

export type CurrentEvent = (ApiEvent & { id: string }) | null;

/**
 * The live event of an answer, built once per answer: what the side menu shows from the entry
 * script's answer and what its own call then returns for that same answer are one object, so the
 * menu is not drawn again when the call resolves.
 */
const currentEventOf = memoizeByObject(({ data }: CurrentEventResponse): CurrentEvent =>
  data ? { ...data, id: data._id } : null,
);

/** Calls of the dashboard shell (SPEC §7 first rows) that are not a resource. */
export const sessionMethods = {
  /** GET /api/events/current → the live event or null. */
  async getCurrentEvent(): Promise<CurrentEvent> {
    return currentEventOf(await httpClient<CurrentEventResponse>(CURRENT_EVENT_PATH));
  },
};

/**
 * The live event as the entry script fetched it, once it has arrived and while the menu's own call
 * is on its way (see ./arrivedAnswer); otherwise undefined.
 */
export function prefetchedCurrentEvent(): CurrentEvent | undefined {
  const answer = arrivedAnswer(CURRENT_EVENT_PATH) as CurrentEventResponse | undefined;
  return answer && typeof answer === 'object' ? currentEventOf(answer) : undefined;
}
