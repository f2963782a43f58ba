import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../env';
import { issuerFromEnv } from '../money/issuer';

/** GET /api/public/issuer: who issues the invoices (printed on every invoice, public like them). */
export function publicIssuerRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const issuer = issuerFromEnv();
  app.get('/issuer', (c) => c.json(issuer));
  return app;
}
