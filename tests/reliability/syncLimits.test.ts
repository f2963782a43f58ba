import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createApi } from '../../server/app';
import { buildDeps } from '../../server/server';
import type { AppDeps } from '../../server/env';
import { SYNC_RATE } from '../../server/scan/syncScans';
import { SYNC_BATCH_MAX } from '../../src/contract/scanSync';
import { createAccount, type TestContext } from '../server/harness';
import { agentLogin, insertAgent, insertEvent, insertTicket } from '../server/scanFixtures';
import { contextOn, DATABASES } from './lib/contexts';
import { REDIS_URL } from './lib/pgDatabase';
import { count, countStatus, flushStats } from './lib/stats';

/**
 * Issue 27, scanner sync: a scan naming no ticket of the agent's event leaves no row behind (it is
 * answered refused, item by item), a burst from one agent is cut at the per-agent limit (in memory,
 * and across two instances sharing Redis) without touching another agent, and real offline
 * admissions are still recorded exactly once. On both databases.
 */
type Scan = { nonce: string; ticketId: string; deviceAt?: string };
type Result = { nonce: string; ticketId: string; result: string; message?: string };
type App = ReturnType<typeof createApi>;

const nonce = () => randomBytes(12).toString('base64url');
const unknownRef = () => `TK-${randomBytes(6).toString('hex').toUpperCase()}`;

afterAll(() => flushStats(import.meta.filename));

describe.each(DATABASES)('scanner sync keeps no junk and is limited per agent (%s)', (kind) => {
  let ctx: TestContext;
  const instances: AppDeps[] = [];
  beforeAll(async () => {
    ctx = await contextOn(kind);
  });
  afterAll(async () => {
    for (const d of instances) await d.shutdown?.();
    await ctx?.close();
  });

  async function sync(token: string, scans: Scan[], app: App = ctx.app) {
    const res = await app.request('/api/security-agents/sync', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scans }),
    });
    countStatus(res.status);
    return { status: res.status, body: (await res.json()) as { data?: Result[]; message?: string } };
  }
  const rows = async (table: 'scan_sync' | 'scan_log', eventId: string) => {
    const res = (await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE event_id = ${eventId}`,
    )) as unknown as { rows: Array<{ n: number }> };
    count('invariantChecks');
    return res.rows[0].n;
  };
  /** A live event of a new organiser, with agents logged in through the API. */
  async function gate(agents = 1) {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const tokens: string[] = [];
    for (let i = 0; i < agents; i++) {
      const agent = await insertAgent(ctx, eventId, { name: `Gate ${i + 1}` });
      tokens.push(await agentLogin(ctx, agent));
    }
    return { eventId, tokens };
  }

  it(`10 batches of ${SYNC_BATCH_MAX} unknown scans leave 0 rows; unknown scans beside a real one are refused one by one`, async () => {
    const { eventId, tokens } = await gate();
    for (let b = 0; b < 10; b++) {
      const batch = Array.from({ length: SYNC_BATCH_MAX }, () => ({
        nonce: nonce(),
        ticketId: unknownRef(),
      }));
      const res = await sync(tokens[0], batch);
      count('hostileInputs', SYNC_BATCH_MAX);
      // Nothing of the agent's event: refused as a whole, as another event's agent would be.
      expect(res).toEqual({ status: 404, body: { message: 'Ticket not found for this event' } });
    }
    expect(await rows('scan_sync', eventId)).toBe(0);
    expect(await rows('scan_log', eventId)).toBe(0);

    // One real ticket among the junk: only its admission is kept.
    const ticket = await insertTicket(ctx, eventId);
    const batch = Array.from({ length: SYNC_BATCH_MAX }, (_, i) => ({
      nonce: nonce(),
      ticketId: i === 250 ? ticket.ticketId : unknownRef(),
    }));
    const mixed = await sync(tokens[0], batch);
    expect(mixed.body.data!.filter((r) => r.result === 'accepted').map((r) => r.ticketId)).toEqual([
      ticket.ticketId,
    ]);
    for (const [i, r] of mixed.body.data!.entries())
      if (i !== 250)
        expect(r).toEqual({ ...batch[i], result: 'refused', message: 'Ticket not found for this event' });
    expect(await rows('scan_sync', eventId)).toBe(1);
    expect(await rows('scan_log', eventId)).toBe(1);
  });

  it(`a burst of ${SYNC_RATE.max + 20} syncs from one agent gets 429 past ${SYNC_RATE.max}; another agent is unaffected`, async () => {
    const { eventId, tokens } = await gate(2);
    const ticket = await insertTicket(ctx, eventId);
    const batch = [{ nonce: nonce(), ticketId: ticket.ticketId }];
    const burst = await Promise.all(Array.from({ length: SYNC_RATE.max + 20 }, () => sync(tokens[0], batch)));
    count('concurrentOps', burst.length);
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(SYNC_RATE.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    for (const r of burst.filter((x) => x.status === 429))
      expect(r.body).toEqual({ message: 'Too many requests. Try again in 1 minute.' });
    // Every answered replay says the same: admitted once.
    for (const r of burst.filter((x) => x.status === 200)) expect(r.body.data![0].result).toBe('accepted');
    const other = await sync(tokens[1], [{ nonce: nonce(), ticketId: ticket.ticketId }]);
    expect(other.status).toBe(200);
    expect(other.body.data![0]).toMatchObject({ result: 'conflict', by: 'Gate 1' });
  });

  it('two instances sharing Redis count one agent together', async () => {
    const { eventId, tokens } = await gate(2);
    const ticket = await insertTicket(ctx, eventId);
    const apps = [0, 1].map(() => {
      const deps = buildDeps({ ...ctx.config, redisUrl: REDIS_URL }, ctx.database, () => {});
      instances.push(deps);
      return createApi(deps);
    });
    const burst = await Promise.all(
      Array.from({ length: SYNC_RATE.max + 20 }, (_, i) =>
        sync(tokens[0], [{ nonce: nonce(), ticketId: ticket.ticketId }], apps[i % 2]),
      ),
    );
    count('concurrentOps', burst.length);
    expect(burst.filter((r) => r.status === 200)).toHaveLength(SYNC_RATE.max);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(20);
    expect((await sync(tokens[1], [{ nonce: nonce(), ticketId: ticket.ticketId }], apps[1])).status).toBe(
      200,
    );
  });

  it('valid offline admissions are recorded exactly once, whatever the replays and the junk beside them', async () => {
    const { eventId, tokens } = await gate(2);
    const tickets = [];
    for (let i = 0; i < 40; i++) tickets.push(await insertTicket(ctx, eventId));
    const deviceAt = new Date().toISOString();
    // Gate 1's outbox, junk interleaved, sent three times at once (a flaky network retrying).
    const outbox = tickets.flatMap((t) => [
      { nonce: nonce(), ticketId: t.ticketId, deviceAt },
      { nonce: nonce(), ticketId: unknownRef(), deviceAt },
    ]);
    const sends = await Promise.all([0, 1, 2].map(() => sync(tokens[0], outbox)));
    count('concurrentOps', sends.length);
    for (const s of sends) {
      expect(s.status).toBe(200);
      expect(s.body.data!.map((r) => r.result)).toEqual(
        outbox.map((_, i) => (i % 2 === 0 ? 'accepted' : 'refused')),
      );
    }
    // Gate 2 admitted the same tickets offline: conflicts, never a second admission.
    const late = await sync(
      tokens[1],
      tickets.map((t) => ({ nonce: nonce(), ticketId: t.ticketId, deviceAt })),
    );
    expect(new Set(late.body.data!.map((r) => r.result))).toEqual(new Set(['conflict']));

    const scanned = (await ctx.database.db.execute(sql`
      SELECT count(*)::int AS n FROM tickets WHERE event_id = ${eventId} AND is_scanned AND status = 'used'`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    const admissions = (await ctx.database.db.execute(sql`
      SELECT ticket_ref, count(*)::int AS n FROM scan_log
      WHERE event_id = ${eventId} AND result = 'accepted' GROUP BY ticket_ref`)) as unknown as {
      rows: Array<{ ticket_ref: string; n: number }>;
    };
    count('invariantChecks', 3);
    expect(scanned.rows[0].n).toBe(tickets.length);
    expect(admissions.rows).toHaveLength(tickets.length);
    expect(admissions.rows.every((r) => r.n === 1)).toBe(true);
    // One row per real scan sent (Gate 1's and Gate 2's), none for the junk.
    expect(await rows('scan_sync', eventId)).toBe(tickets.length * 2);
  });
});
