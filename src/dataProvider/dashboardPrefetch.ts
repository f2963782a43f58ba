import { prefetchGet } from '../api/prefetch';
import { getToken } from '../api/token';
import { EVENTS_FIRST_PAGE_PATH } from './eventsListPath';

/** react-admin keeps a list's last filter, sort and page here; the events list then asks for those. */
const EVENTS_LIST_STORE_KEY = 'RaStore.events.listParams';

/**
 * Called by the entry script before anything renders: when a signed-in organiser opens the
 * dashboard, the calls its first screen makes (session check, live event and, on the events list
 * with default parameters, its first page) start at once instead of after the dashboard's code.
 * Returns whether this URL opens the dashboard (`dashboardStart`), signed in or not.
 */
export function prefetchDashboardStart(location: DashboardLocation): ReturnType<typeof dashboardStart> {
  const token = getToken();
  const start = dashboardStart(location);
  if (!token || !start) return start;
  prefetchGet(SESSION_PATH, token);
  prefetchGet(CURRENT_EVENT_PATH, token);
  if (start.eventsFirstPage) prefetchGet(EVENTS_FIRST_PAGE_PATH, token);
  return start;
}

export type DashboardLocation = Pick<Location, 'pathname' | 'search'>;
const SESSION_PATH = '/api/users/current';
export const CURRENT_EVENT_PATH = '/api/events/current';

/**
 * Whether this URL opens the dashboard, and whether its first screen is the events list's first
 * page with default parameters (no query string, no list parameters remembered by react-admin).
 */
export function dashboardStart(location: DashboardLocation): { eventsFirstPage: boolean } | null {
  if (!/^\/dashboard(\/|$)/.test(location.pathname)) return null;
  const onEventsList = /^\/dashboard(\/events)?\/?$/.test(location.pathname);
  return {
    eventsFirstPage: onEventsList && !location.search && localStorage.getItem(EVENTS_LIST_STORE_KEY) === null,
  };
}
