import { prefetchGet } from '../api/prefetch';
import { getToken } from '../api/token';
import { EVENTS_PAGE_SIZE, eventsListPath } from './eventsListPath';

/** react-admin keeps a list's last filter, sort and page here; the events list then asks for those. */
const EVENTS_LIST_STORE_KEY = 'RaStore.events.listParams';

/**
 * Called by the entry script before anything renders: when a signed-in organiser opens the
 * dashboard, the calls its first screen makes (session check, live event and, on the events list
 * with default parameters, its first page) start at once instead of after the dashboard's code.
 */
export function prefetchDashboardStart(location: Pick<Location, 'pathname' | 'search'>) {
  const token = getToken();
  if (!token || !/^\/dashboard(\/|$)/.test(location.pathname)) return;
  prefetchGet('/api/users/current', token);
  prefetchGet('/api/events/current', token);
  const onEventsList = /^\/dashboard(\/events)?\/?$/.test(location.pathname);
  if (onEventsList && !location.search && localStorage.getItem(EVENTS_LIST_STORE_KEY) === null)
    prefetchGet(eventsListPath(1, EVENTS_PAGE_SIZE), token);
}
