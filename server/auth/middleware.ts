import { createMiddleware } from 'hono/factory';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AppDeps, AppEnv } from '../env';
import { users } from '../db/schema';
import { bearer, readToken } from './tokens';
import { forbidden, unauthorized } from '../lib/httpError';
import { AGENCY_ROLE } from '../../src/contract/roles';
import { OWNER_ROLE } from '../../src/contract/staff';
import { actorOf } from '../money/journal';

/**
 * The account lookup every dashboard call makes, built once per database: building a select's SQL
 * and row mapping costs about as much as the lookup itself on the embedded database, and on
 * PostgreSQL the named statement is parsed and planned once per connection.
 */
const userByIdQueries = new WeakMap<Db, ReturnType<typeof prepareUserById>>();
const prepareUserById = (db: Db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id');

function userById(db: Db) {
  let query = userByIdQueries.get(db);
  if (!query) {
    query = prepareUserById(db);
    userByIdQueries.set(db, query);
  }
  return query;
}

/** A signed-in account (any role); the account must still exist. */
export const requireUser = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const claims = await readToken(deps.config.jwtSecret, bearer(c.req.header('Authorization')));
    if (!claims || claims.kind !== 'user') throw unauthorized('Authentication required');
    const [user] = await userById(deps.db).execute({ id: claims.sub });
    // A password reset or change since the token was signed ends it (per-account session version).
    if (!user || user.sessionVersion !== (claims.sv ?? 0))
      throw unauthorized('Session expired, please sign in again');
    c.set('user', user);
    await next();
  });

/** A signed-in back-office account: only the ticketAgency role uses the dashboard API. */
export const requireAgency = (deps: AppDeps) => {
  const signedIn = requireUser(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    await signedIn(c, async () => {
      const user = c.get('user');
      if (user.role !== AGENCY_ROLE) throw forbidden('This account cannot use the back-office');
      c.set('staff', { memberId: null, name: actorOf(user).actor, role: OWNER_ROLE });
      await next();
    });
  });
};

/** An agent session token from the public scanner login, if one was sent. */
export async function readAgentToken(deps: AppDeps, header: string | undefined) {
  const claims = await readToken(deps.config.jwtSecret, bearer(header));
  return claims?.kind === 'agent'
    ? { agentDbId: claims.sub, eventId: claims.eventId, sessionVersion: claims.sv ?? 0, issuedAt: claims.iat }
    : null;
}
