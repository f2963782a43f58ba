import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { createEvent, sell } from './eventsFixtures';
import { agentLogin, insertAgent, insertEvent, insertTicket } from './scanFixtures';
import { events, tickets } from '../../server/db/schema';
import { localDate } from '../../server/lib/localTime';
import { EVENT_CLOSED, TICKET_SALES_ENDED } from '../../src/contract/events';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const deactivate = (eventId: string) =>
  ctx.database.db.update(events).set({ isActive: false }).where(eq(events.id, eventId));

describe('a closed event neither sells nor admits', () => {
  it("refuses a sale after the event's end with 409 and the contract's message; sells until then", async () => {
    const a = await createAccount(ctx);
    const past = await createEvent(ctx, a.token, {
      startDate: '2020-01-01',
      endDate: '2020-01-03',
      startTime: '20:00',
      endTime: '23:00',
    });
    const refused = await sell(ctx, a.token, past._id, 'General');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(TICKET_SALES_ENDED);
    expect(await ctx.database.db.select().from(tickets).where(eq(tickets.eventId, past._id))).toEqual([]);
    // Ends later today on the business's clock: still on sale.
    const today = localDate();
    const open = await createEvent(ctx, a.token, {
      startDate: '2020-01-01',
      endDate: today,
      startTime: '00:00',
      endTime: '23:59',
    });
    expect((await sell(ctx, a.token, open._id, 'General')).status).toBe(201);
  });

  it("a deactivated event's agent cannot log in: 403 saying the event is closed", async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const agent = await insertAgent(ctx, eventId);
    await deactivate(eventId);
    const res = await call(ctx, 'POST', '/api/security-agents-public/login', {
      body: { agentId: agent.agentId, password: agent.password },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(EVENT_CLOSED);
  });

  it('an open session admits nothing once the event is deactivated: list and scans answer 403', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const agent = await insertAgent(ctx, eventId);
    const ticket = await insertTicket(ctx, eventId);
    const token = await agentLogin(ctx, agent);
    await deactivate(eventId);
    const scan = await call(ctx, 'POST', `/api/security-agents/scan/${ticket.ticketId}`, {
      token,
      body: { agentId: agent.id, action: 'accept' },
    });
    expect(scan.status).toBe(403);
    expect(scan.body.message).toBe(EVENT_CLOSED);
    const [row] = await ctx.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({ isScanned: false, status: 'active' });
    const list = await call(ctx, 'GET', `/api/security-agents/event/${eventId}/tickets?agentId=${agent.id}`, {
      token,
    });
    expect(list.status).toBe(403);
    expect(list.body.message).toBe(EVENT_CLOSED);
  });
});

describe('the door', () => {
  it('finds a typed ticket id whatever its case', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const agent = await insertAgent(ctx, eventId);
    const ticket = await insertTicket(ctx, eventId, { ticketId: 'TK-NSNBEHZL8F' });
    const token = await agentLogin(ctx, agent);
    const res = await call(ctx, 'POST', '/api/security-agents/scan/tk-nsnbehzl8f', {
      token,
      body: { agentId: agent.id, action: 'accept' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: ticket.id, ticketId: 'TK-NSNBEHZL8F', isScanned: true });
  });

  it("counts as the statistics do: cancelled and refunded tickets are not in the scanner's first counts", async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const agent = await insertAgent(ctx, eventId);
    await insertTicket(ctx, eventId);
    await insertTicket(ctx, eventId, { status: 'used', isScanned: true });
    await insertTicket(ctx, eventId, { status: 'cancelled' });
    await insertTicket(ctx, eventId, { status: 'refunded' });
    const token = await agentLogin(ctx, agent);
    const first = await call(
      ctx,
      'GET',
      `/api/security-agents/event/${eventId}/tickets?agentId=${agent.id}&limit=40`,
      { token },
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 2, scanned: 1, first: true });
    const stats = await call(ctx, 'GET', `/api/events/${eventId}/stats`, { token: owner.token });
    expect(stats.body.data).toMatchObject({ totalTicketsSold: 2, scannedTickets: 1, unscannedTickets: 1 });
  });
});
