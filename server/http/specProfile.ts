import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { specRouteOf } from '../../src/contract/specRoutes';

/**
 * `API_PROFILE=spec`: the API answers as the production API does. A call SPEC §7 does not make
 * (every extension, `/api/capabilities` included) is `404 {"message":"Not found"}`, and a SPEC read
 * sees only the query parameters SPEC names (any other is dropped, as the production API ignores
 * it). The routes themselves are the full profile's: one implementation, two surfaces.
 */
export function specProfileOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const route = specRouteOf(c.req.method, c.req.path);
    if (!route) return c.json({ message: 'Not found' }, 404);
    const url = new URL(c.req.url);
    const named = new Set(route.query ?? []);
    const dropped = [...url.searchParams.keys()].filter((k) => !named.has(k));
    // Reads only: they carry no body, so the request can be rebuilt with its shorter address.
    if (dropped.length && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      for (const key of dropped) url.searchParams.delete(key);
      c.req.raw = new Request(url, c.req.raw);
    }
    await next();
  };
}
