import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { TestContext } from '../server/harness';
import type { World } from './lib/world';
import type { createApi as CreateApi } from '../../server/app';
import type { AppDeps } from '../../server/env';
import type { ServerConfig } from '../../server/config';
import { REDIS_URL } from './lib/pgDatabase';
import { count, countStatus, flushStats } from './lib/stats';

// A real bcrypt cost for this file (the suite's default of 4 is too cheap to see a timing difference):
// set before the server modules load, hence the dynamic imports below.
process.env.BCRYPT_ROUNDS = '8';
const server = {
  ...(await import('../../server/app')),
  ...(await import('../../server/server')),
  ...(await import('../../server/lib/redis')),
  ...(await import('../../server/routes/auth')),
  ...(await import('../../server/routes/business')),
};
const { contextOn } = await import('./lib/contexts');
const { createAccount } = await import('../server/harness');
const { createWorld } = await import('./lib/world');
/** Both databases (lib/contexts.ts, loaded late for the same reason). */
const DATABASES = ['PGlite', 'PostgreSQL'] as const;

const MAX = 5;
const WINDOW_MS = 10 * 60 * 1000;
type App = ReturnType<typeof CreateApi>;
const opened: AppDeps[] = [];

const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

function instance(ctx: TestContext, overrides: Partial<ServerConfig> = {}, log?: (m: string) => void): App {
  const deps = server.buildDeps(
    { ...ctx.config, loginRateLimit: { max: MAX, windowMs: WINDOW_MS }, ...overrides },
    ctx.database,
    log ?? ((m) => ctx.logs.push(m)),
  );
  opened.push(deps);
  return server.createApi(deps);
}

async function send(
  app: App,
  method: string,
  path: string,
  opts: { ip?: string; body?: unknown; token?: string; url?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.ip) headers['X-Forwarded-For'] = opts.ip;
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  const res = await app.request(opts.url ?? path, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const ms = performance.now() - started;
  countStatus(res.status);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several routes, checked field by field
  const body = (await res.json().catch(() => null)) as any;
  return { status: res.status, body, ms };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

beforeAll(() => {
  process.env.TRUST_PROXY = '1';
});
afterAll(async () => {
  delete process.env.TRUST_PROXY;
  for (const d of opened) await d.shutdown?.();
  flushStats(import.meta.filename);
});

describe.each(DATABASES)('authentication under attack (%s)', (kind) => {
  let ctx: TestContext;
  let world: World;
  beforeAll(async () => {
    ctx = await contextOn(kind);
    const made = await createWorld(ctx.config.jwtSecret);
    world = made.world;
    await made.seed(ctx.database);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** 200 requests at once; the number that got past the limiter must be what sequential guessing allows. */
  async function burst(limit: number, fire: () => Promise<{ status: number }>) {
    const answers = await Promise.all(Array.from({ length: 200 }, fire));
    count('concurrentOps', answers.length);
    const passed = answers.filter((a) => a.status !== 429).length;
    count('invariantChecks');
    expect(passed, `non-429 answers to 200 parallel requests (limit ${limit})`).toBeLessThanOrEqual(limit);
    expect(passed).toBeGreaterThan(0);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    // And the next one, sent alone, is refused too: parallel requests were counted as sequential ones.
    expect((await fire()).status).toBe(429);
  }

  it('parallel guesses hit 429 as soon as sequential ones would: dashboard login, agent login, forgot-password, phone lookup (in memory)', async () => {
    const app = instance(ctx);
    const acc = await createAccount(ctx);
    const ip = address();
    await burst(MAX, () =>
      send(app, 'POST', '/api/auth/login', { ip, body: { email: acc.email, password: 'wrong' } }),
    );
    const agentIp = address();
    await burst(MAX, () =>
      send(app, 'POST', '/api/security-agents-public/login', {
        ip: agentIp,
        body: { agentId: world.owner.agentPublicId, password: 'wrong' },
      }),
    );
    const forgotIp = address();
    await burst(server.FORGOT_MAX, () =>
      send(app, 'POST', '/api/auth/forgot-password', { ip: forgotIp, body: { email: acc.email } }),
    );
    const lookupIp = address();
    await burst(server.LOOKUP_MAX, () =>
      send(app, 'GET', `/api/business/lookup/${world.freePhone}`, {
        ip: lookupIp,
        token: world.tokens.owner,
      }),
    );
  });

  it('parallel guesses spread over two instances sharing Redis are counted once (login and agent login)', async () => {
    const a = instance(ctx, { redisUrl: REDIS_URL });
    const b = instance(ctx, { redisUrl: REDIS_URL });
    const acc = await createAccount(ctx);
    const ip = address();
    let i = 0;
    await burst(MAX, () =>
      send(i++ % 2 ? a : b, 'POST', '/api/auth/login', { ip, body: { email: acc.email, password: 'wrong' } }),
    );
    // A fresh agent id per run: the Redis counters outlive this test.
    const agentIp = address();
    await burst(MAX, () =>
      send(i++ % 2 ? a : b, 'POST', '/api/security-agents-public/login', {
        ip: agentIp,
        body: { agentId: world.owner.agentPublicId, password: 'wrong' },
      }),
    );
  });

  it('strangers failing from many addresses do not lock the owner out of their own address', async () => {
    const app = instance(ctx);
    const acc = await createAccount(ctx);
    const home = address();
    expect(
      (
        await send(app, 'POST', '/api/auth/login', {
          ip: home,
          body: { email: acc.email, password: acc.password },
        })
      ).status,
    ).toBe(200);
    // 60 addresses guess: the per-account limit (for addresses it never signed in from) stops them.
    const strangers = await Promise.all(
      Array.from({ length: 60 }, () =>
        send(app, 'POST', '/api/auth/login', {
          ip: address(),
          body: { email: acc.email, password: 'guess' },
        }),
      ),
    );
    count('concurrentOps', strangers.length);
    expect(strangers.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    expect(strangers.filter((r) => r.status === 401).length).toBeLessThanOrEqual(MAX * 5);
    // A new address, even with the right password, waits: the guessing is still refused.
    expect(
      (
        await send(app, 'POST', '/api/auth/login', {
          ip: address(),
          body: { email: acc.email, password: acc.password },
        })
      ).status,
    ).toBe(429);
    // The owner, from the address they signed in from before, still gets in.
    const own = await send(app, 'POST', '/api/auth/login', {
      ip: home,
      body: { email: acc.email, password: acc.password },
    });
    count('invariantChecks');
    expect(own.status).toBe(200);
    // The owner's address has its own limit too (per account and address).
    for (let n = 0; n < MAX; n++)
      expect(
        (
          await send(app, 'POST', '/api/auth/login', {
            ip: home,
            body: { email: acc.email, password: 'typo' },
          })
        ).status,
      ).toBe(401);
    expect(
      (
        await send(app, 'POST', '/api/auth/login', {
          ip: home,
          body: { email: acc.email, password: acc.password },
        })
      ).status,
    ).toBe(429);
  });

  it('no enumeration by timing: an unknown email or agentId costs what a wrong password costs (ratio of medians within 0.5 to 2)', async () => {
    const app = instance(ctx, { loginRateLimit: { max: 1_000_000, windowMs: WINDOW_MS } });
    const acc = await createAccount(ctx);
    const cases = {
      unknownEmail: () => ({
        path: '/api/auth/login',
        body: { email: `nobody-${address()}@test.tn`, password: 'wrong' },
      }),
      wrongPassword: () => ({ path: '/api/auth/login', body: { email: acc.email, password: 'wrong' } }),
      unknownAgent: () => ({
        path: '/api/security-agents-public/login',
        body: { agentId: `AGT-NONE${address()}`, password: 'wrong' },
      }),
      wrongAgentPassword: () => ({
        path: '/api/security-agents-public/login',
        body: { agentId: world.owner.agentPublicId, password: 'wrong' },
      }),
    };
    const times: Record<keyof typeof cases, number[]> = {
      unknownEmail: [],
      wrongPassword: [],
      unknownAgent: [],
      wrongAgentPassword: [],
    };
    for (let round = 0; round < 25; round++) {
      for (const name of Object.keys(cases) as Array<keyof typeof cases>) {
        const { path, body } = cases[name]();
        const res = await send(app, 'POST', path, { ip: address(), body });
        expect(res.status, name).toBe(401);
        if (round >= 3) times[name].push(res.ms); // the first rounds warm the code paths
      }
    }
    const userRatio = median(times.unknownEmail) / median(times.wrongPassword);
    const agentRatio = median(times.unknownAgent) / median(times.wrongAgentPassword);
    count('invariantChecks', 2);
    expect(
      userRatio,
      `unknown email ${median(times.unknownEmail).toFixed(1)} ms vs wrong password ${median(times.wrongPassword).toFixed(1)} ms`,
    ).toBeGreaterThan(0.5);
    expect(userRatio).toBeLessThan(2);
    expect(
      agentRatio,
      `unknown agent ${median(times.unknownAgent).toFixed(1)} ms vs wrong password ${median(times.wrongAgentPassword).toFixed(1)} ms`,
    ).toBeGreaterThan(0.5);
    expect(agentRatio).toBeLessThan(2);
  });

  it('TRUST_PROXY: the client address is read from the right of X-Forwarded-For; a spoofed left value never becomes a key', async () => {
    const app = instance(ctx, { redisUrl: REDIS_URL });
    const acc = await createAccount(ctx);
    const client = address();
    const marker = `spoof${randomBytes(4).toString('hex')}`;
    // Each guess claims another address at the left: all are counted against the real client.
    for (let n = 0; n < MAX; n++) {
      const res = await send(app, 'POST', '/api/auth/login', {
        ip: `${marker}-${n}, ${client}`,
        body: { email: acc.email, password: 'wrong' },
      });
      expect(res.status).toBe(401);
    }
    expect(
      (
        await send(app, 'POST', '/api/auth/login', {
          ip: `${marker}-x, ${client}`,
          body: { email: acc.email, password: acc.password },
        })
      ).status,
    ).toBe(429);
    const redis = server.createRedisClient(REDIS_URL);
    try {
      count('invariantChecks');
      expect(await redis.keys(`*${marker}*`)).toEqual([]);
      expect((await redis.keys(`ratelimit:login:*${client}`)).length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
    // Two proxies: the client is the second entry from the right, the leftmost is still ignored.
    process.env.TRUST_PROXY = '2';
    try {
      const two = address();
      for (let n = 0; n < MAX; n++)
        await send(app, 'POST', '/api/auth/login', {
          ip: `${marker}-${n}, ${two}, 172.16.0.1`,
          body: { email: acc.email, password: 'wrong' },
        });
      expect(
        (
          await send(app, 'POST', '/api/auth/login', {
            ip: `other, ${two}, 172.16.0.1`,
            body: { email: acc.email, password: acc.password },
          })
        ).status,
      ).toBe(429);
      expect(
        (
          await send(app, 'POST', '/api/auth/login', {
            ip: `other, ${address()}, 172.16.0.1`,
            body: { email: acc.email, password: acc.password },
          })
        ).status,
      ).toBe(200);
    } finally {
      process.env.TRUST_PROXY = '1';
    }
  });

  it('reset links are built from PUBLIC_URL (or the configured origin), never from a hostile Host header', async () => {
    const acc = await createAccount(ctx);
    for (const [publicUrl, origin] of [
      ['https://tickets.example.tn', 'https://tickets.example.tn'],
      [undefined, `http://localhost:${ctx.config.port}`],
    ] as const) {
      const logs: string[] = [];
      const app = instance(ctx, { publicUrl }, (m) => logs.push(m));
      const res = await send(app, 'POST', '/api/auth/forgot-password', {
        ip: address(),
        url: 'http://evil.example/api/auth/forgot-password',
        headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
        body: { email: acc.email },
      });
      expect(res.status).toBe(200);
      const link = logs.find((l) => l.includes('/reset-password/'));
      count('invariantChecks');
      expect(link).toContain(`${origin}/reset-password/`);
      expect(link).not.toContain('evil');
    }
  });

  it('a password reset and a password change end every session issued before them', async () => {
    const app = instance(ctx);
    const acc = await createAccount(ctx);
    const ip = address();
    const login = async (password: string) =>
      send(app, 'POST', '/api/auth/login', { ip, body: { email: acc.email, password } });
    const first = (await login(acc.password)).body.token as string;
    const second = (await login(acc.password)).body.token as string;
    const me = (token: string) => send(app, 'GET', '/api/users/current', { token });
    expect((await me(first)).status).toBe(200);

    const changed = await send(app, 'POST', '/api/auth/change-password', {
      ip,
      token: first,
      body: { currentPassword: acc.password, newPassword: 'changed123' },
    });
    expect(changed.status).toBe(200);
    count('invariantChecks', 3);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    const third = changed.body.token as string;
    expect((await me(third)).status).toBe(200);
    // A wrong current password changes nothing.
    const refused = await send(app, 'POST', '/api/auth/change-password', {
      ip,
      token: third,
      body: { currentPassword: 'not-it', newPassword: 'whatever1' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The current password is incorrect.');

    const logs: string[] = [];
    const mailer = instance(ctx, {}, (m) => logs.push(m));
    await send(mailer, 'POST', '/api/auth/forgot-password', { ip, body: { email: acc.email } });
    const token = logs.join('\n').match(/reset-password\/([\w-]+)/)![1];
    const reset = await send(app, 'POST', '/api/auth/reset-password', {
      ip,
      body: { token, password: 'reset1234' },
    });
    expect(reset.status).toBe(200);
    count('invariantChecks');
    expect((await me(third)).status).toBe(401);
    expect((await me(third)).body.message).toBe('Session expired, please sign in again');
    const fresh = await login('reset1234');
    expect(fresh.status).toBe(200);
    expect((await me(fresh.body.token)).status).toBe(200);
  });
});
