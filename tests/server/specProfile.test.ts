import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { createEvent } from './eventsFixtures';
import { SPEC_ROUTES, specRouteOf } from '../../src/contract/specRoutes';
import { loadConfig } from '../../server/config';
import { SERVER_EXTENSIONS } from '../../server/routes/capabilities';
import { mountedApiRoutes } from '../reliability/lib/routes';
import { testConfig } from './harness';
import { Hono } from 'hono';
import type { AppEnv } from '../../server/env';
import { specProfileOnly } from '../../server/http/specProfile';

let spec: TestContext;
let full: TestContext;
beforeAll(async () => {
  spec = await createTestContext({ apiProfile: 'spec' });
  full = await createTestContext();
});
afterAll(async () => {
  await spec.close();
  await full.close();
});
beforeEach(async () => {
  await spec.reset();
  await full.reset();
});

describe('GET /api/capabilities', () => {
  it('names the extensions of the full profile, without a session', async () => {
    const res = await call(full, 'GET', '/api/capabilities');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ extensions: SERVER_EXTENSIONS });
    expect(SERVER_EXTENSIONS).toContain('journal');
  });

  it('is a 404 in the SPEC-only profile: the app reads "SPEC only"', async () => {
    const res = await call(spec, 'GET', '/api/capabilities');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});

describe('API_PROFILE=spec', () => {
  it('is read from the environment, and an unknown profile stops the start', () => {
    const dataDir = testConfig().dataDir;
    expect(loadConfig({ DATA_DIR: dataDir }).apiProfile).toBe('full');
    expect(loadConfig({ DATA_DIR: dataDir, API_PROFILE: 'spec' }).apiProfile).toBe('spec');
    expect(() => loadConfig({ DATA_DIR: dataDir, API_PROFILE: 'lite' })).toThrow(/API_PROFILE/);
  });

  it('every SPEC route is one the server mounts', () => {
    const mounted = new Set(mountedApiRoutes(testConfig()).map((r) => r.key));
    for (const r of SPEC_ROUTES) expect(mounted, `${r.method} ${r.path}`).toContain(`${r.method} ${r.path}`);
  });

  it('answers every extension call 404 {"message":"Not found"}, signed in or not', async () => {
    const a = await createAccount(spec);
    const extensions = mountedApiRoutes(testConfig()).filter((r) => !specRouteOf(r.method, r.path));
    expect(extensions.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'GET /api/journal',
        'GET /api/payments',
        'GET /api/subscriptions',
        'POST /api/security-agents/sync',
        'POST /api/auth/forgot-password',
        'GET /api/public/issuer',
        'GET /api/capabilities',
        'GET /api/business/users',
        'GET /api/business/transactions',
      ]),
    );
    for (const r of extensions) {
      const path = r.path.replace(/:(\w+)/g, 'x1');
      const res = await call(spec, r.method, path, {
        token: a.token,
        body: r.method === 'GET' ? undefined : {},
      });
      expect([res.status, res.body], r.key).toEqual([404, { message: 'Not found' }]);
    }
  });

  it('serves SPEC calls as the full profile does', async () => {
    const a = await createAccount(spec);
    const me = await call(spec, 'GET', '/api/users/current', { token: a.token });
    expect(me.status).toBe(200);
    expect(me.body.role).toBe('ticketAgency');
    const ev = await createEvent(spec, a.token);
    const one = await call(spec, 'GET', `/api/events/${ev._id}`, { token: a.token });
    expect(one.body.data._id).toBe(ev._id);
  });

  it("drops the query parameters SPEC does not name on SPEC's reads", async () => {
    // The same middleware before a route that echoes what it sees.
    const app = new Hono<AppEnv>();
    app.use('/api/*', specProfileOnly());
    app.get('/api/events', (c) => c.json(c.req.query()));
    app.get('/api/reservations', (c) => c.json(c.req.query()));
    const events = await app.request('/api/events?page=2&limit=10&status=ongoing&_sort=name&q=x');
    expect(await events.json()).toEqual({ page: '2', limit: '10', status: 'ongoing' });
    const reservations = await app.request('/api/reservations?range=%5B0%2C9%5D&filter=%7B%7D');
    expect(await reservations.json()).toEqual({});
  });
});
