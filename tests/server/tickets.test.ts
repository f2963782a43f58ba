import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { createEvent, sell } from './eventsFixtures';
import { events, priceTiers, tickets } from '../../server/db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const counts = async (eventId: string) => {
  const [ev] = await ctx.database.db.select().from(events).where(eq(events.id, eventId));
  const tiers = await ctx.database.db.select().from(priceTiers).where(eq(priceTiers.eventId, eventId));
  return { event: ev.totalTicketsSold, tiers: Object.fromEntries(tiers.map((t) => [t.name, t.soldTickets])) };
};

describe('POST /api/tickets/event/:id', () => {
  it('issues a ticket with a unique public ticketId and updates the counts', async () => {
    const a = await createAccount(ctx);
    const ev = await createEvent(ctx, a.token);
    const res = await sell(ctx, a.token, ev._id, 'VIP');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      customerInfo: { firstName: 'Amira', lastName: 'Ben Salah', phoneNumber: '22123456' },
      priceTier: { name: 'VIP', price: 80 },
      status: 'active',
      isScanned: false,
    });
    expect(res.body.data.ticketId).toMatch(/^TK-[A-Z2-9]{10}$/);
    expect(await counts(ev._id)).toEqual({ event: 1, tiers: { General: 0, VIP: 1 } });
    const detail = await call(ctx, 'GET', `/api/tickets/${res.body.data.ticketId}`, { token: a.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      ticketId: res.body.data.ticketId,
      event: { _id: ev._id, name: 'Sahara Nights' },
    });
    // Also accepts { priceTier: { name } }.
    const byObject = await call(ctx, 'POST', `/api/tickets/event/${ev._id}`, {
      token: a.token,
      body: {
        customerInfo: { firstName: 'Sami', lastName: 'T', phoneNumber: '+216 98 765 432' },
        priceTier: { name: 'General' },
      },
    });
    expect(byObject.status).toBe(201);
  });

  it('validates the body, the tier and the event', async () => {
    const a = await createAccount(ctx);
    const ev = await createEvent(ctx, a.token);
    const bad = [
      { customerInfo: { firstName: '', lastName: 'x', phoneNumber: '22123456' }, priceTier: 'VIP' },
      { customerInfo: { firstName: 'a', lastName: 'x', phoneNumber: '12' }, priceTier: 'VIP' },
      { customerInfo: { firstName: 'a', lastName: 'x', phoneNumber: '22123456' } },
    ];
    for (const body of bad)
      expect((await call(ctx, 'POST', `/api/tickets/event/${ev._id}`, { token: a.token, body })).status).toBe(
        400,
      );
    const unknown = await sell(ctx, a.token, ev._id, 'Balcony');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Unknown price tier 'Balcony'");
    await call(ctx, 'PUT', `/api/events/${ev._id}`, { token: a.token, body: { isActive: false } });
    const inactive = await sell(ctx, a.token, ev._id, 'VIP');
    expect(inactive.status).toBe(409);
    expect(inactive.body.message).toMatch(/not active/);
  });

  it('never oversells: 50 concurrent requests for the last 10 seats, exactly 10 succeed', async () => {
    const a = await createAccount(ctx);
    const ev = await createEvent(ctx, a.token, {
      priceTiers: [{ name: 'Last', price: 10, totalTickets: 12 }],
    });
    expect((await sell(ctx, a.token, ev._id, 'Last')).status).toBe(201);
    expect((await sell(ctx, a.token, ev._id, 'Last')).status).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sell(ctx, a.token, ev._id, 'Last', `Buyer${i}`)),
    );
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(ok).toHaveLength(10);
    expect(
      refused.every((r) => r.status === 409 && r.body.message === "The price tier 'Last' is sold out"),
    ).toBe(true);
    expect(await counts(ev._id)).toEqual({ event: 12, tiers: { Last: 12 } });
    const rows = await ctx.database.db.select().from(tickets).where(eq(tickets.eventId, ev._id));
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.ticketId)).size).toBe(12);
  });
});

describe('GET /api/tickets/event/:id', () => {
  it('pages by 20 with pagination.pages, filters by status, newest first', async () => {
    const a = await createAccount(ctx);
    const ev = await createEvent(ctx, a.token);
    const sold = [];
    for (let i = 0; i < 23; i++) sold.push((await sell(ctx, a.token, ev._id, 'General', `N${i}`)).body.data);
    await call(ctx, 'PUT', `/api/tickets/${sold[0].ticketId}/status`, {
      token: a.token,
      body: { status: 'cancelled' },
    });
    const p1 = await call(ctx, 'GET', `/api/tickets/event/${ev._id}?page=1&limit=20`, { token: a.token });
    expect(p1.status).toBe(200);
    expect(p1.body.data).toHaveLength(20);
    expect(p1.body.pagination).toMatchObject({ page: 1, limit: 20, total: 23, pages: 2 });
    const p2 = await call(ctx, 'GET', `/api/tickets/event/${ev._id}?page=2&limit=20`, { token: a.token });
    expect(p2.body.data).toHaveLength(3);
    const cancelled = await call(
      ctx,
      'GET',
      `/api/tickets/event/${ev._id}?page=1&limit=20&status=cancelled`,
      { token: a.token },
    );
    expect(cancelled.body.data.map((t: { ticketId: string }) => t.ticketId)).toEqual([sold[0].ticketId]);
    expect(cancelled.body.pagination.pages).toBe(1);
    const stats = await call(ctx, 'GET', `/api/tickets/event/${ev._id}/stats`, { token: a.token });
    expect(stats.body).toEqual({
      totalTickets: 22,
      scannedTickets: 0,
      unscannedTickets: 22,
      totalRevenue: 561,
    });
  });
});

describe('PUT /api/tickets/:ticketId/status', () => {
  it('cancels an active ticket (freeing the seat) and reactivates a cancelled one', async () => {
    const a = await createAccount(ctx);
    const ev = await createEvent(ctx, a.token);
    const t = (await sell(ctx, a.token, ev._id, 'VIP')).body.data;
    const cancel = await call(ctx, 'PUT', `/api/tickets/${t.ticketId}/status`, {
      token: a.token,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.status).toBe('cancelled');
    expect(await counts(ev._id)).toEqual({ event: 0, tiers: { General: 0, VIP: 0 } });
    const again = await call(ctx, 'PUT', `/api/tickets/${t.ticketId}/status`, {
      token: a.token,
      body: { status: 'cancelled' },
    });
    expect(again.status).toBe(409);
    const back = await call(ctx, 'PUT', `/api/tickets/${t.ticketId}/status`, {
      token: a.token,
      body: { status: 'active' },
    });
    expect(back.status).toBe(200);
    expect(back.body.data.status).toBe('active');
    expect(await counts(ev._id)).toEqual({ event: 1, tiers: { General: 0, VIP: 1 } });
  });

  it('refuses every other transition with 409 and a message', async () => {
    const a = await createAccount(ctx);
    const ev = await createEvent(ctx, a.token);
    const t = (await sell(ctx, a.token, ev._id, 'VIP')).body.data;
    for (const status of ['used', 'refunded', 'active']) {
      const res = await call(ctx, 'PUT', `/api/tickets/${t.ticketId}/status`, {
        token: a.token,
        body: { status },
      });
      expect(res.status, status).toBe(409);
      expect(res.body.message).toMatch(/only active → cancelled and cancelled → active/);
    }
    await ctx.database.sql.exec(
      `UPDATE tickets SET status = 'used', is_scanned = true WHERE ticket_id = '${t.ticketId}'`,
    );
    const used = await call(ctx, 'PUT', `/api/tickets/${t.ticketId}/status`, {
      token: a.token,
      body: { status: 'cancelled' },
    });
    expect(used.status).toBe(409);
    expect(used.body.message).toMatch(/A used ticket cannot be set to cancelled/);
    expect(
      (
        await call(ctx, 'PUT', `/api/tickets/${t.ticketId}/status`, {
          token: a.token,
          body: { status: 'lost' },
        })
      ).status,
    ).toBe(400);
  });

  it('does not reactivate a ticket when its tier is full', async () => {
    const a = await createAccount(ctx);
    const ev = await createEvent(ctx, a.token, { priceTiers: [{ name: 'Solo', price: 5, totalTickets: 1 }] });
    const first = (await sell(ctx, a.token, ev._id, 'Solo')).body.data;
    await call(ctx, 'PUT', `/api/tickets/${first.ticketId}/status`, {
      token: a.token,
      body: { status: 'cancelled' },
    });
    expect((await sell(ctx, a.token, ev._id, 'Solo')).status).toBe(201);
    const res = await call(ctx, 'PUT', `/api/tickets/${first.ticketId}/status`, {
      token: a.token,
      body: { status: 'active' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("The price tier 'Solo' is full: the ticket cannot be reactivated");
    expect(await counts(ev._id)).toEqual({ event: 1, tiers: { Solo: 1 } });
  });

  it("answers 404 for another organiser's ticket", async () => {
    const owner = await createAccount(ctx);
    const other = await createAccount(ctx);
    const ev = await createEvent(ctx, owner.token);
    const t = (await sell(ctx, owner.token, ev._id, 'VIP')).body.data;
    const res = await call(ctx, 'PUT', `/api/tickets/${t.ticketId}/status`, {
      token: other.token,
      body: { status: 'cancelled' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Ticket not found');
    expect((await call(ctx, 'GET', `/api/tickets/${t.ticketId}`, { token: other.token })).status).toBe(404);
  });
});
