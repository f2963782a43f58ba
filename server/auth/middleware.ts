import { createMiddleware } from 'hono/factory';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AppDeps, AppEnv, UserRow } from '../env';
import { members, users } from '../db/schema';
import { bearer, readToken } from './tokens';
import { forbidden, unauthorized } from '../lib/httpError';
import { AGENCY_ROLE } from '../../src/contract/roles';
import { OWNER_ROLE, STAFF_ROLES, type Staff, type StaffRole } from '../../src/contract/staff';
import { mayCall, ROLE_FORBIDDEN } from '../../src/contract/permissions';
import { actorOf } from '../money/journal';
import type { TokenClaims } from './tokens';
import { actAs } from './acting';

/** How the journal and the approvals name a member: their name and the email they sign in with. */
export const memberName = (m: { name: string; email: string }) => `${m.name} (${m.email})`;

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/**
 * Who acts with this token: the account itself (the owner), or one of its team members, who must
 * still be active with the session version the token was signed with (deactivation ends it at once).
 */
async function staffOf(db: Db, user: UserRow, claims: TokenClaims & { kind: 'user' }): Promise<Staff | null> {
  if (!claims.mid) return { memberId: null, name: actorOf(user).actor, role: OWNER_ROLE };
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, claims.mid), eq(members.agencyId, user.id)))
    .limit(1);
  if (!member || !member.isActive || member.sessionVersion !== (claims.msv ?? 0) || !isStaffRole(member.role))
    return null;
  return { memberId: member.id, name: memberName(member), role: member.role };
}

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
    const staff = await staffOf(deps.db, user, claims);
    if (!staff) throw unauthorized('Session expired, please sign in again');
    c.set('user', user);
    c.set('staff', staff);
    await actAs(user.id, staff, next);
  });

/**
 * A signed-in back-office account: only the ticketAgency role uses the dashboard API, and a team
 * member only the calls their role allows (src/contract/permissions.ts): 403 with a message otherwise.
 */
export const requireAgency = (deps: AppDeps) => {
  const signedIn = requireUser(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    await signedIn(c, async () => {
      const user = c.get('user');
      if (user.role !== AGENCY_ROLE) throw forbidden('This account cannot use the back-office');
      if (!mayCall(c.get('staff').role, c.req.method, c.req.path)) throw forbidden(ROLE_FORBIDDEN);
      await next();
    });
  });
};

/** An agent session token from the public scanner login, if one was sent. */
export async function readAgentToken(deps: AppDeps, header: string | undefined) {
  const claims = await readToken(deps.config.jwtSecret, bearer(header));
  return claims?.kind === 'agent'
    ? {
        agentDbId: claims.sub,
        eventId: claims.eventId,
        sessionVersion: claims.sv ?? 0,
        issuedAt: claims.iat,
        // An enrolled device's session (extension `devices`): checked by deviceSession.ts.
        ...(claims.did ? { deviceId: claims.did } : {}),
      }
    : null;
}
