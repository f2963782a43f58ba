import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createApi } from '../../server/app';
import { buildDeps } from '../../server/server';
import type { AppDeps } from '../../server/env';
import { createRedisClient } from '../../server/lib/redis';
import { createAccount, createTestContext, type TestContext } from '../server/harness';
import { startTcpProxy, type TcpProxy } from './lib/tcpProxy';
import { REDIS_URL } from './lib/pgDatabase';
import { count, countStatus, flushStats } from './lib/stats';

/** Rate-limit counters in Redis are shared by every API instance (REDIS_URL); in memory they are not. */
const MAX = 4;
let ctx: TestContext;
let proxy: TcpProxy;
const opened: AppDeps[] = [];
const usedIps: string[] = [];
let ip = '';
// Each test comes from its own address, so the per-address counter of one test does not block the next.
const newAddress = () => {
  const address = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  usedIps.push(address);
  return address;
};
beforeEach(() => {
  ip = newAddress();
});
let faulty = false;

beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  ctx = await createTestContext();
  proxy = await startTcpProxy(Number(new URL(REDIS_URL).port || 6379), new URL(REDIS_URL).hostname);
});
afterAll(async () => {
  flushStats(import.meta.filename);
  delete process.env.TRUST_PROXY;
  for (const d of opened) await d.shutdown?.();
  await proxy?.close();
  await ctx?.close();
});

function instance(redisUrl: string | undefined, windowMs = 60_000) {
  const deps = buildDeps(
    { ...ctx.config, redisUrl, loginRateLimit: { max: MAX, windowMs } },
    ctx.database,
    () => {},
  );
  opened.push(deps);
  return createApi(deps);
}

async function login(app: ReturnType<typeof createApi>, email: string, password: string) {
  const res = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ email, password }),
  });
  countStatus(res.status, faulty);
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

describe('login rate limit shared through Redis', () => {
  it('holds across two instances: failures on A and B add up, then both refuse with 429', async () => {
    const a = instance(REDIS_URL);
    const b = instance(REDIS_URL);
    const acc = await createAccount(ctx);
    for (let i = 0; i < MAX; i++) expect((await login(i % 2 ? b : a, acc.email, 'wrong')).status).toBe(401);
    for (const app of [a, b]) {
      const res = await login(app, acc.email, acc.password);
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
    }
    count('concurrentOps', MAX + 2);
  });

  it('control: in-memory counters (no REDIS_URL) are per instance, so the same sequence is not blocked', async () => {
    const a = instance(undefined);
    const b = instance(undefined);
    const acc = await createAccount(ctx);
    for (let i = 0; i < MAX; i++) expect((await login(i % 2 ? b : a, acc.email, 'wrong')).status).toBe(401);
    expect((await login(a, acc.email, acc.password)).status).toBe(200);
  });

  it('concurrent failures on both instances are all counted', async () => {
    const a = instance(REDIS_URL);
    const b = instance(REDIS_URL);
    const acc = await createAccount(ctx);
    const results = await Promise.all(
      Array.from({ length: MAX }, (_, i) => login(i % 2 ? b : a, acc.email, 'wrong')),
    );
    expect(results.map((r) => r.status)).toEqual(Array(MAX).fill(401));
    count('concurrentOps', MAX);
    expect((await login(b, acc.email, acc.password)).status).toBe(429);
  });

  it('the window expires in Redis too', async () => {
    const a = instance(REDIS_URL, 1200);
    const acc = await createAccount(ctx);
    for (let i = 0; i < MAX; i++) await login(a, acc.email, 'wrong');
    expect((await login(a, acc.email, acc.password)).status).toBe(429);
    // Redis drops the counters of this address when the window ends (they have a TTL)...
    const redis = createRedisClient(REDIS_URL, () => {});
    try {
      await vi.waitFor(async () => expect(await redis.keys(`ratelimit:login:*:${ip}`)).toEqual([]), {
        timeout: 10_000,
        interval: 100,
      });
    } finally {
      await redis.quit();
    }
    // ...and the account is let in again.
    expect((await login(a, acc.email, acc.password)).status).toBe(200);
  });

  it('Redis unreachable: login answers 503 with a message (never 500, never a hang), and recovers when it returns', async () => {
    const app = instance(`redis://127.0.0.1:${proxy.port}`);
    const acc = await createAccount(ctx);
    expect((await login(app, acc.email, acc.password)).status).toBe(200);
    await proxy.down();
    faulty = true;
    count('faults');
    // Answered while Redis is still down: a request waiting for Redis to come back would never get here.
    const res = await login(app, acc.email, acc.password);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The service is temporarily unavailable, please try again shortly');
    await proxy.up();
    faulty = false;
    expect((await login(app, acc.email, acc.password)).status).toBe(200);
  });

  it('a burst while bcrypt holds the event loop still answers 429, not 503: no timer counts the stall against Redis', async () => {
    const deps = buildDeps(
      { ...ctx.config, redisUrl: REDIS_URL, loginRateLimit: { max: MAX, windowMs: 60_000 } },
      ctx.database,
      () => {},
    );
    opened.push(deps);
    const acc = await createAccount(ctx);
    // Four addresses use up their attempts at this account (4 × MAX stays under the account's own limit).
    const addresses = Array.from({ length: 4 }, newAddress);
    const app = createApi(deps);
    const from = (address: string, password: string) =>
      app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ email: acc.email, password }),
      });
    for (const address of addresses)
      for (let i = 0; i < MAX; i++) expect((await from(address, 'wrong')).status).toBe(401);
    // Once the burst's first counter command is on its way to Redis, the event loop is held for longer
    // than a 2 s command timer, as hashing a burst of passwords does: Redis answers meanwhile, and its
    // reply must still be read rather than the command given up.
    const { reserve } = deps.loginLimiter;
    let held = false;
    deps.loginLimiter.reserve = (...args) => {
      const reply = reserve(...args);
      if (!held) {
        held = true;
        setImmediate(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2500));
      }
      return reply;
    };
    const answers = await Promise.all(
      addresses.flatMap((address) => Array.from({ length: 10 }, () => from(address, acc.password))),
    );
    count('concurrentOps', answers.length);
    expect(held).toBe(true);
    expect(answers.map((r) => r.status)).toEqual(Array(answers.length).fill(429));
  });

  it('keys expire: no counter is left in Redis without a TTL', async () => {
    const a = instance(REDIS_URL);
    await login(a, `nobody-${ip}@test.tn`, 'wrong');
    const redis = createRedisClient(REDIS_URL, () => {});
    try {
      let checked = 0;
      for (const used of usedIps) {
        const key = `ratelimit:login:login:ip:${used}`;
        if ((await redis.exists(key)) === 1) {
          expect(await redis.pttl(key)).toBeGreaterThan(0);
          checked++;
        }
        await redis.del(key);
      }
      expect(checked).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});
