import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase, createTestContext, type TestContext } from './harness';
import { seedDemo } from '../../server/seed/index';
import { writeJournal } from '../../server/money/journal';
import { verifyJournal } from '../../server/money/journalVerify';
import { openPglite, type Database } from '../../server/db/client';
import type { Db } from '../../server/db/client';

const run = promisify(execFile);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(() => ctx.close());

const who = { accountId: 'a'.repeat(24), actorId: null, actor: 'test' };

/** Changes a row as a maintenance script could: with the row trigger out of the way. */
async function behindTheTriggersBack(database: Database, statement: string) {
  await database.withConnection(async (s) => {
    await s.exec('SET session_replication_role = replica');
    try {
      await s.exec(statement);
    } finally {
      await s.exec('SET session_replication_role = DEFAULT');
    }
  });
}

async function seqOf(database: Database, nth: number): Promise<{ seq: number; id: string }> {
  const [row] = await database.sql.query<{ seq: number; id: string }>(
    'SELECT seq::int AS seq, id FROM journal ORDER BY seq OFFSET $1 LIMIT 1',
    [nth],
  );
  return row;
}

describe('the hash-chained journal', () => {
  it('verifies on the demo data', async () => {
    await ctx.reset();
    await seedDemo(ctx.database.db, { dataDir: ctx.config.dataDir, commissionRate: 0.1 });
    const result = await verifyJournal(ctx.database.sql);
    expect(result.ok).toBe(true);
    const [{ n }] = await ctx.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM journal');
    expect(n).toBeGreaterThan(10);
    expect(result.count).toBe(n);
  });

  it('hashes in the API as the database function does (the backfill of older entries)', async () => {
    await ctx.reset();
    await ctx.database.db.transaction(async (tx) => {
      await writeJournal(tx, who, [
        {
          action: 'funds.added',
          entity: 'balance',
          entityId: 'x',
          before: { z: 1, a: 'é "quoted" \\ \n\t\u0001', nested: { b: [1, 2.5, null, true], a: {} } },
          after: { balance: '160.500', when: new Date('2026-01-02T03:04:05.678Z'), none: undefined },
          idempotencyKey: 'k-1',
        },
        {
          action: 'ticket.status',
          entity: 'ticket',
          entityId: 'TK-1',
          before: null,
          after: { status: 'used' },
        },
      ]);
    });
    const rows = await ctx.database.sql.query<{ hash: string; recomputed: string }>(
      'SELECT hash, journal_entry_hash(prev_hash, journal) AS recomputed FROM journal ORDER BY seq',
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.recomputed).toBe(r.hash);
  });

  it('names an entry changed behind the trigger’s back, and one removed', async () => {
    await ctx.reset();
    for (let i = 0; i < 5; i++) {
      await ctx.database.db.transaction((tx) =>
        writeJournal(tx, who, [
          {
            action: 'funds.added',
            entity: 'balance',
            entityId: `u${i}`,
            before: { balance: '0.000' },
            after: { balance: `${i}.000` },
          },
        ]),
      );
    }
    expect(await verifyJournal(ctx.database.sql)).toEqual({ ok: true, count: 5 });

    const third = await seqOf(ctx.database, 2);
    await expect(
      ctx.database.sql.exec(`UPDATE journal SET after = '{"balance":"999.000"}' WHERE seq = ${third.seq}`),
    ).rejects.toThrow(/append-only/);
    await behindTheTriggersBack(
      ctx.database,
      `UPDATE journal SET after = '{"balance":"999.000"}' WHERE seq = ${third.seq}`,
    );
    expect(await verifyJournal(ctx.database.sql)).toEqual({
      ok: false,
      count: 2,
      seq: third.seq,
      id: third.id,
      reason: 'content',
    });

    await ctx.reset();
    for (let i = 0; i < 3; i++) {
      await ctx.database.db.transaction((tx) =>
        writeJournal(tx, who, [
          { action: 'ticket.status', entity: 'ticket', entityId: `t${i}`, before: null, after: null },
        ]),
      );
    }
    const second = await seqOf(ctx.database, 1);
    const last = await seqOf(ctx.database, 2);
    await behindTheTriggersBack(ctx.database, `DELETE FROM journal WHERE seq = ${second.seq}`);
    expect(await verifyJournal(ctx.database.sql)).toMatchObject({ ok: false, seq: last.seq, reason: 'link' });
  });

  it('refuses TRUNCATE, even with triggers set aside for replication', async () => {
    await ctx.reset();
    await ctx.database.db.transaction((tx) =>
      writeJournal(tx, who, [
        { action: 'ticket.status', entity: 'ticket', entityId: 't', before: null, after: null },
      ]),
    );
    await expect(ctx.database.sql.exec('TRUNCATE journal')).rejects.toThrow(/append-only: TRUNCATE/);
    await expect(behindTheTriggersBack(ctx.database, 'TRUNCATE journal')).rejects.toThrow(/append-only/);
    const [{ n }] = await ctx.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM journal');
    expect(n).toBe(1);
  });

  it('keeps one chain under concurrent writers', async () => {
    await ctx.reset();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.database.db.transaction((tx) =>
          writeJournal(tx as unknown as Db, who, [
            { action: 'funds.added', entity: 'balance', entityId: `c${i}`, before: null, after: { i } },
            { action: 'funds.added', entity: 'balance', entityId: `d${i}`, before: null, after: { i } },
          ]),
        ),
      ),
    );
    expect(await verifyJournal(ctx.database.sql)).toEqual({ ok: true, count: 40 });
  });
});

/** A database of its own for the command, which opens it as the server would (DATA_DIR or DATABASE_URL). */
async function commandDatabase(): Promise<{
  database: Database;
  env: Record<string, string>;
  dispose: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { database, url: own, drop } = await createPostgresDatabase(url);
    return { database, env: { DATABASE_URL: own }, dispose: drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'journal-verify-'));
  cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pgdata'), { recursive: true });
  const database = await openPglite(path.join(dataDir, 'pgdata'));
  return {
    database,
    env: { DATA_DIR: dataDir },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe('npm run journal:verify', () => {
  it('exits 0 with the count, then 1 naming the entry changed behind the trigger’s back', async () => {
    const { database, env, dispose } = await commandDatabase();
    try {
      for (let i = 0; i < 3; i++) {
        await database.db.transaction((tx) =>
          writeJournal(tx, who, [
            { action: 'funds.added', entity: 'balance', entityId: `u${i}`, before: null, after: { i } },
          ]),
        );
      }
      const target = await seqOf(database, 1);
      // PGlite serves one process: the command opens the directory after this test lets go of it.
      if (database.kind === 'pglite') await database.close();
      const verify = () =>
        run('npx', ['tsx', 'server/money/journalVerifyCli.ts'], {
          env: { ...process.env, DATABASE_URL: '', ...env, JWT_SECRET: 'x'.repeat(40) },
        }).then(
          (r) => ({ code: 0, out: r.stdout + r.stderr }),
          (e: { code: number; stdout: string; stderr: string }) => ({
            code: e.code,
            out: e.stdout + e.stderr,
          }),
        );
      const good = await verify();
      expect(good).toMatchObject({ code: 0 });
      expect(good.out).toContain('3 entries');

      const again =
        database.kind === 'pglite' ? await openPglite(path.join(env.DATA_DIR, 'pgdata')) : database;
      await behindTheTriggersBack(
        again,
        `UPDATE journal SET actor = 'someone else' WHERE seq = ${target.seq}`,
      );
      if (again.kind === 'pglite') await again.close();
      const bad = await verify();
      expect(bad.code).toBe(1);
      expect(bad.out).toContain(`seq ${target.seq} (id ${target.id})`);
    } finally {
      if (database.kind === 'postgres') await database.close();
      await dispose();
    }
  }, 120_000);
});
