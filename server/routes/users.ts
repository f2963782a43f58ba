import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../env';
import { requireUser } from '../auth/middleware';
import { serializeUser } from '../serializers/users';

/** Session check and refresh: any signed-in role gets its own record (the client decides who may enter). */
export function userRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));
  // Beyond SPEC: who of the business's team is signed in (its role narrows the back-office).
  const withStaff = (c: Context<AppEnv>) =>
    deps.config.apiProfile === 'spec'
      ? serializeUser(c.get('user'))
      : { ...serializeUser(c.get('user')), staff: c.get('staff') };
  app.get('/current', (c) => c.json(withStaff(c)));
  app.get('/me', (c) => c.json(withStaff(c)));
  return app;
}
