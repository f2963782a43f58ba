import { QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { prefetchArrived } from './api/prefetch';
import { getToken } from './api/token';
import {
  CURRENT_EVENT_PATH,
  SESSION_PATH,
  dashboardStart,
  type DashboardLocation,
} from './dataProvider/dashboardPrefetch';
import { EVENTS_PAGE_SIZE, eventsListPath } from './dataProvider/eventsListPath';

/** The answers the first screen was given before it mounted (query hash -> when they arrived). */
const firstAnswers = new Map<string, number>();
/** A first answer is a few milliseconds old when the screen mounts; later mounts fetch as usual. */
const FIRST_ANSWER_FRESH_MS = 10_000;

const isFirstAnswer = (query: Query) =>
  firstAnswers.get(query.queryHash) === query.state.dataUpdatedAt &&
  !query.state.isInvalidated &&
  Date.now() - query.state.dataUpdatedAt < FIRST_ANSWER_FRESH_MS;

/**
 * react-admin's query client, with one rule added: a query answered by `prepareFirstScreen` is not
 * fetched a second time by the screen that mounts right after (the same request, sent
 * milliseconds before); every other mount refetches stale data as react-admin does by default.
 */
export function createDashboardQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnMount: (query) => !isFirstAnswer(query) } },
  });
}

interface FirstQuery {
  queryKey: QueryKey;
  queryFn: () => Promise<unknown>;
  /** The entry script's early GET this query is answered by. */
  path: string;
}

/**
 * The queries the dashboard's first screen makes, under react-admin's own keys (ra-core's
 * useAuthState and useGetList, and layout/useCurrentEvent), so that the screen finds them answered.
 */
function firstQueries(location: DashboardLocation): FirstQuery[] {
  const start = dashboardStart(location);
  if (!start) return [];
  const queries: FirstQuery[] = [
    {
      queryKey: ['auth', 'checkAuth', {}],
      queryFn: async () => {
        await authProvider.checkAuth({});
        return true;
      },
      path: SESSION_PATH,
    },
    {
      queryKey: ['events', 'current'],
      queryFn: () => dataProvider.getCurrentEvent(),
      path: CURRENT_EVENT_PATH,
    },
  ];
  if (start.eventsFirstPage) {
    const params = {
      pagination: { page: 1, perPage: EVENTS_PAGE_SIZE },
      sort: { field: 'startDate', order: 'DESC' as const },
      filter: {},
      meta: undefined,
    };
    queries.push({
      queryKey: ['events', 'getList', params],
      queryFn: () =>
        dataProvider
          .getList('events', params)
          .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
      path: eventsListPath(1, EVENTS_PAGE_SIZE),
    });
  }
  return queries;
}

/**
 * Runs the first screen's queries before it renders, answered by the entry script's early requests
 * (src/main.tsx). The screen then renders its content in one pass instead of a loader, a spinner
 * and the content, each a full render at phone speed. Waits only for answers that have already
 * arrived: a query still on its way is joined by the screen when it mounts (react-query sends it
 * once), so this never delays the first render.
 */
export async function prepareFirstScreen(queryClient: QueryClient, location: DashboardLocation) {
  const token = getToken();
  if (!token) return;
  const waits = firstQueries(location).map(({ queryKey, queryFn, path }) => {
    const arrived = prefetchArrived(path, token);
    const done = queryClient.prefetchQuery({ queryKey, queryFn, retry: false }).then(() => {
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query?.state.status === 'success') firstAnswers.set(query.queryHash, query.state.dataUpdatedAt);
    });
    return arrived ? done : undefined;
  });
  await Promise.all(waits);
}
