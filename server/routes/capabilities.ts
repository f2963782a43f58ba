import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../env';
import { EXTENSIONS, type CapabilitiesResponse, type Extension } from '../../src/contract/extensions';

/** What this server does not offer yet, although the contract names it. */
const NOT_OFFERED: readonly Extension[] = ['pagedLists'];

/** The extensions the full profile serves (the SPEC-only profile answers 404 here: SPEC only). */
export const SERVER_EXTENSIONS: Extension[] = EXTENSIONS.filter((e) => !NOT_OFFERED.includes(e));

/**
 * GET /api/capabilities, public: the sign-in and password pages ask before any session exists, and
 * the scanner asks with an agent's token; the answer is the same for everyone and names no data.
 */
export function capabilitiesRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.json({ extensions: SERVER_EXTENSIONS } satisfies CapabilitiesResponse));
  return app;
}
