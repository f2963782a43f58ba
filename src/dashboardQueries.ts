import { QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { getToken } from './api/token';
import { dashboardStart, type DashboardLocation } from './dataProvider/dashboardPrefetch';
import { EVENTS_PAGE_SIZE } from './dataProvider/eventsListPath';

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
}

/**
 * The queries the dashboard's first screen makes, under react-admin's own keys (ra-core's
 * useAuthState, usePermissions, useCanAccess and useGetList, and layout/useCurrentEvent), so that
 * the screen finds them answered.
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
    },
    {
      // ra-core's usePermissions, with its own query function: react-admin's router waits for this
      // answer before it sets up its routes, and an answer arriving after the first render made it
      // draw the whole page once more.
      queryKey: ['auth', 'getPermissions', {}],
      queryFn: async () =>
        authProvider.getPermissions ? ((await authProvider.getPermissions({})) ?? null) : [],
    },
    {
      queryKey: ['events', 'current'],
      queryFn: () => dataProvider.getCurrentEvent(),
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
      // ra-core's list controller asks useCanAccess (with `enabled` in the key) whether the list
      // may be shown; without a canAccess in the auth provider its answer is `true`, but it still
      // comes after mount, and the whole list is drawn again when it does.
      queryKey: ['auth', 'canAccess', { action: 'list', resource: 'events', enabled: true }],
      queryFn: async () =>
        authProvider.canAccess ? authProvider.canAccess({ action: 'list', resource: 'events' }) : true,
    });
    queries.push({
      queryKey: ['events', 'getList', params],
      queryFn: () =>
        dataProvider
          .getList('events', params)
          .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    });
  }
  return queries;
}

/**
 * How long the first render waits for first-screen answers still on their way. A screen drawn
 * before them shows a loader and is drawn a second time moments later (two full renders on a
 * phone); past this the layout and the list's loader are shown rather than a blank page.
 */
export const FIRST_SCREEN_WAIT_MS = 400;

/**
 * Runs the first screen's queries before it renders, answered by the entry script's early requests
 * (src/main.tsx). The screen then renders its content in one pass instead of a loader, a spinner
 * and the content, each a full render at phone speed. Waits at most FIRST_SCREEN_WAIT_MS for
 * answers not there yet: a query still on its way after that is joined by the screen when it
 * mounts (react-query sends it once).
 */
export async function prepareFirstScreen(queryClient: QueryClient, location: DashboardLocation) {
  const token = getToken();
  if (!token) return;
  const queries = firstQueries(location).map(({ queryKey, queryFn }) =>
    queryClient.prefetchQuery({ queryKey, queryFn, retry: false }).then(() => {
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query?.state.status === 'success') firstAnswers.set(query.queryHash, query.state.dataUpdatedAt);
    }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(queries),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS))),
  ]);
  clearTimeout(timer);
}
