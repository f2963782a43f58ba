import { createMiddleware } from 'hono/factory';
import { eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { users } from '../db/schema';
import { bearer, readToken } from './tokens';
import { forbidden, unauthorized } from '../lib/httpError';

/** A signed-in account (any role); the account must still exist. */
export const requireUser = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const claims = await readToken(deps.config.jwtSecret, bearer(c.req.header('Authorization')));
    if (!claims || claims.kind !== 'user') throw unauthorized('Authentication required');
    const [user] = await deps.db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
    if (!user) throw unauthorized('Session expired, please sign in again');
    c.set('user', user);
    await next();
  });

/** A signed-in back-office account: only the ticketAgency role uses the dashboard API. */
export const requireAgency = (deps: AppDeps) => {
  const signedIn = requireUser(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    await signedIn(c, async () => {
      if (c.get('user').role !== 'ticketAgency') throw forbidden('This account cannot use the back-office');
      await next();
    });
  });
};

/** An agent session token from the public scanner login, if one was sent. */
export async function readAgentToken(deps: AppDeps, header: string | undefined) {
  const claims = await readToken(deps.config.jwtSecret, bearer(header));
  return claims?.kind === 'agent' ? { agentDbId: claims.sub, eventId: claims.eventId } : null;
}
