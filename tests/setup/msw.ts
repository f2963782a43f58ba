import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { specRouteOf } from '../../src/contract/specRoutes';
import type { Extension } from '../../src/contract/extensions';

/** jsdom's origin: the SPA calls the API on the same origin by default. */
export const API = 'http://localhost:3000';

/**
 * By default the API is the production one, SPEC §7 only: any other `/api` call (capabilities,
 * journal, payments ledger, ...) answers 404 {"message":"Not found"}. A SPEC call a test did not
 * answer stays unhandled (and fails the test).
 */
const specOnly = http.all(`${API}/api/*`, ({ request }) => {
  if (specRouteOf(request.method, new URL(request.url).pathname)) return undefined;
  return HttpResponse.json({ message: 'Not found' }, { status: 404 });
});

/** One msw server for client tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer(specOnly);

/** The reference server's full profile for this test: GET /api/capabilities names these extensions. */
export function offerExtensions(...extensions: Extension[]) {
  server.use(http.get(`${API}/api/capabilities`, () => HttpResponse.json({ extensions })));
}
