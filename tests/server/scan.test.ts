import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { agentLogin, insertAgent, insertEvent, insertTicket } from './scanFixtures';
import { scanLog, tickets } from '../../server/db/schema';
import { localDate, localDateTime } from '../../server/lib/localTime';
import { zonedInstant } from '../../src/lib/timeZone';
import { alreadyScannedMessage } from '../../server/scan/refusals';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

async function setup() {
  const owner = await createAccount(ctx);
  const eventId = await insertEvent(ctx, owner.id);
  const agent = await insertAgent(ctx, eventId, { name: 'Gate A' });
  const token = await agentLogin(ctx, agent);
  return { owner, eventId, agent, token };
}

const scan = (ref: string, token: string | undefined, body: Record<string, unknown>) =>
  call(ctx, 'POST', `/api/security-agents/scan/${ref}`, { token, body });

const ticketRow = async (id: string) =>
  (await ctx.database.db.select().from(tickets).where(eq(tickets.id, id)))[0];

describe('POST /api/security-agents/scan/{ticketId}', () => {
  it('accept admits an active unscanned ticket (isScanned, status used, time, agent) and returns the details for the modal', async () => {
    const { agent, token } = await setup();
    const t = await insertTicket(ctx, agent.eventId, { firstName: 'Amira', phoneNumber: '98765432' });
    const res = await scan(t.ticketId, token, { agentId: agent.id, action: 'accept' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      _id: t.id,
      ticketId: t.ticketId,
      customerInfo: { firstName: 'Amira', lastName: 'Ben Salah', phoneNumber: '98765432' },
      priceTier: { name: 'General', price: 25 },
      status: 'used',
      isScanned: true,
      scannedBy: 'Gate A',
    });
    const row = await ticketRow(t.id);
    expect(row).toMatchObject({ isScanned: true, status: 'used', scannedBy: agent.id });
    expect(Date.now() - row.scannedAt!.getTime()).toBeLessThan(60_000);
  });

  it("the modal's final accept from the same agent is idempotent; a later scan is refused as already scanned", async () => {
    const { agent, token } = await setup();
    const t = await insertTicket(ctx, agent.eventId);
    expect((await scan(t.ticketId, token, { agentId: agent.id, action: 'accept' })).status).toBe(200);
    // without the stage extension (the production contract) and with it
    expect((await scan(t.ticketId, token, { agentId: agent.id, action: 'accept' })).status).toBe(200);
    expect(
      (await scan(t.ticketId, token, { agentId: agent.id, action: 'accept', stage: 'decision' })).status,
    ).toBe(200);
    expect(
      (await scan(t.ticketId, token, { agentId: agent.id, action: 'accept', stage: 'decision' })).status,
    ).toBe(200);
    const again = await scan(t.ticketId, token, { agentId: agent.id, action: 'accept', stage: 'scan' });
    expect(again.status).toBe(409);
    const row = await ticketRow(t.id);
    expect(again.body.message).toBe(
      `Ticket already scanned at ${localDateTime(row.scannedAt!).slice(11)} by Gate A`,
    );
    expect(row).toMatchObject({ isScanned: true, status: 'used', scannedBy: agent.id });
  });

  it("a ticket scanned by another agent: 409 'Ticket already scanned at HH:mm by Gate B', and reject cannot undo it", async () => {
    const { agent, token, eventId } = await setup();
    const b = await insertAgent(ctx, eventId, { name: 'Gate B' });
    // 21:04 today on the business's clock (Tunis), whatever the zone of the machine running the test.
    const scannedAt = zonedInstant(localDate(), '21:04', 'Africa/Tunis');
    const t = await insertTicket(ctx, eventId, {
      isScanned: true,
      status: 'used',
      scannedBy: b.id,
      scannedAt,
    });
    for (const action of ['accept', 'reject']) {
      for (const stage of [undefined, 'scan', 'decision']) {
        const res = await scan(t.ticketId, token, { agentId: agent.id, action, stage });
        expect(res.status, `${action} ${stage}`).toBe(409);
        expect(res.body.message).toBe('Ticket already scanned at 21:04 by Gate B');
      }
    }
    expect(await ticketRow(t.id)).toMatchObject({ isScanned: true, status: 'used', scannedBy: b.id });
  });

  it('reject as the final decision returns the ticket to active and unscanned, and is recorded', async () => {
    const { agent, token } = await setup();
    const t = await insertTicket(ctx, agent.eventId);
    expect((await scan(t.ticketId, token, { agentId: agent.id, action: 'accept' })).status).toBe(200);
    const res = await scan(t.ticketId, token, { agentId: agent.id, action: 'reject', stage: 'decision' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'active', isScanned: false, scannedAt: null });
    expect(await ticketRow(t.id)).toMatchObject({
      isScanned: false,
      status: 'active',
      scannedBy: null,
      scannedAt: null,
    });
    // the production contract (no stage): reject right after the scan undoes it too
    expect((await scan(t.ticketId, token, { agentId: agent.id, action: 'accept' })).status).toBe(200);
    expect((await scan(t.ticketId, token, { agentId: agent.id, action: 'reject' })).status).toBe(200);
    expect(await ticketRow(t.id)).toMatchObject({ isScanned: false, status: 'active' });

    const log = await ctx.database.db.select().from(scanLog).where(eq(scanLog.ticketRef, t.ticketId));
    expect(log.map((l) => `${l.action}:${l.result}`).sort()).toEqual([
      'accept:accepted',
      'accept:accepted',
      'reject:rejected',
      'reject:rejected',
    ]);
    expect(
      log.every((l) => l.agentId === agent.id && l.eventId === agent.eventId && l.createdAt instanceof Date),
    ).toBe(true);
  });

  it('cancelled or refunded tickets: 409 with the reason, nothing changes', async () => {
    const { agent, token } = await setup();
    const cancelled = await insertTicket(ctx, agent.eventId, { status: 'cancelled' });
    const refunded = await insertTicket(ctx, agent.eventId, { status: 'refunded' });
    const a = await scan(cancelled.ticketId, token, { agentId: agent.id, action: 'accept' });
    expect(a.status).toBe(409);
    expect(a.body.message).toBe('Ticket has been cancelled');
    const b = await scan(refunded.ticketId, token, { agentId: agent.id, action: 'accept' });
    expect(b.status).toBe(409);
    expect(b.body.message).toBe('Ticket has been refunded');
    expect(await ticketRow(cancelled.id)).toMatchObject({ status: 'cancelled', isScanned: false });
    const refused = await ctx.database.db
      .select()
      .from(scanLog)
      .where(and(eq(scanLog.result, 'refused'), eq(scanLog.agentId, agent.id)));
    expect(refused.map((r) => r.message).sort()).toEqual([
      'Ticket has been cancelled',
      'Ticket has been refunded',
    ]);
  });

  it('a ticket of another event (or unknown) is 404, and is recorded as refused', async () => {
    const { agent, token, owner } = await setup();
    const other = await insertEvent(ctx, owner.id, 'Other');
    const t = await insertTicket(ctx, other);
    for (const ref of [t.ticketId, t.id, 'TK-UNKNOWN']) {
      const res = await scan(ref, token, { agentId: agent.id, action: 'accept' });
      expect(res.status, ref).toBe(404);
      expect(res.body.message).toBe('Ticket not found for this event');
    }
    expect(await ticketRow(t.id)).toMatchObject({ isScanned: false, status: 'active' });
    const refused = await ctx.database.db.select().from(scanLog).where(eq(scanLog.result, 'refused'));
    expect(refused).toHaveLength(3);
  });

  it('accepts the ticket _id as well as its public ticketId', async () => {
    const { agent, token } = await setup();
    const t = await insertTicket(ctx, agent.eventId);
    expect((await scan(t.id, token, { agentId: agent.id, action: 'accept' })).status).toBe(200);
    expect((await ticketRow(t.id)).isScanned).toBe(true);
  });

  it('requires the agent token; the body agentId must be the token agent; bad bodies are 400', async () => {
    const { agent, token, owner, eventId } = await setup();
    const t = await insertTicket(ctx, eventId);
    expect((await scan(t.ticketId, undefined, { agentId: agent.id, action: 'accept' })).status).toBe(401);
    expect((await scan(t.ticketId, owner.token, { agentId: agent.id, action: 'accept' })).status).toBe(401);
    const other = await insertAgent(ctx, eventId);
    expect((await scan(t.ticketId, token, { agentId: other.id, action: 'accept' })).status).toBe(403);
    for (const body of [
      { agentId: agent.id },
      { agentId: agent.id, action: 'admit' },
      { agentId: agent.id, action: 'accept', stage: 'x' },
    ]) {
      const res = await scan(t.ticketId, token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await ticketRow(t.id)).isScanned).toBe(false);
    await call(ctx, 'PUT', `/api/security-agents/${agent.id}`, {
      token: owner.token,
      body: { isActive: false },
    });
    expect((await scan(t.ticketId, token, { agentId: agent.id, action: 'accept' })).status).toBe(403);
    expect((await ticketRow(t.id)).isScanned).toBe(false);
  });

  it('50 agents accepting the same ticket at the same moment: exactly one success, 49 already-scanned refusals', async () => {
    const { owner, eventId } = await setup();
    const t = await insertTicket(ctx, eventId);
    const agents = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        insertAgent(ctx, eventId, { name: `Door ${i}`, password: 'door123' }),
      ),
    );
    const tokens: string[] = [];
    for (const a of agents) tokens.push(await agentLogin(ctx, a));
    const results = await Promise.all(
      agents.map((a, i) => scan(t.ticketId, tokens[i], { agentId: a.id, action: 'accept' })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    const winner = agents[results.findIndex((r) => r.status === 200)];
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(49);
    for (const r of refused)
      expect(r.body.message).toMatch(
        new RegExp(`^Ticket already scanned at \\d\\d:\\d\\d by ${winner.name}$`),
      );
    expect(await ticketRow(t.id)).toMatchObject({ isScanned: true, status: 'used', scannedBy: winner.id });
    const log = await ctx.database.db.select().from(scanLog).where(eq(scanLog.ticketRef, t.ticketId));
    expect(log.filter((l) => l.result === 'accepted')).toHaveLength(1);
    expect(log.filter((l) => l.result === 'refused')).toHaveLength(49);
    expect(owner).toBeDefined();
  });
});

describe('incremental ticket list (?since= extension)', () => {
  it('returns only the tickets changed since the cursor of a previous answer, including cancellations made elsewhere', async () => {
    const { agent, token, eventId } = await setup();
    const a = await insertTicket(ctx, eventId);
    const b = await insertTicket(ctx, eventId);
    await insertTicket(ctx, eventId);
    await ctx.database.db.execute(sql`UPDATE tickets SET updated_at = now() - interval '1 hour'`);
    const path = `/api/security-agents/event/${eventId}/tickets?agentId=${agent.id}`;
    const full = await call(ctx, 'GET', path, { token });
    expect(full.body.data.data).toHaveLength(3);
    expect(full.body.data.partial).toBe(false);
    const cursor = full.body.data.cursor;
    expect(Number.isNaN(Date.parse(cursor))).toBe(false);

    const none = await call(ctx, 'GET', `${path}&since=${encodeURIComponent(cursor)}`, { token });
    expect(none.body.data).toMatchObject({ data: [], partial: true });

    await scan(a.ticketId, token, { agentId: agent.id, action: 'accept' });
    await ctx.database.db.update(tickets).set({ status: 'cancelled' }).where(eq(tickets.id, b.id));
    const delta = await call(ctx, 'GET', `${path}&since=${encodeURIComponent(cursor)}`, { token });
    expect(delta.status).toBe(200);
    const changed = Object.fromEntries(
      delta.body.data.data.map((t: { _id: string; status: string }) => [t._id, t.status]),
    );
    expect(changed).toEqual({ [a.id]: 'used', [b.id]: 'cancelled' });
    expect((await call(ctx, 'GET', `${path}&since=yesterday-ish`, { token })).status).toBe(400);
  });
});

describe('alreadyScannedMessage', () => {
  it("names the day when the scan was not today, on the business's clock, and omits a deleted agent", () => {
    // 21:00 UTC is 22:00 in Tunis (UTC+1, no summer time), whatever the zone of the machine.
    const now = new Date('2026-11-22T21:00:00Z');
    expect(alreadyScannedMessage(new Date('2026-11-22T20:04:00Z'), 'Gate A', now, 'Africa/Tunis')).toBe(
      'Ticket already scanned at 21:04 by Gate A',
    );
    expect(alreadyScannedMessage(new Date('2026-11-21T08:05:00Z'), 'Gate A', now, 'Africa/Tunis')).toBe(
      'Ticket already scanned on Nov 21 at 09:05 by Gate A',
    );
    expect(alreadyScannedMessage(new Date('2026-11-22T20:04:00Z'), null, now, 'Africa/Tunis')).toBe(
      'Ticket already scanned at 21:04',
    );
  });

  it("reads the door's clock, not the server's: 08:17 UTC is 09:17 in Tunis and 03:17 in New York", () => {
    const scan = new Date('2026-11-23T08:17:00Z');
    const later = new Date('2026-11-23T10:00:00Z');
    expect(alreadyScannedMessage(scan, 'Gate A', later, 'Africa/Tunis')).toBe(
      'Ticket already scanned at 09:17 by Gate A',
    );
    expect(alreadyScannedMessage(scan, 'Gate A', later, 'America/New_York')).toBe(
      'Ticket already scanned at 03:17 by Gate A',
    );
    // Just after midnight in Tunis, a scan of the evening before is named by its day.
    expect(
      alreadyScannedMessage(
        new Date('2026-11-23T20:04:00Z'),
        'Gate A',
        new Date('2026-11-23T23:30:00Z'),
        'Africa/Tunis',
      ),
    ).toBe('Ticket already scanned on Nov 23 at 21:04 by Gate A');
  });
});
