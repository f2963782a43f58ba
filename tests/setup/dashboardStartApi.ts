import { http, HttpResponse } from 'msw';
import { server, API } from './msw';
import { takePrefetched } from '../../src/api/prefetch';

const agency = { _id: 'a1', email: 'demo@ticketing.tn', role: 'ticketAgency', balance: 0 };

/** The GETs the dashboard's first screen makes (src/dataProvider/dashboardPrefetch.ts). */
export const DASHBOARD_START_PATHS = [
  '/api/users/current',
  '/api/events/current',
  '/api/events?page=1&limit=10',
];

/**
 * The first screen's API over msw (an agency session, the given live event and events page), and
 * the number of requests each path receives.
 */
export function countingDashboardApi(opts: { live: unknown; events: unknown[] }) {
  const hits: Record<string, number> = {};
  const count = (path: string) => (hits[path] = (hits[path] ?? 0) + 1);
  server.use(
    http.get(`${API}/api/users/current`, () => {
      count('users/current');
      return HttpResponse.json(agency);
    }),
    http.get(`${API}/api/events/current`, () => {
      count('events/current');
      return HttpResponse.json({ data: opts.live });
    }),
    http.get(`${API}/api/events`, ({ request }) => {
      count(`events?${new URL(request.url).searchParams}`);
      return HttpResponse.json({
        data: opts.events,
        pagination: { page: 1, pages: 1, total: opts.events.length },
      });
    }),
  );
  return { hits, count };
}

/** Drops the early answers a test left untaken (they would answer the next test's calls). */
export function dropEarlyAnswers(token: string) {
  for (const path of DASHBOARD_START_PATHS) void takePrefetched(path, token);
}
