import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../env';
import { EXTENSIONS, type CapabilitiesResponse, type Extension } from '../../src/contract/extensions';

/** The extensions the full profile serves: all of them (the SPEC-only profile answers 404 here: SPEC only). */
export const SERVER_EXTENSIONS: Extension[] = [...EXTENSIONS];

/**
 * GET /api/capabilities, public: the sign-in and password pages ask before any session exists, and
 * the scanner asks with an agent's token; the answer is the same for everyone and names no data.
 */
export function capabilitiesRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.json({ extensions: SERVER_EXTENSIONS } satisfies CapabilitiesResponse));
  return app;
}
