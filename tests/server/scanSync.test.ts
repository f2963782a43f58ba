import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { agentLogin, insertAgent, insertEvent, insertTicket } from './scanFixtures';
import { scanLog, securityAgents, tickets } from '../../server/db/schema';
import { NONCE_REUSED } from '../../server/scan/syncScans';
import { TICKET_SEARCH_LIMIT } from '../../src/contract/ticketSearch';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const nonce = () => randomBytes(12).toString('base64url');
const sync = (token: string, scans: Array<{ nonce: string; ticketId: string; deviceAt?: string }>) =>
  call(ctx, 'POST', '/api/security-agents/sync', { token, body: { scans } });
const ticketRow = async (id: string) =>
  (await ctx.database.db.select().from(tickets).where(eq(tickets.id, id)))[0];
const logCount = async () => (await ctx.database.db.select().from(scanLog)).length;
const syncRows = async () =>
  (
    (await ctx.database.db.execute(sql`SELECT nonce, result FROM scan_sync ORDER BY nonce`)) as unknown as {
      rows: Array<{ nonce: string; result: string }>;
    }
  ).rows;

async function setup() {
  const owner = await createAccount(ctx);
  const eventId = await insertEvent(ctx, owner.id);
  const a = await insertAgent(ctx, eventId, { name: 'Gate A' });
  const b = await insertAgent(ctx, eventId, { name: 'Gate B', password: 'agent456' });
  return { owner, eventId, a, b, tokenA: await agentLogin(ctx, a), tokenB: await agentLogin(ctx, b) };
}

describe('POST /api/security-agents/sync (the offline outbox)', () => {
  it('admits queued scans in order; replaying the same batch changes nothing and answers the same', async () => {
    const { a, eventId, tokenA } = await setup();
    const t1 = await insertTicket(ctx, eventId);
    const t2 = await insertTicket(ctx, eventId);
    const batch = [
      { nonce: nonce(), ticketId: t1.ticketId, deviceAt: new Date().toISOString() },
      { nonce: nonce(), ticketId: t2.ticketId, deviceAt: new Date().toISOString() },
    ];
    const first = await sync(tokenA, batch);
    expect(first.status).toBe(200);
    expect(first.body.data.map((r: { result: string }) => r.result)).toEqual(['accepted', 'accepted']);
    const row1 = await ticketRow(t1.id);
    expect(row1).toMatchObject({ isScanned: true, status: 'used', scannedBy: a.id });
    const logs = await logCount();
    const rows = await syncRows();

    const replay = await sync(tokenA, batch);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);
    expect(await ticketRow(t1.id)).toEqual(row1);
    expect(await logCount()).toBe(logs);
    expect(await syncRows()).toEqual(rows);
  });

  it('a nonce reused with another ticket is refused, and that ticket stays unscanned', async () => {
    const { eventId, tokenA } = await setup();
    const t1 = await insertTicket(ctx, eventId);
    const t2 = await insertTicket(ctx, eventId);
    const n = nonce();
    expect((await sync(tokenA, [{ nonce: n, ticketId: t1.ticketId }])).body.data[0].result).toBe('accepted');
    const res = await sync(tokenA, [{ nonce: n, ticketId: t2.ticketId }]);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ result: 'refused', message: NONCE_REUSED });
    expect(await ticketRow(t2.id)).toMatchObject({ isScanned: false, status: 'active' });
    // also within one batch
    const n2 = nonce();
    const same = await sync(tokenA, [
      { nonce: n2, ticketId: t2.ticketId },
      { nonce: n2, ticketId: t1.ticketId },
    ]);
    expect(same.body.data.map((r: { result: string }) => r.result)).toEqual(['accepted', 'refused']);
  });

  it("another agent cannot take over an agent's nonce", async () => {
    const { eventId, tokenA, tokenB } = await setup();
    const t1 = await insertTicket(ctx, eventId);
    const n = nonce();
    await sync(tokenA, [{ nonce: n, ticketId: t1.ticketId }]);
    const res = await sync(tokenB, [{ nonce: n, ticketId: t1.ticketId }]);
    expect(res.body.data[0]).toMatchObject({ result: 'refused', message: NONCE_REUSED });
  });

  it('two gates admitted the same ticket offline: one admission, the second is a conflict naming the first gate and time', async () => {
    const { owner, a, eventId, tokenA, tokenB } = await setup();
    const t = await insertTicket(ctx, eventId);
    const ra = await sync(tokenA, [{ nonce: nonce(), ticketId: t.ticketId }]);
    const rb = await sync(tokenB, [{ nonce: nonce(), ticketId: t.ticketId }]);
    expect(ra.body.data[0].result).toBe('accepted');
    const row = await ticketRow(t.id);
    expect(row).toMatchObject({ isScanned: true, scannedBy: a.id });
    expect(rb.body.data[0]).toMatchObject({
      result: 'conflict',
      by: 'Gate A',
      at: row.scannedAt!.toISOString(),
    });
    const accepted = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM scan_log WHERE result = 'accepted' AND ticket_ref = ${t.ticketId}`,
    );
    expect((accepted as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(1);
    // counted in the event's statistics as a conflict
    const summary = await call(ctx, 'GET', `/api/security-agents/event/${eventId}/sync-summary`, {
      token: owner.token,
    });
    expect(summary.body.data).toEqual({ conflicts: 1 });
  });

  it("a deactivated agent's queued scans are refused with the reason, and can be sent again once reactivated", async () => {
    const { a, eventId, tokenA } = await setup();
    const t = await insertTicket(ctx, eventId);
    await ctx.database.db.update(securityAgents).set({ isActive: false }).where(eq(securityAgents.id, a.id));
    const batch = [{ nonce: nonce(), ticketId: t.ticketId }];
    const res = await sync(tokenA, batch);
    expect(res.status).toBe(200);
    // `retry`: nothing was decided, so the phone keeps the scan for after the agent's next login.
    expect(res.body.data[0]).toMatchObject({
      result: 'refused',
      message: 'This security agent is inactive',
      retry: true,
    });
    expect(await ticketRow(t.id)).toMatchObject({ isScanned: false, status: 'active' });
    await ctx.database.db.update(securityAgents).set({ isActive: true }).where(eq(securityAgents.id, a.id));
    expect((await sync(tokenA, batch)).body.data[0].result).toBe('accepted');
  });

  it('refuses a malformed batch with 400 and without a session with 401', async () => {
    const { tokenA } = await setup();
    expect((await sync(tokenA, [{ nonce: 'short', ticketId: 'TK-1' }])).status).toBe(400);
    expect((await sync(tokenA, [])).status).toBe(400);
    const anon = await call(ctx, 'POST', '/api/security-agents/sync', {
      body: { scans: [{ nonce: nonce(), ticketId: 'TK-1' }] },
    });
    expect(anon.status).toBe(401);
  });
});

describe('live ticket changes (server-sent events fed by LISTEN/NOTIFY)', () => {
  it("an admission at one gate reaches another gate's stream and the organiser's stream", async () => {
    const { owner, a, eventId, tokenA, tokenB } = await setup();
    const t = await insertTicket(ctx, eventId);
    const open = async (url: string, token: string) => {
      const res = await ctx.app.request(url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toContain('text/event-stream');
      const reader = res.body!.getReader();
      let text = '';
      const until = async (needle: string) => {
        while (!text.includes(needle)) {
          const { value, done } = await reader.read();
          if (done) throw new Error(`stream ended before ${needle}`);
          text += new TextDecoder().decode(value);
        }
        return text;
      };
      await until('event: ready');
      return { until, close: () => reader.cancel() };
    };
    const gateB = await open(`/api/security-agents/event/${eventId}/tickets/live`, tokenB);
    const organiser = await open(`/api/security-agents/event/${eventId}/live`, owner.token);
    const res = await call(ctx, 'POST', `/api/security-agents/scan/${t.ticketId}`, {
      token: tokenA,
      body: { agentId: a.id, action: 'accept', stage: 'scan' },
    });
    expect(res.status).toBe(200);
    const seen = await gateB.until(`"t":"${t.ticketId}"`);
    expect(seen).toMatch(new RegExp(`"t":"${t.ticketId}","s":true,"st":"used","at":\\d+,"by":"Gate A"`));
    await organiser.until(`"t":"${t.ticketId}"`);
    await Promise.all([gateB.close(), organiser.close()]);
  });

  it('a plain GET (no Accept: text/event-stream) answers at once instead of streaming', async () => {
    const { eventId, tokenA } = await setup();
    const res = await call(ctx, 'GET', `/api/security-agents/event/${eventId}/tickets/live`, {
      token: tokenA,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.stream).toBe('text/event-stream');
  });
});

describe('first screen first (?limit=)', () => {
  it("returns the list's first tickets with the event's counts; a bad limit is 400", async () => {
    const { a, eventId, tokenA } = await setup();
    for (let i = 0; i < 5; i++) {
      await insertTicket(ctx, eventId, { purchaseDate: new Date(2026, 10, 1 + i) });
    }
    await insertTicket(ctx, eventId, {
      isScanned: true,
      status: 'used',
      scannedBy: a.id,
      scannedAt: new Date(),
      purchaseDate: new Date(2026, 9, 1),
    });
    const url = `/api/security-agents/event/${eventId}/tickets?agentId=${a.id}`;
    const res = await call(ctx, 'GET', `${url}&limit=2`, { token: tokenA });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 6, scanned: 1, first: true });
    expect(res.body.data.data.map((t: { purchaseDate: string }) => t.purchaseDate)).toEqual([
      new Date(2026, 10, 5).toISOString(),
      new Date(2026, 10, 4).toISOString(),
    ]);
    for (const bad of ['0', '501', 'x', '1.5', '-1']) {
      expect((await call(ctx, 'GET', `${url}&limit=${bad}`, { token: tokenA })).status, bad).toBe(400);
    }
  });

  it('pages the whole list (&offset=): every ticket once, in order, with the count of all tickets and a cursor', async () => {
    const { a, eventId, tokenA } = await setup();
    for (let i = 0; i < 7; i++) {
      await insertTicket(ctx, eventId, {
        purchaseDate: new Date(2026, 10, 1 + i),
        ...(i === 3 ? { status: 'cancelled' } : {}),
      });
    }
    const url = `/api/security-agents/event/${eventId}/tickets?agentId=${a.id}`;
    const first = await call(ctx, 'GET', `${url}&limit=3`, { token: tokenA });
    // The counters count seats (the cancelled ticket is not one); `rows` counts what to download.
    expect(first.body.data).toMatchObject({ total: 6, scanned: 0, rows: 7, offset: 0, pageMax: 5000 });
    expect(typeof first.body.data.cursor).toBe('string');
    const seen = first.body.data.data.map((t: { _id: string }) => t._id);
    for (let offset = 3; offset < 7; offset += 3) {
      const page = await call(ctx, 'GET', `${url}&limit=3&offset=${offset}`, { token: tokenA });
      expect(page.status).toBe(200);
      expect(page.body.data.offset).toBe(offset);
      seen.push(...page.body.data.data.map((t: { _id: string }) => t._id));
    }
    const whole = await call(ctx, 'GET', url, { token: tokenA });
    expect(seen).toEqual(whole.body.data.data.map((t: { _id: string }) => t._id));
    // Pages may be larger than a first screen, up to pageMax; a bad offset is 400.
    expect((await call(ctx, 'GET', `${url}&limit=5000&offset=0`, { token: tokenA })).status).toBe(200);
    for (const bad of [`limit=5001&offset=0`, `limit=3&offset=-1`, `limit=3&offset=x`]) {
      expect((await call(ctx, 'GET', `${url}&${bad}`, { token: tokenA })).status, bad).toBe(400);
    }
  });
});

describe('the server search (?q=, extension ticketSearch)', () => {
  it("answers the event's tickets the scanner's search would show, newest first, and refuses an empty or long query", async () => {
    const { a, eventId, tokenA } = await setup();
    const owner2 = await createAccount(ctx);
    const otherEvent = await insertEvent(ctx, owner2.id);
    const salma = await insertTicket(ctx, eventId, {
      firstName: 'Salma',
      lastName: 'Jlassi',
      phoneNumber: '98765432',
      purchaseDate: new Date(2026, 10, 2),
    });
    const salma2 = await insertTicket(ctx, eventId, {
      firstName: 'Salma',
      lastName: 'Trabelsi',
      phoneNumber: '55 100% sure',
      purchaseDate: new Date(2026, 10, 3),
    });
    await insertTicket(ctx, eventId, { firstName: 'Omar', lastName: 'Jlassi', phoneNumber: '20000000' });
    await insertTicket(ctx, otherEvent, { firstName: 'Salma', lastName: 'Jlassi' });
    const url = `/api/security-agents/event/${eventId}/tickets?agentId=${a.id}`;
    const ids = async (q: string) => {
      const res = await call(ctx, 'GET', `${url}&q=${encodeURIComponent(q)}`, { token: tokenA });
      expect(res.status, q).toBe(200);
      expect(res.body.data.search).toBe(true);
      return res.body.data.data.map((t: { ticketId: string }) => t.ticketId);
    };
    // Full name across first and last, any case; newest first; never another event's ticket.
    expect(await ids('SALMA')).toEqual([salma2.ticketId, salma.ticketId]);
    expect(await ids('salma jlassi')).toEqual([salma.ticketId]);
    // The ticket id whatever the case; the phone as typed, '%' a plain character.
    expect(await ids(salma.ticketId.toLowerCase())).toEqual([salma.ticketId]);
    expect(await ids('8765')).toEqual([salma.ticketId]);
    expect(await ids('100%')).toEqual([salma2.ticketId]);
    expect(await ids('%')).toEqual([salma2.ticketId]);
    expect(await ids('nobody')).toEqual([]);
    for (const bad of ['', '%20%20', 'x'.repeat(101)]) {
      expect((await call(ctx, 'GET', `${url}&q=${bad}`, { token: tokenA })).status, bad).toBe(400);
    }
    // Without the agent's session: 401.
    expect((await call(ctx, 'GET', `${url}&q=salma`)).status).toBe(401);
  });

  it('answers at most TICKET_SEARCH_LIMIT tickets', async () => {
    const { a, eventId, tokenA } = await setup();
    for (let i = 0; i < TICKET_SEARCH_LIMIT + 3; i++) await insertTicket(ctx, eventId);
    const url = `/api/security-agents/event/${eventId}/tickets?agentId=${a.id}&q=amira`;
    const res = await call(ctx, 'GET', url, { token: tokenA });
    expect(res.body.data.data).toHaveLength(TICKET_SEARCH_LIMIT);
  });
});
