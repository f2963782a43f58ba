import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../server/harness';
import { api, removeDataDir, startServerProcess, type ServerProcess } from './lib/serverProcess';
import { openServerDatabase } from './lib/directDb';
import { scratchPgDatabase } from './lib/pgDatabase';
import { checkInvariants, totalBalanceMillimes } from './lib/invariants';
import { mountedApiRoutes } from './lib/routes';
import { count, countStatus, flushStats, recordLatencies } from './lib/stats';
import { crashWorkloads, type Workload } from './lib/crashWorkloads';

/**
 * kill -9 while transfers, scans and other writes are in flight, on the embedded database and on
 * PostgreSQL; restart; every write the client saw acknowledged is there, nothing is half done.
 */
const ROUNDS = 2;
const mounted = new Set(mountedApiRoutes(testConfig()).map((r) => r.key));
afterAll(() => flushStats(import.meta.filename));

describe.each([
  ['embedded PGlite', false],
  ['PostgreSQL', true],
] as const)('kill -9 under load on %s', (_label, onPostgres) => {
  let server: ServerProcess | undefined;
  let scratch: Awaited<ReturnType<typeof scratchPgDatabase>> | undefined;
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
    await scratch?.drop();
  });

  it('keeps every acknowledged write and every invariant across crashes', async () => {
    scratch = onPostgres ? await scratchPgDatabase('relcrash') : undefined;
    server = await startServerProcess({ databaseUrl: scratch?.url });
    const dbOpts = { dataDir: server.dataDir, databaseUrl: scratch?.url };
    const workloads: Workload[] = [];
    for (const w of crashWorkloads()) if (w.routes.every((r) => mounted.has(r))) workloads.push(w);
    expect(workloads.length).toBeGreaterThan(0);
    for (const w of workloads) await w.prepare(server);

    // The total of all balances before any crash (transfers move money, they never create it).
    await server.stop();
    let db = await openServerDatabase(dbOpts);
    const totalBefore = await totalBalanceMillimes(db.sql);
    expect(await checkInvariants(db.sql)).toEqual([]);
    await db.close();
    await server.restart();

    const latencies: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const stop = { now: false };
      const streams = workloads.map((w) =>
        w.stream(server!, stop, (status, ms) => {
          countStatus(status);
          if (status) latencies.push(ms);
        }),
      );
      // Crash once every stream has had a few writes acknowledged in this round (bounded wait), while
      // the next ones are in flight; a few more each round, so the crash lands at another point.
      const base = workloads.map((w) => w.acknowledged());
      const enough = 3 + round * 2;
      const until = Date.now() + 20_000;
      while (
        Date.now() < until &&
        workloads.some((w, i) => w.acknowledged() - base[i] < enough && !w.exhausted?.())
      ) {
        await new Promise((r) => setTimeout(r, 50));
      }
      await server.crash();
      count('faults');
      stop.now = true;
      await Promise.all(streams);
      await server.restart();
      // The restarted server answers at once, on the same data.
      const health = await api(server.url, 'POST', '/api/auth/login', {
        body: { email: 'demo@ticketing.tn', password: 'demo1234' },
      });
      countStatus(health.status);
      expect(health.status, server.log().slice(-2000)).toBe(200);
    }
    recordLatencies(`writes under crash (${_label})`, latencies);

    await server.stop();
    db = await openServerDatabase(dbOpts);
    try {
      for (const w of workloads) {
        const problems = await w.verify(db);
        expect(problems, w.name).toEqual([]);
        expect(
          w.acknowledged(),
          `${w.name}: some writes were acknowledged before the crashes`,
        ).toBeGreaterThan(0);
        count('concurrentOps', w.acknowledged());
      }
      expect(await checkInvariants(db.sql)).toEqual([]);
      expect(await totalBalanceMillimes(db.sql), 'no money created or lost').toBe(totalBefore);
    } finally {
      await db.close();
    }
  });
});
