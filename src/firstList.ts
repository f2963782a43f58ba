import type { GetListParams } from 'ra-core';
import { queryClient } from './queryClient';
import { getToken } from './api/token';
import { loadCapabilities } from './authProvider/capabilities';
import { EVENTS_LIST_SORT, EVENTS_PAGE_SIZE, eventsDataProvider } from './dataProvider/events';

/**
 * The first screen's data leaves with the dashboard's code, not after it. On any dashboard address
 * with a session: the session check (shared with react-admin's `checkAuth`) and the server's
 * capabilities (which the menu waits for). On the dashboard's first page (`/dashboard`,
 * `/dashboard/events` with no query string), also the events list's first page. The answer goes into
 * react-query under react-admin's documented key for `getList`
 * (`[resource, 'getList', { pagination, sort, filter, meta }]`), where `<ListBase>` finds it. A
 * visit without a token asks for nothing early.
 */
export function prefetchFirstList(path: string, search: string): void {
  if (!getToken()) return;
  // The auth provider's own chunk, which the dashboard's code imports too (asked for beside it).
  void import('./authProvider').then(({ authProvider }) => authProvider.checkAuth({})).catch(() => undefined);
  void loadCapabilities();
  if (search !== '' || !(path === '/dashboard' || path === '/dashboard/' || path === '/dashboard/events'))
    return;
  const params: GetListParams = {
    pagination: { page: 1, perPage: EVENTS_PAGE_SIZE },
    sort: EVENTS_LIST_SORT,
    filter: {},
    meta: undefined,
  };
  void queryClient.prefetchQuery({
    queryKey: ['events', 'getList', params],
    queryFn: () =>
      eventsDataProvider
        .getList('events', params)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
}
