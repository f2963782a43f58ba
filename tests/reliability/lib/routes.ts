import { createApi } from '../../../server/app';
import { memoryRateLimiter } from '../../../server/auth/rateLimit';
import type { AppDeps } from '../../../server/env';
import type { ServerConfig } from '../../../server/config';

export interface ApiRoute {
  method: string;
  /** Hono's path, e.g. `/api/events/:id`. */
  path: string;
  key: string;
  params: string[];
}

/**
 * Every `/api` route the server mounts, read from Hono's own route table. Middleware registrations
 * (`use`, method ALL) and the final `/api/*` not-found handler are not routes.
 */
export function mountedApiRoutes(config: ServerConfig): ApiRoute[] {
  const deps: AppDeps = {
    db: null as unknown as AppDeps['db'], // route factories only register handlers; no query runs here
    config,
    loginLimiter: memoryRateLimiter(1, 1),
    rateLimiter: () => memoryRateLimiter(1, 1),
    log: () => {},
  };
  const app = createApi(deps);
  const seen = new Map<string, ApiRoute>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.endsWith('*')) continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    const params = [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    seen.set(key, { method: r.method, path: r.path, key, params });
  }
  return [...seen.values()];
}

/** Fills `:param` (and drops an optional `{regex}` suffix) with the given values. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)(\{[^}]*\})?\??/g, (_m, name: string) =>
    encodeURIComponent(values[name] ?? 'missing'),
  );
}

export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
