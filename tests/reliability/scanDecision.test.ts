import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createApi } from '../../server/app';
import { buildDeps } from '../../server/server';
import { migrate } from '../../server/db/migrate';
import { openPostgres, type Database } from '../../server/db/client';
import { tickets } from '../../server/db/schema';
import { createAccount, createTestContext, testConfig, type TestContext } from '../server/harness';
import { agentLogin, insertAgent, insertEvent, insertTicket } from '../server/scanFixtures';
import { scratchPgDatabase } from './lib/pgDatabase';
import { count, countStatus, flushStats } from './lib/stats';

/**
 * Issue 15, door scanner: a final `reject` undoes only the admission the same agent made for the
 * verification modal it is answering, within that modal's window. No parameter (stage, agentId,
 * ticket reference by _id or ticketId) lets an agent un-admit an older ticket and admit it again.
 * Run on the embedded database and on PostgreSQL.
 */
const STAGES = [undefined, 'scan', 'decision'] as const;

interface Target {
  ctx: Pick<TestContext, 'app' | 'database' | 'config'>;
  close(): Promise<void>;
}

async function pglite(): Promise<Target> {
  const ctx = await createTestContext();
  return { ctx, close: () => ctx.close() };
}

async function postgres(): Promise<Target> {
  const scratch = await scratchPgDatabase('relscan');
  const database: Database = await openPostgres(scratch.url);
  await database.withConnection(migrate);
  const config = testConfig();
  const app = createApi(buildDeps(config, database, () => {}));
  return {
    ctx: { app, database, config } as Target['ctx'],
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

afterAll(() => flushStats(import.meta.filename));

describe.each([
  ['embedded database (PGlite)', pglite],
  ['PostgreSQL', postgres],
])('door scanner decisions on %s', (_name, open) => {
  let target: Target;
  beforeAll(async () => {
    target = await open();
  });
  afterAll(() => target?.close());

  const ctx = () => target.ctx as TestContext;
  async function scan(token: string, ref: string, body: Record<string, unknown>) {
    const res = await ctx().app.request(`/api/security-agents/scan/${encodeURIComponent(ref)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    count('requests');
    countStatus(res.status);
    return { status: res.status, body: (await res.json()) as { message?: string; data?: unknown } };
  }
  const row = async (id: string) =>
    (await ctx().database.db.select().from(tickets).where(eq(tickets.id, id)))[0];
  const admittedLogs = async (ticketId: string) => {
    const r = (await ctx().database.db.execute(
      sql`SELECT count(*)::int AS n FROM scan_log WHERE ticket_ref = ${ticketId} AND result = 'accepted'`,
    )) as unknown as { rows: Array<{ n: number }> };
    return r.rows[0].n;
  };
  async function setup() {
    const owner = await createAccount(ctx());
    const eventId = await insertEvent(ctx(), owner.id);
    const agent = await insertAgent(ctx(), eventId, { name: 'Gate A' });
    return { eventId, agent, token: await agentLogin(ctx(), agent) };
  }
  /** Every reject an agent could send, by both references, in every stage the API accepts. */
  function everyReject(agentId: string, t: { id: string; ticketId: string }) {
    return [t.ticketId, t.id].flatMap((ref) =>
      STAGES.map((stage) => ({ ref, body: { agentId, action: 'reject', ...(stage ? { stage } : {}) } })),
    );
  }
  const invariant = (ok: boolean) => {
    count('invariantChecks');
    if (!ok) count('invariantViolations');
    expect(ok).toBe(true);
  };

  it("the modal's reject undoes the admission its own scan made, once", async () => {
    const { agent, token, eventId } = await setup();
    const t = await insertTicket(ctx(), eventId);
    expect(
      (await scan(token, t.ticketId, { agentId: agent.id, action: 'accept', stage: 'scan' })).status,
    ).toBe(200);
    const undo = await scan(token, t.ticketId, { agentId: agent.id, action: 'reject', stage: 'decision' });
    expect(undo.status).toBe(200);
    invariant((await row(t.id)).isScanned === false);
    // The modal is answered: a second reject has nothing to undo and changes nothing.
    const again = await scan(token, t.ticketId, { agentId: agent.id, action: 'reject', stage: 'decision' });
    expect(again.status).toBe(200);
    invariant((await row(t.id)).status === 'active');
  });

  it('after the modal accepted, no reject un-admits the ticket (so it can never be admitted twice)', async () => {
    const { agent, token, eventId } = await setup();
    const t = await insertTicket(ctx(), eventId);
    await scan(token, t.ticketId, { agentId: agent.id, action: 'accept', stage: 'scan' });
    expect(
      (await scan(token, t.ticketId, { agentId: agent.id, action: 'accept', stage: 'decision' })).status,
    ).toBe(200);
    const before = await row(t.id);
    for (const { ref, body } of everyReject(agent.id, t)) {
      const res = await scan(token, ref, body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body.message).toMatch(/^Ticket already scanned at \d\d:\d\d by Gate A$/);
    }
    const after = await row(t.id);
    invariant(after.isScanned && after.scannedBy === agent.id);
    invariant(after.scannedAt!.getTime() === before.scannedAt!.getTime());
    // and so a new scan is refused: the ticket is admitted once
    const rescan = await scan(token, t.ticketId, { agentId: agent.id, action: 'accept', stage: 'scan' });
    expect(rescan.status).toBe(409);
    invariant((await admittedLogs(t.ticketId)) === 2); // the scan, and its confirmation
  });

  it("an old admission of the agent's own, still unconfirmed, is outside the modal's window: no reject undoes it", async () => {
    const { agent, token, eventId } = await setup();
    const t = await insertTicket(ctx(), eventId);
    await scan(token, t.ticketId, { agentId: agent.id, action: 'accept', stage: 'scan' });
    const old = new Date(Date.now() - 3 * 60 * 1000);
    await ctx().database.db.update(tickets).set({ scannedAt: old }).where(eq(tickets.id, t.id));
    for (const { ref, body } of everyReject(agent.id, t)) {
      expect((await scan(token, ref, body)).status, JSON.stringify(body)).toBe(409);
    }
    // an accept "decision" cannot refresh the window either
    await scan(token, t.ticketId, { agentId: agent.id, action: 'accept', stage: 'decision' });
    for (const { ref, body } of everyReject(agent.id, t)) {
      expect((await scan(token, ref, body)).status, JSON.stringify(body)).toBe(409);
    }
    const after = await row(t.id);
    invariant(after.isScanned && after.scannedAt!.getTime() === old.getTime());
  });

  it('stages the API does not know (such as the outbox\'s "offline") are refused with 400, never obeyed', async () => {
    const { agent, token, eventId } = await setup();
    const t = await insertTicket(ctx(), eventId);
    await scan(token, t.ticketId, { agentId: agent.id, action: 'accept', stage: 'scan' });
    await scan(token, t.ticketId, { agentId: agent.id, action: 'accept', stage: 'decision' });
    for (const stage of ['offline', 'undo', 'force', '']) {
      const res = await scan(token, t.ticketId, { agentId: agent.id, action: 'reject', stage });
      expect(res.status, stage).toBe(400);
    }
    invariant((await row(t.id)).isScanned);
  });
});
