import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { agentLogin, insertAgent, insertEvent, insertTicket } from './scanFixtures';
import { LiveHub, type TicketChange } from '../../server/live/liveHub';
import { changesSince, lastChangeNumber } from '../../server/live/liveChanges';
import type { Listen } from '../../server/db/client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

async function setup() {
  const owner = await createAccount(ctx);
  const eventId = await insertEvent(ctx, owner.id);
  const a = await insertAgent(ctx, eventId, { name: 'Gate A' });
  const b = await insertAgent(ctx, eventId, { name: 'Gate B', password: 'agent456' });
  return { owner, eventId, a, tokenA: await agentLogin(ctx, a), tokenB: await agentLogin(ctx, b) };
}

async function openStream(url: string, token: string, lastEventId?: string) {
  const res = await ctx.app.request(url, {
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'text/event-stream',
      ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
    },
  });
  expect(res.status).toBe(200);
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
  return { until, text: () => text, close: () => reader.cancel() };
}

describe('live updates resume from the last event id', () => {
  it('each change carries an id; a stream reopened with Last-Event-ID first gets what it missed', async () => {
    const { a, eventId, tokenA, tokenB } = await setup();
    const [t1, t2] = [await insertTicket(ctx, eventId), await insertTicket(ctx, eventId)];
    const url = `/api/security-agents/event/${eventId}/tickets/live`;
    const admit = (ticketId: string) =>
      call(ctx, 'POST', `/api/security-agents/scan/${ticketId}`, {
        token: tokenA,
        body: { agentId: a.id, action: 'accept', stage: 'scan' },
      });

    const first = await openStream(url, tokenB);
    expect((await admit(t1.ticketId)).status).toBe(200);
    const seen = await first.until(`"t":"${t1.ticketId}"`);
    const block = seen.split('\n\n').find((b) => b.includes(t1.ticketId)) ?? '';
    const id = /^id: (\d+)$/m.exec(block)?.[1];
    expect(id).toMatch(/^\d+$/);
    await first.close();

    // Gate A admits t2 while gate B's stream is down.
    expect((await admit(t2.ticketId)).status).toBe(200);
    const again = await openStream(url, tokenB, id);
    const replayed = again.text();
    expect(replayed).toContain(`"t":"${t2.ticketId}","s":true,"st":"used"`);
    // Not what it had already seen, and before 'ready' (the scanner then fetches no more than it must).
    expect(replayed).not.toContain(`"t":"${t1.ticketId}"`);
    expect(replayed.indexOf(t2.ticketId)).toBeLessThan(replayed.indexOf('event: ready'));
    await again.close();
  });

  it('an instance whose database listener reconnected delivers the changes committed while it was away', async () => {
    const { a, eventId, tokenA } = await setup();
    const t = await insertTicket(ctx, eventId);
    // The database's own LISTEN, with a switch that drops notifications as a lost connection does.
    let down = false;
    let dropped = 0;
    let reconnected: (() => void) | undefined;
    const listen: Listen = (channel, onPayload, onReconnect) => {
      reconnected = onReconnect;
      return ctx.database.listen(channel, (p) => {
        if (!down) onPayload(p);
        else dropped++;
      });
    };
    const hub = new LiveHub(listen, {
      last: () => lastChangeNumber(ctx.database.db),
      since: (after, ids) => changesSince(ctx.database.db, after, ids),
    });
    const heard: TicketChange[] = [];
    const stop = await hub.subscribe(eventId, (c) => heard.push(c));
    down = true;
    const res = await call(ctx, 'POST', `/api/security-agents/scan/${t.ticketId}`, {
      token: tokenA,
      body: { agentId: a.id, action: 'accept', stage: 'scan' },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => dropped).toBeGreaterThan(0); // lost, as by a dropped connection
    down = false;
    expect(reconnected).toBeTypeOf('function');
    reconnected!();
    await expect.poll(() => heard.find((c) => c.t === t.ticketId)?.s).toBe(true);
    expect(heard.filter((c) => c.t === t.ticketId)).toHaveLength(1);
    stop();
  });
});
