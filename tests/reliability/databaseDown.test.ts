import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { createApi } from '../../server/app';
import { buildDeps } from '../../server/server';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/password';
import { signToken } from '../../server/auth/tokens';
import { newId } from '../../server/lib/ids';
import { testConfig } from '../server/harness';
import { startTcpProxy, type TcpProxy } from './lib/tcpProxy';
import { PG_ADMIN_URL, scratchPgDatabase } from './lib/pgDatabase';
import { count, countStatus, flushStats } from './lib/stats';

/**
 * "The database going away": the API talks to PostgreSQL through a proxy we control, so the shared
 * PostgreSQL server keeps running for everyone else while this API sees it stop and come back.
 */
const UNAVAILABLE = 'The service is temporarily unavailable, please try again shortly';

let proxy: TcpProxy;
let scratch: Awaited<ReturnType<typeof scratchPgDatabase>>;
let database: Database;
let app: ReturnType<typeof createApi>;
let token: string;
let faulty = false;
const email = `down-${newId().slice(0, 6)}@test.tn`;
const logs: string[] = [];

beforeAll(async () => {
  scratch = await scratchPgDatabase('reldown');
  proxy = await startTcpProxy(Number(new URL(PG_ADMIN_URL).port || 5432));
  process.env.PG_CONNECT_TIMEOUT_MS = '1500';
  database = await openPostgres(scratch.urlVia(proxy.port));
  delete process.env.PG_CONNECT_TIMEOUT_MS;
  await database.withConnection(migrate);
  const config = testConfig();
  app = createApi(buildDeps(config, database, (m) => logs.push(m)));
  const id = newId();
  await database.db.insert(users).values({
    id,
    email,
    passwordHash: await hashPassword('secret123'),
    role: 'ticketAgency',
    firstName: 'Down',
    lastName: 'Test',
  });
  token = await signToken(config.jwtSecret, { kind: 'user', sub: id, role: 'ticketAgency' }, 3600);
});

afterAll(async () => {
  flushStats(import.meta.filename);
  await proxy?.up();
  await database?.close();
  await proxy?.close();
  await scratch?.drop();
});

async function hit(path: string, init: RequestInit = {}) {
  const res = await app.request(path, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  countStatus(res.status, faulty);
  const body = (await res.json()) as { message?: string };
  return { status: res.status, body };
}

const calls = () => [
  hit('/api/users/me'),
  hit('/api/events/current'),
  hit('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password: 'secret123' }) }),
];

async function waitForRecovery(deadlineMs: number) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const res = await hit('/api/users/me');
    if (res.status === 200) {
      faulty = false;
      return Date.now() - (until - deadlineMs);
    }
    expect(res.status).toBe(503);
    if (Date.now() > until) throw new Error('the API did not recover by itself');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('PostgreSQL going away and coming back', () => {
  it('answers normally before the fault', async () => {
    for (const res of await Promise.all(calls())) expect(res.status).toBe(200);
  });

  it('stopped database (connections cut, new ones refused): 503 with a message, then recovers by itself', async () => {
    await proxy.down();
    faulty = true;
    count('faults');
    // Each call, in flight or new, gets 503 with the message, and never a 500 or a stack trace. Each is
    // answered while the database is still down: a call waiting for it to come back would never be.
    for (let round = 0; round < 3; round++) {
      for (const res of await Promise.all(calls())) {
        expect(res.status).toBe(503);
        expect(res.body.message).toBe(UNAVAILABLE);
      }
    }
    expect(logs.filter((l) => l.includes('Unhandled'))).toEqual([]);
    await proxy.up();
    await waitForRecovery(15_000);
    for (const res of await Promise.all(calls())) expect(res.status).toBe(200);
  });

  it('unresponsive database (connections hang): 503 within the connect timeout, then recovers', async () => {
    // Resolves once the pool has seen its connections close: every call below opens a new one into the void.
    await proxy.blackhole();
    faulty = true;
    count('faults');
    const voidBefore = proxy.unanswered();
    const results = await Promise.all(calls());
    for (const res of results) {
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(UNAVAILABLE);
    }
    // They really waited for a connection (the connect timeout answered), not for a cut socket.
    expect(proxy.unanswered() - voidBefore).toBeGreaterThanOrEqual(results.length);
    await proxy.up();
    await waitForRecovery(15_000);
  });

  it('a write cut mid-way leaves nothing half done: the account list is intact after recovery', async () => {
    const before = await database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    await proxy.down();
    faulty = true;
    count('faults');
    const res = await hit('/api/auth/forgot-password', { method: 'POST', body: JSON.stringify({ email }) });
    expect(res.status).toBe(503);
    await proxy.up();
    await waitForRecovery(15_000);
    const after = await database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after[0].n).toBe(before[0].n);
  });
});
