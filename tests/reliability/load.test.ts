import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { api, removeDataDir, startServerProcess, type ServerProcess } from './lib/serverProcess';
import { scratchPgDatabase } from './lib/pgDatabase';
import { openServerDatabase } from './lib/directDb';
import type { Database } from '../../server/db/client';
import { checkInvariants, totalBalanceMillimes } from './lib/invariants';
import { createScanFixture, scanPlan } from './lib/scanFixture';
import { count, countStatus, flushStats, percentile, recordLatencies } from './lib/stats';
import { DEMO } from './lib/crashWorkloads';

/** Load and races on loopback against a real server process on PostgreSQL, bounded in count and time. */
const TICKETS = Number(process.env.RELIABILITY_SCAN_TICKETS ?? 5000);
const AGENTS = 50;
const DEADLINE_MS = 150_000;
const secret = randomBytes(32).toString('hex');

let server: ServerProcess;
let scratch: Awaited<ReturnType<typeof scratchPgDatabase>>;
let db: Database;
let token: string;

beforeAll(async () => {
  scratch = await scratchPgDatabase('relload');
  server = await startServerProcess({ databaseUrl: scratch.url, env: { JWT_SECRET: secret } });
  db = await openServerDatabase({ dataDir: server.dataDir, databaseUrl: scratch.url });
  const login = await api(server.url, 'POST', '/api/auth/login', { body: DEMO });
  token = login.body.token;
});
afterAll(async () => {
  flushStats(import.meta.filename);
  await db?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
  await scratch?.drop();
});

async function managedPhones(n: number): Promise<string[]> {
  const rows = await db.sql.query<{ phone: string }>(
    `SELECT u.phone_number AS phone FROM managed_users m JOIN users u ON u.id = m.user_id
     JOIN users b ON b.id = m.business_id WHERE b.email = $1 ORDER BY u.phone_number LIMIT $2`,
    [DEMO.email, n],
  );
  return rows.map((r) => r.phone);
}

describe('load and concurrency (PostgreSQL, real HTTP on loopback)', () => {
  it(`${AGENTS} concurrent agents scanning ${TICKETS} tickets with duplicates: each admitted exactly once, zero 5xx`, async () => {
    const fixture = await createScanFixture(db, secret, TICKETS, AGENTS);
    const queues = scanPlan(fixture.ticketIds, AGENTS);
    const admitted = new Map<string, number>();
    const statuses = new Map<number, number>();
    const latencies: number[] = [];
    const until = Date.now() + DEADLINE_MS;
    const started = Date.now();
    await Promise.all(
      queues.map(async (queue, i) => {
        const agent = fixture.agents[i];
        for (const ticketId of queue) {
          if (Date.now() > until) throw new Error('scan load exceeded its time bound');
          const res = await api(server.url, 'POST', `/api/security-agents/scan/${ticketId}`, {
            token: agent.token,
            body: { agentId: agent.id, action: 'accept', stage: 'scan' },
          });
          countStatus(res.status);
          latencies.push(res.ms);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 200) admitted.set(ticketId, (admitted.get(ticketId) ?? 0) + 1);
          else if (res.status !== 409)
            throw new Error(`scan ${ticketId}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }),
    );
    const attempts = queues.reduce((n, q) => n + q.length, 0);
    count('concurrentOps', attempts);
    recordLatencies(
      `scan (${attempts} requests, ${AGENTS} agents, ${((attempts * 1000) / (Date.now() - started)).toFixed(0)} req/s)`,
      latencies,
    );
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(admitted.size).toBe(TICKETS);
    expect([...admitted.values()].every((n) => n === 1)).toBe(true);
    expect(statuses.get(409)).toBe(attempts - TICKETS);
    const [row] = await db.sql.query<{ scanned: number; logged: number }>(
      `SELECT (SELECT count(*)::int FROM tickets WHERE event_id = $1 AND is_scanned AND status = 'used') AS scanned,
              (SELECT count(*)::int FROM scan_log WHERE event_id = $1 AND result = 'accepted') AS logged`,
      [fixture.eventId],
    );
    expect(row).toEqual({ scanned: TICKETS, logged: TICKETS });
    expect(await checkInvariants(db.sql)).toEqual([]);
    expect(percentile(latencies, 99)).toBeLessThan(5000);
  });

  it('20 concurrent add_funds with the same Idempotency-Key: one credit', async () => {
    const [phone] = await managedPhones(1);
    const balanceOf = async () =>
      (
        await db.sql.query<{ b: string }>('SELECT balance::text AS b FROM users WHERE phone_number = $1', [
          phone,
        ])
      )[0].b;
    const before = await balanceOf();
    const totalBefore = await totalBalanceMillimes(db.sql);
    const key = `rel-${randomBytes(8).toString('hex')}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(server.url, 'POST', '/api/business/add_funds', {
          token,
          body: { phoneNumber: phone, amount: 7.125 },
          headers: { 'Idempotency-Key': key },
        }),
      ),
    );
    for (const a of answers) countStatus(a.status);
    count('concurrentOps', 20);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(
      answers.every((a) => a.status === 200 || a.status === 409),
      JSON.stringify(answers.map((a) => a.status)),
    ).toBe(true);
    expect(new Set(ok.map((a) => a.body.transferId)).size).toBe(1);
    expect(Math.round((Number(await balanceOf()) - Number(before)) * 1000)).toBe(7125);
    const [moves] = await db.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM transactions WHERE transfer_id = $1',
      [ok[0].body.transferId],
    );
    expect(moves.n).toBe(2);
    expect(await totalBalanceMillimes(db.sql)).toBe(totalBefore);
  });

  it('concurrent bulk transfers that together exceed the balance: never negative, every refused one reported', async () => {
    const phones = await managedPhones(5);
    expect(phones.length).toBe(5);
    await db.sql.query(`UPDATE users SET balance = 100 WHERE email = $1`, [DEMO.email]);
    const totalBefore = await totalBalanceMillimes(db.sql);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api(server.url, 'POST', '/api/business/bulk_add_funds', {
          token,
          body: { phoneNumbers: phones, amount: 1 },
          headers: { 'Idempotency-Key': `bulk-${i}-${randomBytes(6).toString('hex')}` },
        }),
      ),
    );
    for (const a of answers) countStatus(a.status);
    count('concurrentOps', 30);
    recordLatencies(
      'bulk transfer (30 concurrent)',
      answers.map((a) => a.ms),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok.length).toBe(20);
    for (const r of refused) {
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(typeof r.body.message).toBe('string');
    }
    const [row] = await db.sql.query<{ b: string }>('SELECT balance::text AS b FROM users WHERE email = $1', [
      DEMO.email,
    ]);
    expect(Number(row.b)).toBe(0);
    expect(await totalBalanceMillimes(db.sql)).toBe(totalBefore);
    expect(await checkInvariants(db.sql)).toEqual([]);
  });
});
