import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { agentLogin, insertAgent, insertEvent, insertTicket } from './scanFixtures';
import { scanLog, securityAgents, tickets } from '../../server/db/schema';
import { scanTickets, type ScanRequest } from '../../server/scan/scanTicket';
import { signToken } from '../../server/auth/tokens';

/**
 * Scans are decided in batches (group commit, server/scan/scanTicket.ts): every attempt of a batch
 * must get the answer it would have got alone, in arrival order, and its own scan_log row.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const ticketRow = async (id: string) =>
  (await ctx.database.db.select().from(tickets).where(eq(tickets.id, id)))[0];

describe('scan batches', () => {
  it('one batch: each attempt decided in arrival order against the effect of those before it', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const otherEvent = await insertEvent(ctx, owner.id, 'Other');
    const a = await insertAgent(ctx, eventId, { name: 'Gate A' });
    const b = await insertAgent(ctx, eventId, { name: 'Gate B' });
    const off = await insertAgent(ctx, eventId, { name: 'Gate Off', isActive: false });
    const t1 = await insertTicket(ctx, eventId);
    const t2 = await insertTicket(ctx, eventId);
    const cancelled = await insertTicket(ctx, eventId, { status: 'cancelled' });
    const foreign = await insertTicket(ctx, otherEvent);
    const req = (
      agent: { id: string },
      ref: string,
      action: 'accept' | 'reject',
      stage?: 'scan' | 'decision',
    ) => ({ agentDbId: agent.id, eventId, ref, action, stage }) satisfies ScanRequest;
    const at = new Date('2026-11-22T20:04:30Z'); // 21:04 on the business's clock (Tunis, UTC+1)

    const outcomes = await scanTickets(
      ctx.database.db,
      [
        req(a, t1.ticketId, 'accept', 'scan'), // 0 admits
        req(b, t1.ticketId, 'accept'), // 1 already scanned by A
        req(b, t1.ticketId, 'reject', 'decision'), // 2 B cannot undo A's admission
        req(a, t1.ticketId, 'reject', 'decision'), // 3 A's modal answers reject: reopened
        req(b, t1.id, 'accept', 'scan'), // 4 now B admits it (by _id)
        req(a, t1.ticketId, 'reject'), // 5 A cannot undo B's admission
        req(off, t2.ticketId, 'accept'), // 6 inactive agent: 403, nothing recorded
        { ...req(a, t2.ticketId, 'accept'), eventId: otherEvent }, // 7 token of another event: 401
        req({ id: 'no-such-agent' }, t2.ticketId, 'accept'), // 8 deleted agent: 401
        req(b, t2.ticketId, 'reject', 'scan'), // 9 entry refused, ticket untouched
        req(a, cancelled.ticketId, 'accept'), // 10 cancelled
        req(a, foreign.ticketId, 'accept'), // 11 another event's ticket
        req(a, 'TK-NOPE', 'accept'), // 12 unknown
      ],
      at,
    );
    const brief = outcomes.map((o) => (o.ok ? `${o.result}` : `${o.status} ${o.message}`));
    expect(brief).toEqual([
      'accepted',
      '409 Ticket already scanned at 21:04 by Gate A',
      '409 Ticket already scanned at 21:04 by Gate A',
      'rejected',
      'accepted',
      '409 Ticket already scanned at 21:04 by Gate B',
      '403 This security agent is inactive',
      '401 Agent session expired, please log in again',
      '401 Agent session expired, please log in again',
      'rejected',
      '409 Ticket has been cancelled',
      '404 Ticket not found for this event',
      '404 Ticket not found for this event',
    ]);
    const ok = outcomes.map((o) => (o.ok ? o.ticket : null));
    expect(ok[0]).toMatchObject({ isScanned: true, status: 'used', scannedBy: 'Gate A' });
    expect(ok[3]).toMatchObject({ isScanned: false, status: 'active', scannedAt: null, scannedBy: null });
    expect(ok[4]).toMatchObject({ isScanned: true, status: 'used', scannedBy: 'Gate B' });
    expect(ok[9]).toMatchObject({ _id: t2.id, isScanned: false, status: 'active' });

    expect(await ticketRow(t1.id)).toMatchObject({
      isScanned: true,
      status: 'used',
      scannedBy: b.id,
      scannedAt: at,
    });
    expect(await ticketRow(t2.id)).toMatchObject({ isScanned: false, status: 'active', scannedBy: null });
    expect(await ticketRow(cancelled.id)).toMatchObject({ isScanned: false, status: 'cancelled' });

    const log = await ctx.database.db.select().from(scanLog);
    const summary = log
      .map((l) => `${l.ticketRef} ${l.agentId === a.id ? 'A' : 'B'} ${l.action}:${l.result}`)
      .sort();
    expect(summary).toEqual(
      [
        `${t1.ticketId} A accept:accepted`,
        `${t1.ticketId} B accept:refused`,
        `${t1.ticketId} B reject:refused`,
        `${t1.ticketId} A reject:rejected`,
        `${t1.ticketId} B accept:accepted`,
        `${t1.ticketId} A reject:refused`,
        `${t2.ticketId} B reject:rejected`,
        `${cancelled.ticketId} A accept:refused`,
        `${foreign.ticketId} A accept:refused`,
        'TK-NOPE A accept:refused',
      ].sort(),
    );
    expect(log.every((l) => l.eventId === eventId)).toBe(true);
  });

  it('many concurrent scans over HTTP, distinct and shared tickets: each admitted once, every attempt answered and logged', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const AGENTS = 20;
    const PER_AGENT = 8;
    const agents = await Promise.all(
      Array.from({ length: AGENTS }, (_, i) =>
        insertAgent(ctx, eventId, { name: `Door ${i}`, password: 'door123' }),
      ),
    );
    const tokens: string[] = [];
    for (const a of agents) tokens.push(await agentLogin(ctx, a));
    // 40 tickets, each scanned by 4 different agents (160 attempts), plus one cancelled ticket and one
    // deactivated agent whose scans are refused before anything is recorded
    const pool: Array<Awaited<ReturnType<typeof insertTicket>>> = [];
    for (let i = 0; i < 40; i++) pool.push(await insertTicket(ctx, eventId));
    const cancelled = await insertTicket(ctx, eventId, { status: 'cancelled' });
    const plan = agents.map((_, a) =>
      Array.from(
        { length: PER_AGENT },
        (_, k) => pool[(a * PER_AGENT + k * 10 + Math.floor(a / 5)) % pool.length],
      ),
    );
    await ctx.database.db
      .update(securityAgents)
      .set({ isActive: false })
      .where(eq(securityAgents.id, agents[AGENTS - 1].id));

    const results = await Promise.all(
      agents.map(async (agent, a) => {
        const out = [];
        for (const t of [...plan[a], cancelled]) {
          const res = await call(ctx, 'POST', `/api/security-agents/scan/${t.ticketId}`, {
            token: tokens[a],
            body: { agentId: agent.id, action: 'accept', stage: 'scan' },
          });
          out.push({ ticket: t, agent, res });
        }
        return out;
      }),
    );
    const all = results.flat();
    const active = all.filter((r) => r.agent.id !== agents[AGENTS - 1].id);
    expect(all.filter((r) => r.agent.id === agents[AGENTS - 1].id).every((r) => r.res.status === 403)).toBe(
      true,
    );
    const admitted = new Map<string, string>();
    for (const r of active.filter((r) => r.res.status === 200)) {
      expect(admitted.has(r.ticket.id), `${r.ticket.ticketId} admitted twice`).toBe(false);
      admitted.set(r.ticket.id, r.agent.name);
      expect(r.res.body.data).toMatchObject({ _id: r.ticket.id, status: 'used', scannedBy: r.agent.name });
    }
    const scannedPool = new Set(active.filter((r) => r.ticket !== cancelled).map((r) => r.ticket.id));
    expect(admitted.size).toBe(scannedPool.size);
    for (const r of active.filter((r) => r.res.status !== 200)) {
      expect(r.res.status).toBe(409);
      expect(r.res.body.message).toMatch(
        r.ticket === cancelled
          ? /^Ticket has been cancelled$/
          : new RegExp(`^Ticket already scanned at \\d\\d:\\d\\d by ${admitted.get(r.ticket.id)}$`),
      );
    }
    const rows = await ctx.database.db
      .select()
      .from(tickets)
      .where(inArray(tickets.id, [...scannedPool]));
    for (const row of rows) {
      expect(row).toMatchObject({ isScanned: true, status: 'used' });
      expect(agents.find((a) => a.id === row.scannedBy)?.name).toBe(admitted.get(row.id));
    }
    const log = await ctx.database.db.select().from(scanLog);
    expect(log).toHaveLength(active.length);
    expect(log.filter((l) => l.result === 'accepted')).toHaveLength(scannedPool.size);
    expect(log.filter((l) => l.result === 'refused')).toHaveLength(active.length - scannedPool.size);
  });

  it('a session already used keeps being checked: deactivated is 403, deleted is 401, expired is 401', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const agent = await insertAgent(ctx, eventId, { name: 'Gate A' });
    const token = await agentLogin(ctx, agent);
    const scan = async (ref: string, t = token) =>
      call(ctx, 'POST', `/api/security-agents/scan/${ref}`, {
        token: t,
        body: { agentId: agent.id, action: 'accept' },
      });
    const [t1, t2, t3] = [
      await insertTicket(ctx, eventId),
      await insertTicket(ctx, eventId),
      await insertTicket(ctx, eventId),
    ];
    expect((await scan(t1.ticketId)).status).toBe(200);
    await ctx.database.db
      .update(securityAgents)
      .set({ isActive: false })
      .where(eq(securityAgents.id, agent.id));
    const off = await scan(t2.ticketId);
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('This security agent is inactive');
    await ctx.database.db.delete(securityAgents).where(eq(securityAgents.id, agent.id));
    const gone = await scan(t3.ticketId);
    expect(gone.status).toBe(401);
    expect(gone.body.message).toBe('Agent session expired, please log in again');
    const expired = await signToken(ctx.config.jwtSecret, { kind: 'agent', sub: agent.id, eventId }, -10);
    expect((await scan(t3.ticketId, expired)).status).toBe(401);
    expect(await ticketRow(t2.id)).toMatchObject({ isScanned: false });
    expect(await ticketRow(t3.id)).toMatchObject({ isScanned: false });
    expect(await ctx.database.db.select().from(scanLog)).toHaveLength(1);
  });
});
