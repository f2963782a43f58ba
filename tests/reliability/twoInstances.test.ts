import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { testConfig } from '../server/harness';
import { api, removeDataDir, startServerProcess, type ServerProcess } from './lib/serverProcess';
import { REDIS_URL, scratchPgDatabase } from './lib/pgDatabase';
import { openServerDatabase } from './lib/directDb';
import { checkInvariants } from './lib/invariants';
import { mountedApiRoutes } from './lib/routes';
import { count, countStatus, flushStats } from './lib/stats';
import { DEMO } from './lib/crashWorkloads';
import { twoInstanceRaces } from './lib/races';

/**
 * The scale path: two stateless API processes on one PostgreSQL and one Redis (as behind a load
 * balancer). They share a JWT secret (JWT_SECRET), the database, and the rate-limit counters.
 */
const mounted = new Set(mountedApiRoutes(testConfig()).map((r) => r.key));
let a: ServerProcess;
let b: ServerProcess;
let scratch: Awaited<ReturnType<typeof scratchPgDatabase>>;
const LIMIT = 6;

const secret = randomBytes(32).toString('hex');

beforeAll(async () => {
  scratch = await scratchPgDatabase('reltwo');
  const env = { JWT_SECRET: secret, LOGIN_RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: '1' };
  // Started together on an empty database: one migrates and seeds, the other waits and finds the data.
  const started = await Promise.allSettled([
    startServerProcess({ databaseUrl: scratch.url, redisUrl: REDIS_URL, env }),
    startServerProcess({ databaseUrl: scratch.url, redisUrl: REDIS_URL, env }),
  ]);
  // If one instance fails to start, the other is still stopped in afterAll (no stray process).
  [a, b] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined)) as ServerProcess[];
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
});
afterAll(async () => {
  flushStats(import.meta.filename);
  await Promise.all([a?.stop(), b?.stop()]);
  for (const s of [a, b]) if (s) removeDataDir(s.dataDir);
  await scratch?.drop();
});

describe('two API instances on one PostgreSQL and one Redis', () => {
  it('start together on an empty database: seeded exactly once', async () => {
    const db = await openServerDatabase({ dataDir: a.dataDir, databaseUrl: scratch.url });
    try {
      const [row] = await db.sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM users WHERE email = $1',
        [DEMO.email],
      );
      expect(row.n).toBe(1);
    } finally {
      await db.close();
    }
    expect([a.log(), b.log()].filter((l) => l.includes('seeding demo data')).length).toBe(1);
  });

  it('a token from one instance is accepted by the other (stateless sessions)', async () => {
    const login = await api(a.url, 'POST', '/api/auth/login', { body: DEMO });
    expect(login.status).toBe(200);
    const me = await api(b.url, 'GET', '/api/users/me', { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(DEMO.email);
  });

  it('the login rate limit holds across both instances (counters in Redis)', async () => {
    const ip = `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const headers = { 'X-Forwarded-For': ip };
    const email = `nobody-${randomBytes(4).toString('hex')}@test.tn`;
    // Failures alternate between the instances, half of them concurrently.
    const first = await Promise.all(
      Array.from({ length: LIMIT / 2 }, (_, i) =>
        api(i % 2 ? b.url : a.url, 'POST', '/api/auth/login', {
          body: { email, password: 'wrong' },
          headers,
        }),
      ),
    );
    for (let i = 0; i < LIMIT / 2; i++)
      first.push(
        await api(i % 2 ? a.url : b.url, 'POST', '/api/auth/login', {
          body: { email, password: 'wrong' },
          headers,
        }),
      );
    for (const r of first) countStatus(r.status);
    expect(first.map((r) => r.status)).toEqual(Array(LIMIT).fill(401));
    count('concurrentOps', LIMIT);
    for (const s of [a, b]) {
      const blocked = await api(s.url, 'POST', '/api/auth/login', {
        body: { email, password: 'wrong' },
        headers,
      });
      countStatus(blocked.status);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many failed attempts/);
    }
  });

  it('races split across both instances: each ticket admitted once, transfers never overdraw', async () => {
    const races = twoInstanceRaces().filter((r) => r.routes.every((k) => mounted.has(k)));
    expect(races.length, 'the scan and transfer routes are mounted').toBeGreaterThan(0);
    const db = await openServerDatabase({ dataDir: a.dataDir, databaseUrl: scratch.url });
    try {
      for (const race of races) {
        const problems = await race.run([a, b], db, secret);
        expect(problems, race.name).toEqual([]);
      }
      expect(await checkInvariants(db.sql)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
