import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { agentLogin, insertAgent, insertEvent, insertTicket } from './scanFixtures';
import { journal, priceTiers, scanLog, tickets } from '../../server/db/schema';
import { newId } from '../../server/lib/ids';
import type { GateStats } from '../../src/contract/gates';
import { seedDemo } from '../../server/seed/index';
import { gateStats } from '../../server/scan/gateStats';
import { checkinLists, events } from '../../server/db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const nonce = () => `n${newId()}`;

/** An event with two tiers (General, VIP), two lists and three gates: Main (General, re-entry), VIP (no re-entry), and a gate with no list. */
async function setup() {
  const owner = await createAccount(ctx);
  const eventId = await insertEvent(ctx, owner.id);
  const [general] = await ctx.database.db.select().from(priceTiers).where(eq(priceTiers.eventId, eventId));
  const vipTier = { id: newId(), eventId, position: 1, name: 'VIP', price: '250.00', totalTickets: 10 };
  await ctx.database.db.insert(priceTiers).values(vipTier);
  const create = (body: Record<string, unknown>) =>
    call(ctx, 'POST', '/api/checkin-lists', { token: owner.token, body: { eventId, ...body } });
  const main = await create({ name: 'Main entrance', tierIds: [general.id], allowReentry: true });
  const vip = await create({ name: 'VIP', tierIds: [vipTier.id], allowReentry: false });
  expect(main.status).toBe(201);
  expect(vip.status).toBe(201);
  const a = await insertAgent(ctx, eventId, { name: 'Gate A' });
  const v = await insertAgent(ctx, eventId, { name: 'Gate V', password: 'agent456' });
  const assign = (agentId: string, checkInListId: string | null) =>
    call(ctx, 'PUT', `/api/security-agents/${agentId}/checkin-list`, {
      token: owner.token,
      body: { checkInListId },
    });
  expect((await assign(a.id, main.body.id)).status).toBe(200);
  expect((await assign(v.id, vip.body.id)).status).toBe(200);
  const tokenA = await agentLogin(ctx, a);
  const tokenV = await agentLogin(ctx, v);
  const enter = (token: string, ticketId: string) =>
    call(ctx, 'POST', `/api/security-agents/scan/${ticketId}`, {
      token,
      body: { action: 'accept', stage: 'scan', nonce: nonce() },
    });
  const exit = (token: string, ticketId: string, n = nonce()) =>
    call(ctx, 'POST', `/api/security-agents/scan/${ticketId}/exit`, { token, body: { nonce: n } });
  const stats = async () =>
    (await call(ctx, 'GET', `/api/security-agents/event/${eventId}/gate-stats`, { token: owner.token })).body
      .data as GateStats;
  const generalTicket = () => insertTicket(ctx, eventId, { tierId: general.id });
  const vipTicket = () =>
    insertTicket(ctx, eventId, { tierId: vipTier.id, tierName: 'VIP', tierPrice: '250.00' });
  return {
    owner,
    eventId,
    a,
    v,
    tokenA,
    tokenV,
    main: main.body,
    vip: vip.body,
    enter,
    exit,
    stats,
    generalTicket,
    vipTicket,
    create,
    assign,
  };
}

describe('check-in lists (extension checkInLists)', () => {
  it('the organiser manages an event’s lists, checked by the contract and journaled; strangers see none', async () => {
    const { owner, eventId, main, create } = await setup();
    const list = await call(
      ctx,
      'GET',
      `/api/checkin-lists?filter=${encodeURIComponent(JSON.stringify({ eventId }))}`,
      {
        token: owner.token,
      },
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('checkin-lists 0-1/2');
    expect(list.body.map((l: { name: string }) => l.name)).toEqual(['Main entrance', 'VIP']);
    expect(list.headers.get('access-control-expose-headers')).toBe('Content-Range');
    // A page past the end: no rows, and the range every simple-REST list answers (never `5-4`).
    const past = await call(
      ctx,
      'GET',
      `/api/checkin-lists?range=[5,9]&filter=${encodeURIComponent(JSON.stringify({ eventId }))}`,
      { token: owner.token },
    );
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
    expect(past.headers.get('content-range')).toBe('checkin-lists 5-5/2');
    // No tier, an end before the start, a name taken: refused with the contract's keys.
    const none = await create({ name: 'Side door', tierIds: [] });
    expect(none.status).toBe(400);
    expect(none.body.errors).toMatchObject({ tierIds: 'validation.tierRequired' });
    const backwards = await create({
      name: 'Side door',
      tierIds: main.tierIds,
      startsAt: '2026-11-27T20:00:00Z',
      endsAt: '2026-11-27T19:00:00Z',
    });
    expect(backwards.body.errors).toMatchObject({ endsAt: 'validation.endBeforeStart' });
    const taken = await create({ name: 'main ENTRANCE', tierIds: main.tierIds });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toMatchObject({ name: 'validation.checkInListNameTaken' });

    const edited = await call(ctx, 'PUT', `/api/checkin-lists/${main.id}`, {
      token: owner.token,
      body: { ...main, name: 'North gate', allowReentry: false },
    });
    expect(edited.body).toMatchObject({ name: 'North gate', allowReentry: false });
    const entries = await ctx.database.db.select().from(journal).where(eq(journal.entityId, main.id));
    expect(entries.map((e) => e.action)).toEqual(['checkin_list.created', 'checkin_list.updated']);

    const stranger = await createAccount(ctx);
    expect((await call(ctx, 'GET', `/api/checkin-lists/${main.id}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect(
      (await call(ctx, 'DELETE', `/api/checkin-lists/${main.id}`, { token: stranger.token })).status,
    ).toBe(404);
  });

  it('a ticket of another list is refused and told which gate to go to; the window refuses with its reason', async () => {
    const { owner, tokenA, tokenV, vip, enter, generalTicket, vipTicket } = await setup();
    const guest = await vipTicket();
    const wrong = await enter(tokenA, guest.ticketId);
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe('VIP tickets are not admitted at Main entrance: go to VIP');
    const general = await generalTicket();
    expect((await enter(tokenV, general.ticketId)).body.message).toBe(
      'General tickets are not admitted at VIP: go to Main entrance',
    );
    // The VIP gate opens in an hour: refused, saying when.
    const opens = new Date(Date.now() + 3600_000);
    await call(ctx, 'PUT', `/api/checkin-lists/${vip.id}`, {
      token: owner.token,
      body: { ...vip, startsAt: opens.toISOString() },
    });
    const early = await enter(tokenV, guest.ticketId);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^VIP is not open yet: it opens at \d\d:\d\d$/);
    expect((await ctx.database.db.select().from(tickets).where(eq(tickets.id, guest.id)))[0].isScanned).toBe(
      false,
    );
    // Open again: admitted.
    await call(ctx, 'PUT', `/api/checkin-lists/${vip.id}`, {
      token: owner.token,
      body: { ...vip, startsAt: null },
    });
    expect((await enter(tokenV, guest.ticketId)).status).toBe(200);
  });

  it('exit then re-entry follows the list’s rule, and "inside now" follows', async () => {
    const { tokenA, tokenV, enter, exit, stats, generalTicket, vipTicket, a, v } = await setup();
    const g = await generalTicket();
    const p = await vipTicket();
    expect((await enter(tokenA, g.ticketId)).status).toBe(200);
    expect((await enter(tokenV, p.ticketId)).status).toBe(200);
    expect((await stats()).insideNow).toBe(2);

    // Main entrance allows re-entry: out, then back in at once (no modal), counted once more.
    const out = await exit(tokenA, g.ticketId);
    expect(out.status).toBe(200);
    expect(out.body.result).toBe('exited');
    expect(out.body.data.exitedAt).toBeTruthy();
    expect((await stats()).insideNow).toBe(1);
    // A second exit of a guest already out is refused with its reason.
    const twice = await exit(tokenA, g.ticketId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/^Not inside: this guest went out at /);
    const back = await enter(tokenA, g.ticketId);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ reentered: true, isScanned: true, scannedBy: 'Gate A' });
    expect(back.body.data.exitedAt).toBeUndefined();
    expect((await stats()).insideNow).toBe(2);

    // VIP allows none: out, and refused at the door with the reason.
    expect((await exit(tokenV, p.ticketId)).status).toBe(200);
    const refused = await enter(tokenV, p.ticketId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^No re-entry at VIP: this guest went out at /);

    const s = await stats();
    expect(s.insideNow).toBe(1);
    const gate = (id: string) => s.gates.find((x) => x.id === id)!;
    expect(gate(a.id)).toMatchObject({ admitted: 2, exited: 1, insideNow: 1, refused: { notInside: 1 } });
    expect(gate(v.id)).toMatchObject({ admitted: 1, exited: 1, insideNow: 0, refused: { noReentry: 1 } });
    const byName = Object.fromEntries(s.lists.map((l) => [l.name, l]));
    expect(byName['Main entrance']).toMatchObject({ admitted: 2, exited: 1, insideNow: 1 });
    expect(byName.VIP).toMatchObject({ admitted: 1, exited: 1, insideNow: 0, refused: { noReentry: 1 } });

    // Journal entries as the scan journal's: the exit in the agent's name.
    const exits = await ctx.database.db
      .select()
      .from(journal)
      .where(and(eq(journal.action, 'ticket.exited'), eq(journal.entityId, g.ticketId)));
    expect(exits).toHaveLength(1);
    expect(exits[0].actor).toBe('Gate A');
  });

  it('the same exit sent again is one exit', async () => {
    const { tokenA, enter, exit, stats, generalTicket } = await setup();
    const g = await generalTicket();
    await enter(tokenA, g.ticketId);
    const n = nonce();
    expect((await exit(tokenA, g.ticketId, n)).status).toBe(200);
    expect((await exit(tokenA, g.ticketId, n)).status).toBe(200);
    expect((await stats()).gates.find((x) => x.name === 'Gate A')).toMatchObject({ exited: 1, refused: {} });
  });

  it('offline exits, re-entries and refusals sync with their reasons, once', async () => {
    const { tokenA, enter, stats, generalTicket, vipTicket } = await setup();
    const g = await generalTicket();
    const p = await vipTicket();
    await enter(tokenA, g.ticketId);
    const deviceAt = new Date().toISOString();
    const scans = [
      { nonce: nonce(), ticketId: g.ticketId, deviceAt, kind: 'exit' },
      { nonce: nonce(), ticketId: g.ticketId, deviceAt },
      {
        nonce: nonce(),
        ticketId: p.ticketId,
        deviceAt,
        kind: 'refusal',
        message: 'VIP tickets are not admitted at Main entrance: go to VIP',
      },
    ];
    const sync = () => call(ctx, 'POST', '/api/security-agents/sync', { token: tokenA, body: { scans } });
    const first = await sync();
    expect(first.status).toBe(200);
    expect(first.body.data.map((r: { result: string }) => r.result)).toEqual([
      'accepted',
      'accepted',
      'accepted',
    ]);
    const again = await sync();
    expect(again.body.data.map((r: { result: string }) => r.result)).toEqual([
      'accepted',
      'accepted',
      'accepted',
    ]);

    const s = await stats();
    expect(s.insideNow).toBe(1);
    expect(s.gates.find((x) => x.name === 'Gate A')).toMatchObject({
      admitted: 2,
      exited: 1,
      insideNow: 1,
      refused: { wrongList: 1 },
    });
    const logs = await ctx.database.db.select().from(scanLog).where(eq(scanLog.ticketRef, p.ticketId));
    expect(logs.map((l) => [l.result, l.message])).toEqual([
      ['refused', 'VIP tickets are not admitted at Main entrance: go to VIP'],
    ]);
    // The VIP ticket itself is untouched.
    expect((await ctx.database.db.select().from(tickets).where(eq(tickets.id, p.id)))[0].isScanned).toBe(
      false,
    );
  });

  it('the phone gets its list and the event’s others; an agent with no list admits every tier as before', async () => {
    const { eventId, tokenA, a, main, assign, enter, vipTicket } = await setup();
    const mine = await call(ctx, 'GET', `/api/security-agents/event/${eventId}/tickets/checkin-list`, {
      token: tokenA,
    });
    expect(mine.body.data.list).toMatchObject({ id: main.id, name: 'Main entrance', tierNames: ['General'] });
    expect(mine.body.data.lists.map((l: { name: string }) => l.name)).toEqual(['Main entrance', 'VIP']);
    await assign(a.id, null);
    expect((await enter(tokenA, (await vipTicket()).ticketId)).status).toBe(200);
  });
});

describe('check-in lists in the demo data', () => {
  it('the live event has two lists, and its seeded admissions count as inside', async () => {
    await ctx.reset();
    await seedDemo(ctx.database.db, { dataDir: ctx.config.dataDir, commissionRate: 0.1 });
    const lists = await ctx.database.db
      .select({
        name: checkinLists.name,
        eventId: checkinLists.eventId,
        allowReentry: checkinLists.allowReentry,
      })
      .from(checkinLists);
    expect(lists.map((l) => [l.name, l.allowReentry])).toEqual([
      ['Main entrance', true],
      ['VIP', false],
    ]);
    const [event] = await ctx.database.db.select().from(events).where(eq(events.id, lists[0].eventId));
    const scanned = await ctx.database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.eventId, event.id), eq(tickets.isScanned, true)));
    const stats = await gateStats(ctx.database.db, event.id);
    expect(stats.insideNow).toBe(scanned.length);
    expect(stats.gates.reduce((n, g) => n + g.admitted, 0)).toBe(scanned.length);
  }, 120_000);
});

describe('check-in lists on the SPEC-only profile', () => {
  let spec: TestContext;
  beforeAll(async () => {
    spec = await createTestContext({ apiProfile: 'spec' });
  });
  afterAll(() => spec.close());

  it('no list route exists and the door admits every tier as SPEC says', async () => {
    await spec.reset();
    const owner = await createAccount(spec);
    const eventId = await insertEvent(spec, owner.id);
    expect((await call(spec, 'GET', '/api/checkin-lists', { token: owner.token })).status).toBe(404);
    const agent = await insertAgent(spec, eventId, { name: 'Gate A' });
    const token = await agentLogin(spec, agent);
    const t = await insertTicket(spec, eventId);
    const res = await call(spec, 'POST', `/api/security-agents/scan/${t.ticketId}`, {
      token,
      body: { agentId: agent.id, action: 'accept' },
    });
    expect(res.status).toBe(200);
    expect(
      (await call(spec, 'POST', `/api/security-agents/scan/${t.ticketId}/exit`, { token, body: {} })).status,
    ).toBe(404);
  });
});
