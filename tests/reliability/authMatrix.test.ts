import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testConfig, type TestContext } from '../server/harness';
import {
  createWorld,
  IDENTITIES,
  OWNER_MARK,
  snapshot,
  type Identity,
  type Side,
  type World,
} from './lib/world';
import { fillPath, isWrite, mountedApiRoutes, type ApiRoute } from './lib/routes';
import { EXPECTED, OK_OR_INVALID, ROUTE_POLICY, type RoutePolicy } from './routePolicy';
import { count, countStatus, flushStats } from './lib/stats';
import { MEMBER_ROLES } from '../../src/contract/members';
import { mayCall, ROLE_FORBIDDEN } from '../../src/contract/permissions';

const routes = mountedApiRoutes(testConfig());
const unmapped = routes.filter((r) => !ROUTE_POLICY[r.key]);
const mapped = routes.filter((r) => ROUTE_POLICY[r.key]);

let ctx: TestContext;
let world: World;
let seed: (d: TestContext['database']) => Promise<void>;

beforeAll(async () => {
  ctx = await createTestContext({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
  ({ world, seed } = await createWorld(ctx.config.jwtSecret));
});
afterAll(async () => {
  flushStats(import.meta.filename);
  await ctx?.close();
});

type Caller = Identity | 'owner' | 'strangerAgent';
const CALLERS: Caller[] = [...IDENTITIES, 'strangerAgent'];

/** Reads leave the fixtures as they were: reseed only after a write (seeding costs ~0.3 s on PGlite). */
let dirty = true;
async function fresh() {
  if (!dirty) return;
  await seed(ctx.database);
  dirty = false;
}

async function request(method: string, url: string, token: string | undefined, body: unknown) {
  if (isWrite(method)) dirty = true;
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (isWrite(method)) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body ?? {});
  }
  const res = await ctx.app.request(url, { method, headers, body: payload });
  const text = await res.text();
  countStatus(res.status);
  return { status: res.status, text };
}

const tokenOf = (caller: Caller) => world.tokens[caller];
/** Every identity sends the body the rightful caller would (so a refusal is about who, not what). */
const bodyOf = (p: RoutePolicy) => p.ownerBody?.(world) ?? p.validBody?.(world);

/** The identity for which the route exists: the agent of the owner's event on scanner routes, else the owner. */
const rightful = (p: RoutePolicy): Caller => (p.kind === 'agent' ? 'agent' : 'owner');

/** Another agency on a list, a create or a shared lookup works on its OWN account: a write there is legitimate. */
const actsOnOwnAccount = (route: ApiRoute, p: RoutePolicy, caller: Caller) =>
  (caller === 'otherAgency' &&
    (p.kind === 'agency' || p.kind === 'agencyOrAgent') &&
    (route.params.length === 0 || !!p.shared)) ||
  // An agent's own-device report (`shared`, no path) acts on that agent's own record, whichever event.
  (caller === 'strangerAgent' && p.kind === 'agent' && route.params.length === 0 && !!p.shared) ||
  // A session write (e.g. a password change) acts on the caller's own account, whatever its role.
  (p.kind === 'session' &&
    isWrite(route.method) &&
    route.params.length === 0 &&
    (caller === 'otherAgency' || caller === 'userRole'));

function expectedFor(route: ApiRoute, p: RoutePolicy, caller: Caller): number[] {
  const base = EXPECTED[p.kind][caller];
  // A list (no resource in the path) or a shared lookup answers another agency with ITS data.
  // (404 too: the body may name the owner's rows, e.g. a managed user's phone or a car id.)
  if (actsOnOwnAccount(route, p, caller)) return OK_OR_INVALID.concat(404);
  return base;
}

/** What a public invoice check must never show: contacts, licence, notes, full customer names. */
const privateData = (w: World) => [
  w.owner.email,
  w.owner.phone,
  w.owner.managedPhone,
  'renter@test.tn',
  `${OWNER_MARK}-LIC`,
  `${OWNER_MARK} notes`,
  `${OWNER_MARK} Customer`,
  `${OWNER_MARK} Renter`,
  `${OWNER_MARK}Buyer`,
];

/** Every owner id that is not named in the URL: none of them may appear in a non-owner's answer. */
function ownerIdsNotIn(url: string, body: unknown): string[] {
  const sent = url + JSON.stringify(body ?? null);
  const values = Object.values(world.owner as Side).filter((v) => typeof v === 'string' && v.length >= 8);
  return values.filter((v) => !sent.includes(v) && !url.includes(encodeURIComponent(v)));
}

/** Finds path values the rightful caller can reach (so a 404 for a stranger means "not yours", not "no such thing"). */
async function resolveUrl(route: ApiRoute, p: RoutePolicy): Promise<string> {
  const query = p.query ? `?${p.query(world)}` : '';
  if (route.params.length === 0) return route.path + query;
  const lists = route.params.map((name) => {
    const pick = p.params?.[name];
    if (!pick)
      throw new Error(`${route.key}: no value designed for :${name} (add params.${name} in routePolicy.ts)`);
    return pick(world);
  });
  const combos = lists.reduce<string[][]>(
    (acc, list) => acc.flatMap((c) => list.map((v) => [...c, v])),
    [[]],
  );
  for (const combo of combos) {
    const url = fillPath(route.path, Object.fromEntries(route.params.map((n, i) => [n, combo[i]]))) + query;
    await fresh();
    const res = await request(route.method, url, tokenOf(rightful(p)), bodyOf(p));
    if (res.status !== 404) return url;
  }
  throw new Error(
    `${route.key}: the rightful caller gets 404 for every designed value of ${route.params.join(', ')}`,
  );
}

describe('authorization matrix, generated from the server route table', () => {
  it('every mounted /api route has a designed expectation', () => {
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(
      unmapped.map((r) => r.key),
      'routes without a designed rule in tests/reliability/routePolicy.ts',
    ).toEqual([]);
  });

  it.each(mapped.map((r) => [r.key, r] as const))('%s', async (_key, route) => {
    const p = ROUTE_POLICY[route.key];
    const url = await resolveUrl(route, p);
    await fresh();
    const before = await snapshot(ctx.database);
    const failures: string[] = [];
    // Identities that must be refused go first (the database must not change), then those acting on their own account.
    const ordered = [
      ...CALLERS.filter((c) => !actsOnOwnAccount(route, p, c)),
      ...CALLERS.filter((c) => actsOnOwnAccount(route, p, c)),
    ];
    let compared = false;
    for (const caller of ordered) {
      if (caller === rightful(p)) continue;
      if (!compared && actsOnOwnAccount(route, p, caller)) {
        compared = true;
        if (p.kind !== 'public' && (await snapshot(ctx.database)) !== before)
          failures.push('a refused identity changed the database');
      }
      const res = await request(route.method, url, tokenOf(caller), bodyOf(p));
      count('routesIdentities');
      const allowed = expectedFor(route, p, caller);
      if (!allowed.includes(res.status))
        failures.push(
          `${caller}: got ${res.status}, designed ${allowed.join('/')}: ${res.text.slice(0, 200)}`,
        );
      if (res.status >= 400) {
        let message: unknown;
        try {
          message = (JSON.parse(res.text) as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        if (typeof message !== 'string' || !message)
          failures.push(`${caller}: ${res.status} without a { message }`);
      }
      // Public logins answer whoever holds the credentials; public invoice checks answer anyone (private data checked below).
      const authorized =
        res.status < 300 &&
        (p.kind === 'public' || p.kind === 'publicById' || (p.kind === 'agent' && caller === 'agent'));
      if (p.kind === 'publicById') {
        const exposed = privateData(world).filter((v) => res.text.includes(v));
        if (exposed.length)
          failures.push(`${caller}: the public page exposes private data ${exposed.join(', ')}`);
      }
      if (!authorized && res.text.includes(OWNER_MARK))
        failures.push(`${caller}: the answer holds the owner's data: ${res.text.slice(0, 200)}`);
      if (!authorized) {
        const leaked = ownerIdsNotIn(url, bodyOf(p)).filter((id) => res.text.includes(id));
        if (leaked.length) failures.push(`${caller}: the answer holds owner ids ${leaked.join(', ')}`);
      }
    }
    if (!compared && p.kind !== 'public' && (await snapshot(ctx.database)) !== before)
      failures.push('a refused identity changed the database');
    // Positive control: the rightful caller is served (GET: 200).
    const own = await request(route.method, url, tokenOf(rightful(p)), bodyOf(p));
    count('routesIdentities');
    const ownAllowed =
      route.method === 'GET' && p.kind !== 'public' ? [200] : expectedFor(route, p, rightful(p));
    if (!ownAllowed.includes(own.status))
      failures.push(`${rightful(p)} (rightful): got ${own.status}: ${own.text.slice(0, 200)}`);
    expect(failures, `${route.key} at ${url}`).toEqual([]);
  });
});

/**
 * The team: a member acts for the business account with a role. Every dashboard route answers each
 * role 403 with the contract's message where src/contract/permissions.ts forbids it, and serves
 * (never 401/403) where it allows it; a refused member changes nothing.
 */
describe("members' roles, against every dashboard route", () => {
  const dashboard = mapped.filter((r) => {
    const kind = ROUTE_POLICY[r.key].kind;
    return kind === 'agency' || kind === 'agencyOrAgent';
  });

  it.each(dashboard.map((r) => [r.key, r] as const))('%s', async (_key, route) => {
    const p = ROUTE_POLICY[route.key];
    const url = await resolveUrl(route, p);
    const path = url.split('?')[0];
    const failures: string[] = [];
    for (const role of MEMBER_ROLES) {
      await fresh();
      const before = await snapshot(ctx.database);
      const res = await request(route.method, url, world.memberTokens[role], bodyOf(p));
      count('routesIdentities');
      if (mayCall(role, route.method, path)) {
        if ([401, 403].includes(res.status))
          failures.push(`${role}: refused ${res.status}: ${res.text.slice(0, 120)}`);
      } else {
        if (res.status !== 403 || !res.text.includes(ROLE_FORBIDDEN))
          failures.push(`${role}: got ${res.status}, designed 403: ${res.text.slice(0, 120)}`);
        if ((await snapshot(ctx.database)) !== before)
          failures.push(`${role}: a refused member changed the database`);
      }
    }
    expect(failures, `${route.key} at ${url}`).toEqual([]);
  });
});
