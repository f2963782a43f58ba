import type { DataProvider, GetListParams, SortPayload } from 'ra-core';
import { queryClient } from './queryClient';
import { getToken } from './api/token';
import { loadCapabilities } from './authProvider/capabilities';
import { EVENTS_LIST_SORT, EVENTS_PAGE_SIZE, eventsDataProvider } from './dataProvider/events';
import { BUSINESS_PAGE_SIZE, TRANSACTIONS_LIST_SORT, USERS_LIST_SORT } from './lib/businessListOrder';
import { isEventsListPath } from './lib/firstScreen';

type ListReader = Pick<DataProvider, 'getList'>;

/**
 * The business screens whose first page leaves early, the order they show it in, and their screen's
 * module (the one their resource's lazy `list` loads: asked for now, it is not waited for after the
 * dashboard's code has run).
 */
const BUSINESS_FIRST_PAGES: Record<
  string,
  { resource: 'users' | 'transactions'; sort: SortPayload; screen: () => Promise<unknown> }
> = {
  '/dashboard/users': {
    resource: 'users',
    sort: USERS_LIST_SORT,
    screen: () => import('./resources/users/UsersList'),
  },
  '/dashboard/transactions': {
    resource: 'transactions',
    sort: TRANSACTIONS_LIST_SORT,
    screen: () => import('./resources/transactions/TransactionsList'),
  },
};

/** A list's first page, put into react-query under react-admin's documented `getList` key. */
function prefetchPage(resource: string, perPage: number, sort: SortPayload, provider: ListReader) {
  const params: GetListParams = { pagination: { page: 1, perPage }, sort, filter: {}, meta: undefined };
  void queryClient.prefetchQuery({
    queryKey: [resource, 'getList', params],
    queryFn: () =>
      provider
        .getList(resource, params)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
}

/**
 * The first screen's data leaves with the dashboard's code, not after it. On any dashboard address
 * with a session: the session check (shared with react-admin's `checkAuth`) and the server's
 * capabilities (which the menu waits for). On the dashboard's first page (`/dashboard`,
 * `/dashboard/events` with no query string), also the events list's first page; on the users and
 * transactions screens, theirs, read by the business area's provider (its module is the one the
 * screen would download for its first call; it reads the server's pages or SPEC's whole array
 * depending on the capabilities), and the screen's own code. The answer goes into react-query under react-admin's documented
 * key for `getList` (`[resource, 'getList', { pagination, sort, filter, meta }]`), where `<ListBase>`
 * finds it. A visit without a token asks for nothing early.
 */
export function prefetchFirstList(path: string, search: string): void {
  if (!getToken()) return;
  // The auth provider's own chunk, which the dashboard's code imports too (asked for beside it).
  void import('./authProvider').then(({ authProvider }) => authProvider.checkAuth({})).catch(() => undefined);
  void loadCapabilities();
  if (search !== '') return;
  const business = BUSINESS_FIRST_PAGES[path.replace(/\/$/, '')];
  if (business) {
    void business.screen().catch(() => undefined);
    void import('./dataProvider/business').then(
      ({ businessResources }) =>
        prefetchPage(
          business.resource,
          BUSINESS_PAGE_SIZE,
          business.sort,
          businessResources[business.resource],
        ),
      () => undefined,
    );
    return;
  }
  if (isEventsListPath(path)) prefetchPage('events', EVENTS_PAGE_SIZE, EVENTS_LIST_SORT, eventsDataProvider);
}
