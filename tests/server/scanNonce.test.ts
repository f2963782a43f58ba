import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { agentLogin, insertAgent, insertEvent, insertTicket } from './scanFixtures';
import { scanLog, tickets } from '../../server/db/schema';
import { alreadyScannedMessage } from '../../server/scan/refusals';

/**
 * One admission per decision, whatever the network: every call of a scan carries the scan's nonce,
 * and a repeat of it (a retry, an answer that came late, the outbox after a timeout) is the same scan.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const nonce = () => randomBytes(16).toString('hex');

async function setup() {
  const owner = await createAccount(ctx);
  const eventId = await insertEvent(ctx, owner.id);
  const a = await insertAgent(ctx, eventId, { name: 'Gate A' });
  const b = await insertAgent(ctx, eventId, { name: 'Gate B', password: 'agent456' });
  return { eventId, a, b, tokenA: await agentLogin(ctx, a), tokenB: await agentLogin(ctx, b) };
}

const scan = (ref: string, token: string, body: Record<string, unknown>) =>
  call(ctx, 'POST', `/api/security-agents/scan/${ref}`, { token, body });
const sync = (
  token: string,
  scans: Array<{ nonce: string; ticketId: string; deviceAt?: string; loginAt?: string }>,
) => call(ctx, 'POST', '/api/security-agents/sync', { token, body: { scans } });
const ticketRow = async (id: string) =>
  (await ctx.database.db.select().from(tickets).where(eq(tickets.id, id)))[0];
const admissions = async (ticketId: string) =>
  (
    (await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM scan_log WHERE ticket_ref = ${ticketId} AND result = 'accepted'
        AND message <> 'Entry confirmed'`,
    )) as unknown as { rows: Array<{ n: number }> }
  ).rows[0].n;
const conflicts = async () =>
  (
    (await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM scan_sync WHERE result = 'conflict'`,
    )) as unknown as { rows: Array<{ n: number }> }
  ).rows[0].n;

describe('the same scan, sent again (slow or lost answers)', () => {
  it('the first scan sent again answers the same admission, never "already scanned" by this gate', async () => {
    const { eventId, a, tokenA } = await setup();
    const t = await insertTicket(ctx, eventId);
    const n = nonce();
    const body = {
      agentId: a.id,
      action: 'accept',
      stage: 'scan',
      nonce: n,
      deviceAt: new Date().toISOString(),
    };
    const first = await scan(t.ticketId, tokenA, body);
    expect(first.status).toBe(200);
    const row = await ticketRow(t.id);
    const again = await scan(t.ticketId, tokenA, body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ result: 'accepted', data: { isScanned: true, scannedBy: 'Gate A' } });
    expect(await ticketRow(t.id)).toEqual(row);
    expect(await admissions(t.ticketId)).toBe(1);
    // the decision, sent twice (its answer lost), confirms once
    for (let i = 0; i < 2; i++) {
      const res = await scan(t.ticketId, tokenA, { ...body, stage: 'decision' });
      expect(res.status).toBe(200);
    }
    const confirmed = await ctx.database.db.select().from(scanLog).where(eq(scanLog.ticketRef, t.ticketId));
    expect(confirmed.map((l) => l.message).sort()).toEqual(['Admitted', 'Entry confirmed']);
    expect(confirmed.every((l) => l.nonce === n && l.deviceAt instanceof Date)).toBe(true);
  });

  it('a scan that timed out on the phone, then queued offline with its nonce, is the same admission (no conflict with itself)', async () => {
    const { eventId, a, tokenA } = await setup();
    const t = await insertTicket(ctx, eventId);
    const n = nonce();
    expect(
      (await scan(t.ticketId, tokenA, { agentId: a.id, action: 'accept', stage: 'scan', nonce: n })).status,
    ).toBe(200);
    const res = await sync(tokenA, [{ nonce: n, ticketId: t.ticketId, deviceAt: new Date().toISOString() }]);
    expect(res.body.data[0]).toMatchObject({ result: 'accepted' });
    expect(await conflicts()).toBe(0);
    expect(await admissions(t.ticketId)).toBe(1);
    // and the same the other way round: admitted by the outbox first, the late first step is that admission
    const t2 = await insertTicket(ctx, eventId);
    const n2 = nonce();
    expect((await sync(tokenA, [{ nonce: n2, ticketId: t2.ticketId }])).body.data[0].result).toBe('accepted');
    const late = await scan(t2.ticketId, tokenA, {
      agentId: a.id,
      action: 'accept',
      stage: 'scan',
      nonce: n2,
    });
    expect(late.status).toBe(200);
    expect(await admissions(t2.ticketId)).toBe(1);
  });

  it('Reject leaves the ticket unused, even when the first step arrives after it or the reject is sent again', async () => {
    const { eventId, a, tokenA } = await setup();
    const t = await insertTicket(ctx, eventId);
    const n = nonce();
    await scan(t.ticketId, tokenA, { agentId: a.id, action: 'accept', stage: 'scan', nonce: n });
    for (let i = 0; i < 2; i++) {
      const res = await scan(t.ticketId, tokenA, {
        agentId: a.id,
        action: 'reject',
        stage: 'decision',
        nonce: n,
      });
      expect(res.status).toBe(200);
      expect(res.body.result).toBe('rejected');
    }
    expect(await ticketRow(t.id)).toMatchObject({ isScanned: false, status: 'active', scannedBy: null });
    // the first step, retried late by the network after the reject, admits nothing
    const late = await scan(t.ticketId, tokenA, { agentId: a.id, action: 'accept', stage: 'scan', nonce: n });
    expect(late.status).toBe(200);
    expect(late.body.result).toBe('rejected');
    expect(await ticketRow(t.id)).toMatchObject({ isScanned: false, status: 'active' });

    // the reject reaches the server before the scan it refuses
    const t2 = await insertTicket(ctx, eventId);
    const n2 = nonce();
    expect(
      (await scan(t2.ticketId, tokenA, { agentId: a.id, action: 'reject', stage: 'decision', nonce: n2 }))
        .status,
    ).toBe(200);
    await scan(t2.ticketId, tokenA, { agentId: a.id, action: 'accept', stage: 'scan', nonce: n2 });
    expect(await ticketRow(t2.id)).toMatchObject({ isScanned: false, status: 'active' });
    // a new scan of that ticket (another nonce) admits it as usual
    const fresh = await scan(t2.ticketId, tokenA, {
      agentId: a.id,
      action: 'accept',
      stage: 'scan',
      nonce: nonce(),
    });
    expect(fresh.body.result).toBe('accepted');
  });

  it("a scan again while this gate's modal never got the first answer opens it again; another gate is still refused", async () => {
    const { eventId, a, b, tokenA, tokenB } = await setup();
    const t = await insertTicket(ctx, eventId);
    await scan(t.ticketId, tokenA, { agentId: a.id, action: 'accept', stage: 'scan', nonce: nonce() });
    const again = await scan(t.ticketId, tokenA, {
      agentId: a.id,
      action: 'accept',
      stage: 'scan',
      nonce: nonce(),
    });
    expect(again.status).toBe(200);
    const other = await scan(t.ticketId, tokenB, {
      agentId: b.id,
      action: 'accept',
      stage: 'scan',
      nonce: nonce(),
    });
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/^Ticket already scanned at \d\d:\d\d by Gate A$/);
    // once confirmed, a scan again is a second entry: refused
    await scan(t.ticketId, tokenA, { agentId: a.id, action: 'accept', stage: 'decision', nonce: nonce() });
    const later = await scan(t.ticketId, tokenA, {
      agentId: a.id,
      action: 'accept',
      stage: 'scan',
      nonce: nonce(),
    });
    expect(later.status).toBe(409);
  });

  it("another agent's call with this agent's nonce is no repeat of it", async () => {
    const { eventId, a, b, tokenA, tokenB } = await setup();
    const t = await insertTicket(ctx, eventId);
    const n = nonce();
    await scan(t.ticketId, tokenA, { agentId: a.id, action: 'accept', stage: 'scan', nonce: n });
    const res = await scan(t.ticketId, tokenB, { agentId: b.id, action: 'accept', stage: 'scan', nonce: n });
    expect(res.status).toBe(409);
    const rej = await scan(t.ticketId, tokenB, {
      agentId: b.id,
      action: 'reject',
      stage: 'decision',
      nonce: n,
    });
    expect(rej.status).toBe(409);
    expect(await ticketRow(t.id)).toMatchObject({ isScanned: true, scannedBy: a.id });
  });

  it('a malformed nonce or device time is a 400', async () => {
    const { eventId, a, tokenA } = await setup();
    const t = await insertTicket(ctx, eventId);
    expect((await scan(t.ticketId, tokenA, { agentId: a.id, action: 'accept', nonce: 'short' })).status).toBe(
      400,
    );
    expect(
      (
        await scan(t.ticketId, tokenA, {
          agentId: a.id,
          action: 'accept',
          nonce: nonce(),
          deviceAt: 'yesterday',
        })
      ).status,
    ).toBe(400);
  });
});

describe('two tabs of one agent', () => {
  it("the same agent's second offline admission of a ticket is that admission, not a conflict with itself", async () => {
    const { eventId, a, tokenA, tokenB } = await setup();
    const t = await insertTicket(ctx, eventId);
    const first = await sync(tokenA, [{ nonce: nonce(), ticketId: t.ticketId }]);
    const second = await sync(tokenA, [{ nonce: nonce(), ticketId: t.ticketId }]);
    expect(first.body.data[0].result).toBe('accepted');
    expect(second.body.data[0].result).toBe('accepted');
    expect(await conflicts()).toBe(0);
    expect(await admissions(t.ticketId)).toBe(1);
    expect(await ticketRow(t.id)).toMatchObject({ scannedBy: a.id });
    // another gate is still a conflict
    expect((await sync(tokenB, [{ nonce: nonce(), ticketId: t.ticketId }])).body.data[0]).toMatchObject({
      result: 'conflict',
      by: 'Gate A',
    });
  });
});

describe('the device time of an offline admission', () => {
  it('is kept, bounded by the login and the sync times; the statistics and "already scanned at" use it', async () => {
    const { eventId, tokenA, tokenB, b } = await setup();
    const [t1, t2, t3] = [
      await insertTicket(ctx, eventId),
      await insertTicket(ctx, eventId),
      await insertTicket(ctx, eventId),
    ];
    const now = Date.now();
    const tenMinutesAgo = new Date(now - 10 * 60_000);
    const loginAt = new Date(now - 60 * 60_000);
    const res = await sync(tokenA, [
      {
        nonce: nonce(),
        ticketId: t1.ticketId,
        deviceAt: tenMinutesAgo.toISOString(),
        loginAt: loginAt.toISOString(),
      },
      // a clock hours ahead: not after the sync
      { nonce: nonce(), ticketId: t2.ticketId, deviceAt: new Date(now + 5 * 3600_000).toISOString() },
      // a clock a day behind: not before the login
      {
        nonce: nonce(),
        ticketId: t3.ticketId,
        deviceAt: new Date(now - 24 * 3600_000).toISOString(),
        loginAt: loginAt.toISOString(),
      },
    ]);
    expect(res.body.data.map((r: { result: string }) => r.result)).toEqual([
      'accepted',
      'accepted',
      'accepted',
    ]);
    expect((await ticketRow(t1.id)).scannedAt!.getTime()).toBe(tenMinutesAgo.getTime());
    const second = (await ticketRow(t2.id)).scannedAt!.getTime();
    expect(second).toBeGreaterThanOrEqual(now);
    expect(second).toBeLessThan(now + 5 * 3600_000);
    expect((await ticketRow(t3.id)).scannedAt!.getTime()).toBe(loginAt.getTime());

    const refused = await scan(t1.ticketId, tokenB, { agentId: b.id, action: 'accept', stage: 'scan' });
    expect(refused.body.message).toBe(alreadyScannedMessage(tenMinutesAgo, 'Gate A'));
    const gate = await call(ctx, 'GET', `/api/security-agents/event/${eventId}/tickets?agentId=${b.id}`, {
      token: tokenB,
    });
    const shown = gate.body.data.data.find((x: { _id: string }) => x._id === t1.id);
    expect(shown.scannedAt).toBe(tenMinutesAgo.toISOString());
  });

  it('a login time claimed after the sending session began is not believed', async () => {
    const { eventId, tokenA } = await setup();
    const t = await insertTicket(ctx, eventId);
    const future = new Date(Date.now() + 3600_000).toISOString();
    await sync(tokenA, [
      {
        nonce: nonce(),
        ticketId: t.ticketId,
        deviceAt: new Date(Date.now() - 3600_000 * 48).toISOString(),
        loginAt: future,
      },
    ]);
    // bounded by this session's login (its token's issue time, to the second), not the claimed one
    const at = (await ticketRow(t.id)).scannedAt!.getTime();
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - at).toBeLessThan(10 * 60_000);
  });
});
