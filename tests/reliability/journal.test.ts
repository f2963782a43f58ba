import { afterAll, describe, expect, it } from 'vitest';
import { api, removeDataDir, startServerProcess, type ServerProcess } from './lib/serverProcess';
import { openServerDatabase } from './lib/directDb';
import { scratchPgDatabase } from './lib/pgDatabase';
import { DEMO_AGENCY_EMAIL, DEMO_PASSWORD } from '../../server/seed/accounts';
import { toMillimes } from '../../src/contract/money';
import type { SqlRunner } from '../../server/db/client';

/**
 * The journal and the balances always agree (issue 18): on the demo data, after concurrent single
 * and bulk transfers (some retried with their Idempotency-Key, some refused for lack of funds), the
 * journal replayed from zero, entry by entry, finds every account's balance; each entry starts
 * where the previous one of its account ended. On the embedded database and on PostgreSQL.
 */
interface Entry {
  seq: string;
  entity_id: string;
  before: { balance: string } | null;
  after: { balance: string } | null;
}

async function replay(sql: SqlRunner) {
  const entries = await sql.query<Entry>(
    "SELECT seq::text, entity_id, before, after FROM journal WHERE entity = 'balance' ORDER BY journal.seq",
  );
  const running = new Map<string, number>();
  const breaks: string[] = [];
  for (const e of entries) {
    const current = running.get(e.entity_id) ?? 0;
    const before = toMillimes(e.before?.balance ?? '0');
    if (before !== current) breaks.push(`${e.entity_id} #${e.seq}: before ${before}, expected ${current}`);
    running.set(e.entity_id, toMillimes(e.after?.balance ?? '0'));
  }
  const balances = await sql.query<{ id: string; balance: string }>('SELECT id, balance::text FROM users');
  const mismatches = balances
    .filter((u) => (running.get(u.id) ?? 0) !== toMillimes(u.balance))
    .map((u) => `${u.id}: balance ${u.balance}, journal ${running.get(u.id) ?? 0} millimes`);
  return { entries: entries.length, breaks, mismatches, accounts: balances.length };
}

describe.each([
  ['embedded PGlite', false],
  ['PostgreSQL', true],
] as const)('journal replay on %s', (_label, onPostgres) => {
  let server: ServerProcess | undefined;
  let scratch: Awaited<ReturnType<typeof scratchPgDatabase>> | undefined;
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
    await scratch?.drop();
  });

  it('replaying the journal from zero finds every balance after concurrent money moves', async () => {
    scratch = onPostgres ? await scratchPgDatabase('reljournal') : undefined;
    server = await startServerProcess({ databaseUrl: scratch?.url });
    const login = await api(server.url, 'POST', '/api/auth/login', {
      body: { email: DEMO_AGENCY_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const managed = await api(server.url, 'GET', '/api/business/get_users', { token });
    const phones = (managed.body as Array<{ phoneNumber: string }>).map((u) => u.phoneNumber).slice(0, 6);
    expect(phones.length).toBeGreaterThan(2);

    // Concurrent moves: singles, bulks, retries with the same key, and amounts the balance cannot cover.
    const moves: Array<Promise<{ status: number }>> = [];
    for (let i = 0; i < 24; i++) {
      const key = `reljournal-${i % 8}-${onPostgres ? 'pg' : 'lite'}`;
      if (i % 3 === 0) {
        moves.push(
          api(server.url, 'POST', '/api/business/bulk_add_funds', {
            token,
            body: { phoneNumbers: phones.slice(0, 3), amount: 1.25 },
          }),
        );
      } else {
        moves.push(
          api(server.url, 'POST', '/api/business/add_funds', {
            token,
            body: { phoneNumber: phones[i % phones.length], amount: i % 7 === 0 ? 99_999_999 : 3.333 },
            headers: i % 2 === 0 ? { 'Idempotency-Key': key } : {},
          }),
        );
      }
    }
    const statuses = (await Promise.all(moves)).map((m) => m.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(10);
    expect(statuses.every((s) => [200, 400, 409, 422].includes(s))).toBe(true);

    await server.stop();
    const db = await openServerDatabase({ dataDir: server.dataDir, databaseUrl: scratch?.url });
    try {
      const result = await replay(db.sql);
      expect(result.breaks).toEqual([]);
      expect(result.mismatches).toEqual([]);
      // Opening entries of the demo data, plus one entry per balance touched by each move.
      expect(result.entries).toBeGreaterThan(20);
      await expect(db.sql.exec("UPDATE journal SET after = '{}'::jsonb")).rejects.toThrow(/append-only/);
      await expect(db.sql.exec('DELETE FROM journal')).rejects.toThrow(/append-only/);
    } finally {
      await db.close();
    }
  });
});
