import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../env';
import { requireUser } from '../auth/middleware';
import { serializeUser } from '../serializers/users';

/** Session check and refresh: any signed-in role gets its own record (the client decides who may enter). */
export function userRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));
  app.get('/current', (c) => c.json(serializeUser(c.get('user'))));
  app.get('/me', (c) => c.json(serializeUser(c.get('user'))));
  return app;
}
