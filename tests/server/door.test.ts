import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { agentLogin, insertAgent, insertEvent, insertTicket } from './scanFixtures';
import { journal, scanLog, tickets } from '../../server/db/schema';
import { FAST_MODE_OFF } from '../../server/scan/scanTicket';
import { UNDO_NOT_ADMITTED, UNDO_NOT_YOURS, undoAdmission } from '../../server/scan/undoAdmission';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const ticketRow = async (id: string) =>
  (await ctx.database.db.select().from(tickets).where(eq(tickets.id, id)))[0];
const undoEntries = (ticketId: string) =>
  ctx.database.db
    .select()
    .from(journal)
    .where(and(eq(journal.action, 'ticket.admission_undone'), eq(journal.entityId, ticketId)));

async function setup() {
  const owner = await createAccount(ctx);
  const eventId = await insertEvent(ctx, owner.id);
  const a = await insertAgent(ctx, eventId, { name: 'Gate A' });
  const b = await insertAgent(ctx, eventId, { name: 'Gate B', password: 'agent456' });
  const scan = (token: string, agentId: string, ticketId: string, action: string, stage?: string) =>
    call(ctx, 'POST', `/api/security-agents/scan/${ticketId}`, {
      token,
      body: { agentId, action, ...(stage ? { stage } : {}) },
    });
  return {
    owner,
    eventId,
    a,
    b,
    tokenA: await agentLogin(ctx, a),
    tokenB: await agentLogin(ctx, b),
    scan,
  };
}

describe('fast mode at the gates (extension fastGates)', () => {
  it("is off by default; the organiser turns it on; a 'fast' scan then admits at once, final", async () => {
    const { owner, eventId, a, tokenA, scan } = await setup();
    const t = await insertTicket(ctx, eventId);
    const modeUrl = `/api/security-agents/event/${eventId}/gate-mode`;
    expect((await call(ctx, 'GET', modeUrl, { token: owner.token })).body.data.mode).toBe('modal');
    const off = await scan(tokenA, a.id, t.ticketId, 'accept', 'fast');
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(FAST_MODE_OFF);
    expect((await ticketRow(t.id)).isScanned).toBe(false);

    // Another organiser cannot switch it; a wrong mode is a 400.
    const stranger = await createAccount(ctx);
    expect((await call(ctx, 'PUT', modeUrl, { token: stranger.token, body: { mode: 'fast' } })).status).toBe(
      404,
    );
    expect((await call(ctx, 'PUT', modeUrl, { token: owner.token, body: { mode: 'quick' } })).status).toBe(
      400,
    );
    const on = await call(ctx, 'PUT', modeUrl, { token: owner.token, body: { mode: 'fast' } });
    expect(on.status).toBe(200);
    const seen = await call(ctx, 'GET', `/api/security-agents/event/${eventId}/tickets/gate-mode`, {
      token: tokenA,
    });
    expect(seen.body.data.mode).toBe('fast');
    const switched = await ctx.database.db
      .select()
      .from(journal)
      .where(and(eq(journal.action, 'event.updated'), eq(journal.entityId, eventId)));
    expect(switched.map((j) => j.after)).toContainEqual({ gateMode: 'fast' });

    const fast = await scan(tokenA, a.id, t.ticketId, 'accept', 'fast');
    expect(fast.status).toBe(200);
    expect(fast.body.data).toMatchObject({ ticketId: t.ticketId, isScanned: true, scannedBy: 'Gate A' });
    expect(await ticketRow(t.id)).toMatchObject({ isScanned: true, status: 'used', scannedBy: a.id });
    // Final: no modal decision reaches it, and a second read of the code is already scanned.
    expect((await scan(tokenA, a.id, t.ticketId, 'reject', 'decision')).status).toBe(409);
    const again = await scan(tokenA, a.id, t.ticketId, 'accept', 'fast');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^Ticket already scanned at \d\d:\d\d by Gate A$/);
    expect((await ticketRow(t.id)).isScanned).toBe(true);
  });
});

describe('undo of a wrong admission (extension admissionUndo)', () => {
  it('the agent undoes their own admission: the ticket is unscanned again, journaled, and admits again', async () => {
    const { owner, eventId, a, tokenA, scan } = await setup();
    const t = await insertTicket(ctx, eventId);
    expect((await scan(tokenA, a.id, t.ticketId, 'accept', 'scan')).status).toBe(200);
    expect((await scan(tokenA, a.id, t.ticketId, 'accept', 'decision')).status).toBe(200);
    const counts = async () =>
      (
        await call(ctx, 'GET', `/api/security-agents/event/${eventId}`, { token: owner.token })
      ).body.data.data.find((x: { _id: string }) => x._id === a.id).scanCount;
    expect(await counts()).toBe(1);

    // Today's main answered 409 (or 404): there was no way back.
    const res = await call(ctx, 'POST', `/api/security-agents/scan/${t.ticketId.toLowerCase()}/undo`, {
      token: tokenA,
      body: { agentId: a.id, reason: 'Wrong guest' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ticketId: t.ticketId, isScanned: false, status: 'active' });
    expect(await ticketRow(t.id)).toMatchObject({ isScanned: false, status: 'active', scannedBy: null });
    expect(await counts()).toBe(0);
    const [entry] = await undoEntries(t.ticketId);
    expect(entry).toMatchObject({ accountId: owner.id, actorId: a.id, actor: 'Gate A' });
    expect(entry.after).toMatchObject({ reason: 'Wrong guest', isScanned: false });
    const logs = await ctx.database.db.select().from(scanLog).where(eq(scanLog.result, 'undone'));
    expect(logs.map((l) => l.message)).toEqual(['Admission undone: Wrong guest']);

    // Undone twice: nothing left to undo. Scanned again: admitted again.
    const twice = await call(ctx, 'POST', `/api/security-agents/scan/${t.ticketId}/undo`, { token: tokenA });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(UNDO_NOT_ADMITTED);
    expect((await scan(tokenA, a.id, t.ticketId, 'accept', 'scan')).status).toBe(200);
  });

  it("an agent cannot undo another gate's admission, nor their own after 2 minutes", async () => {
    const { eventId, a, b, tokenA, tokenB, scan } = await setup();
    const t = await insertTicket(ctx, eventId);
    expect((await scan(tokenB, b.id, t.ticketId, 'accept', 'scan')).status).toBe(200);
    const other = await call(ctx, 'POST', `/api/security-agents/scan/${t.ticketId}/undo`, { token: tokenA });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(UNDO_NOT_YOURS);
    expect((await ticketRow(t.id)).isScanned).toBe(true);

    const later = new Date(Date.now() + 2 * 60 * 1000 + 1000);
    const late = await undoAdmission(
      ctx.database.db,
      t.ticketId,
      { kind: 'agent', agentDbId: b.id, eventId },
      'x',
      later,
    );
    expect(late).toEqual({ ok: false, status: 409, message: UNDO_NOT_YOURS });
    expect((await ticketRow(t.id)).isScanned).toBe(true);
    void a;
  });

  it('the organiser undoes any admission at any time, with a reason; another organiser cannot', async () => {
    const { owner, eventId, a, tokenA, scan } = await setup();
    const t = await insertTicket(ctx, eventId);
    expect((await scan(tokenA, a.id, t.ticketId, 'accept', 'scan')).status).toBe(200);
    await ctx.database.db
      .update(tickets)
      .set({ scannedAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .where(eq(tickets.id, t.id));
    const url = `/api/tickets/${t.id}/undo-admission`;
    expect((await call(ctx, 'POST', url, { token: owner.token, body: {} })).status).toBe(400);
    const stranger = await createAccount(ctx);
    expect((await call(ctx, 'POST', url, { token: stranger.token, body: { reason: 'x' } })).status).toBe(404);
    const res = await call(ctx, 'POST', url, { token: owner.token, body: { reason: 'Let in by mistake' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: t.id, isScanned: false, status: 'active', event: eventId });
    const [entry] = await undoEntries(t.ticketId);
    expect(entry).toMatchObject({ accountId: owner.id, actorId: owner.id });
    expect(entry.before).toMatchObject({ scannedBy: 'Gate A', status: 'used' });
    expect(entry.after).toMatchObject({ reason: 'Let in by mistake' });
    const again = await call(ctx, 'POST', url, { token: owner.token, body: { reason: 'x' } });
    expect(again.status).toBe(409);
  });
});
