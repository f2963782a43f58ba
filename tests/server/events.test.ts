import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { createEvent, eventPayload, sell } from './eventsFixtures';
import { eventStatus } from '../../src/contract/eventStatus';
import { MESSAGES } from '../../src/contract/messages';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe('events CRUD', () => {
  it('creates an event with its tiers and returns it in the data envelope', async () => {
    const a = await createAccount(ctx);
    const res = await call(ctx, 'POST', '/api/events', { token: a.token, body: eventPayload() });
    expect(res.status).toBe(201);
    const ev = res.body.data;
    expect(ev).toMatchObject({
      name: 'Sahara Nights',
      category: 'music',
      color: '#3B82F6',
      isActive: true,
      totalTicketsSold: 0,
      location: { name: 'Douz dunes', coordinates: { latitude: 33.4567, longitude: 9.0203 } },
      startDate: '2030-05-01',
      startTime: '20:00',
    });
    expect(
      ev.priceTiers.map((t: { name: string; price: number; soldTickets: number }) => [
        t.name,
        t.price,
        t.soldTickets,
      ]),
    ).toEqual([
      ['General', 25.5, 0],
      ['VIP', 80, 0],
    ]);
    const one = await call(ctx, 'GET', `/api/events/${ev._id}`, { token: a.token });
    expect(one.status).toBe(200);
    expect(one.body.data._id).toBe(ev._id);
  });

  it('rejects bodies that break the form rules of SPEC §5 with 400, the field and its contract message', async () => {
    const a = await createAccount(ctx);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ priceTiers: [] }, 'priceTiers', MESSAGES.tierRequired],
      [
        { priceTiers: [{ name: 'A', price: -1, totalTickets: 5 }] },
        'priceTiers.0.price',
        MESSAGES.notNegative,
      ],
      [
        { priceTiers: [{ name: 'A', price: 1.234, totalTickets: 5 }] },
        'priceTiers.0.price',
        MESSAGES.decimals2,
      ],
      [
        { priceTiers: [{ name: 'A', price: 1, totalTickets: 0 }] },
        'priceTiers.0.totalTickets',
        MESSAGES.wholeNumber,
      ],
      [
        { priceTiers: [{ name: 'A', price: 1, totalTickets: 2.5 }] },
        'priceTiers.0.totalTickets',
        MESSAGES.wholeNumber,
      ],
      [{ priceTiers: [{ name: '', price: 1, totalTickets: 2 }] }, 'priceTiers.0.name', MESSAGES.required],
      [{ endDate: '2030-04-30' }, 'endDate', MESSAGES.endBeforeStart],
      [
        { startDate: '2030-05-02', endDate: '2030-05-02', startTime: '20:00', endTime: '19:59' },
        'endDate',
        MESSAGES.endBeforeStart,
      ],
      [
        { location: { name: 'x', address: 'y', coordinates: { latitude: 91, longitude: 0 } } },
        'location.coordinates.latitude',
        MESSAGES.latitude,
      ],
      [
        { location: { name: 'x', address: 'y', coordinates: { latitude: 0, longitude: -181 } } },
        'location.coordinates.longitude',
        MESSAGES.longitude,
      ],
      [{ image: 'not a url' }, 'image', MESSAGES.url],
      [{ name: '' }, 'name', MESSAGES.required],
      [{ startDate: '2030-02-30' }, 'startDate', MESSAGES.date],
    ];
    for (const [override, field, key] of cases) {
      const res = await call(ctx, 'POST', '/api/events', { token: a.token, body: eventPayload(override) });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.errors, JSON.stringify(override)).toEqual({ [field]: key });
      // API clients also get a readable English sentence that names the field.
      expect(res.body.message, JSON.stringify(override)).toMatch(
        new RegExp(`^${field.replace(/\./g, '\\.')}: [A-Z]`),
      );
    }
    const missing = await call(ctx, 'POST', '/api/events', {
      token: a.token,
      body: eventPayload({ name: undefined }),
    });
    expect(missing.body).toEqual({ message: 'name: Required', errors: { name: MESSAGES.required } });
    expect((await call(ctx, 'POST', '/api/events', { token: a.token, rawBody: '{nope' })).status).toBe(400);
  });

  it('accepts the same start and end minute, and empty image and video', async () => {
    const a = await createAccount(ctx);
    const ev = await createEvent(ctx, a.token, {
      endDate: '2030-05-01',
      endTime: '20:00',
      image: '',
      video: '',
    });
    expect(ev).toMatchObject({ image: '', video: '' });
  });

  it('updates the full body keeping tier sales, or only isActive', async () => {
    const a = await createAccount(ctx);
    const ev = await createEvent(ctx, a.token);
    expect((await sell(ctx, a.token, ev._id, 'VIP')).status).toBe(201);
    const tiers = ev.priceTiers.map((t) => ({ ...t, price: 90, totalTickets: t.name === 'VIP' ? 5 : 50 }));
    const res = await call(ctx, 'PUT', `/api/events/${ev._id}`, {
      token: a.token,
      body: eventPayload({ name: 'Renamed', priceTiers: tiers }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('Renamed');
    expect(res.body.data.priceTiers.find((t: { name: string }) => t.name === 'VIP')).toMatchObject({
      soldTickets: 1,
      totalTickets: 5,
      price: 90,
    });

    const off = await call(ctx, 'PUT', `/api/events/${ev._id}`, {
      token: a.token,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.isActive).toBe(false);
    expect(off.body.data.name).toBe('Renamed');
    expect(
      (await call(ctx, 'PUT', `/api/events/${ev._id}`, { token: a.token, body: { isActive: 'yes' } })).status,
    ).toBe(400);
  });

  it('refuses to shrink a tier below its sold tickets or to remove a tier with sales', async () => {
    const a = await createAccount(ctx);
    const ev = await createEvent(ctx, a.token);
    await sell(ctx, a.token, ev._id, 'VIP');
    await sell(ctx, a.token, ev._id, 'VIP');
    const shrink = ev.priceTiers.map((t) =>
      t.name === 'VIP' ? { ...t, price: 80, totalTickets: 1 } : { ...t, price: 25.5 },
    );
    const res = await call(ctx, 'PUT', `/api/events/${ev._id}`, {
      token: a.token,
      body: eventPayload({ priceTiers: shrink }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/fewer tickets than the 2 already sold/);
    const removeVip = ev.priceTiers.filter((t) => t.name !== 'VIP').map((t) => ({ ...t, price: 1 }));
    const removed = await call(ctx, 'PUT', `/api/events/${ev._id}`, {
      token: a.token,
      body: eventPayload({ priceTiers: removeVip }),
    });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toMatch(/VIP.*sold tickets/);
    // A tier without sales can go.
    const removeGeneral = ev.priceTiers.filter((t) => t.name === 'VIP').map((t) => ({ ...t, price: 80 }));
    const ok = await call(ctx, 'PUT', `/api/events/${ev._id}`, {
      token: a.token,
      body: eventPayload({ priceTiers: removeGeneral }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.priceTiers).toHaveLength(1);
  });

  it('deletes an event without sales; an event with sales says to deactivate it', async () => {
    const a = await createAccount(ctx);
    const empty = await createEvent(ctx, a.token);
    expect((await call(ctx, 'DELETE', `/api/events/${empty._id}`, { token: a.token })).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/events/${empty._id}`, { token: a.token })).status).toBe(404);
    const sold = await createEvent(ctx, a.token);
    await sell(ctx, a.token, sold._id, 'General');
    const res = await call(ctx, 'DELETE', `/api/events/${sold._id}`, { token: a.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/deactivate it instead/);
  });
});

describe('ownership', () => {
  it("answers 404 'Event not found' for another organiser's event on every call", async () => {
    const owner = await createAccount(ctx);
    const other = await createAccount(ctx);
    const ev = await createEvent(ctx, owner.token);
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/api/events/${ev._id}`],
      ['GET', `/api/events/${ev._id}/stats`],
      ['PUT', `/api/events/${ev._id}`, { isActive: false }],
      ['PUT', `/api/events/${ev._id}`, eventPayload()],
      ['DELETE', `/api/events/${ev._id}`],
      ['GET', `/api/tickets/event/${ev._id}`],
      ['GET', `/api/tickets/event/${ev._id}/stats`],
      [
        'POST',
        `/api/tickets/event/${ev._id}`,
        { customerInfo: { firstName: 'a', lastName: 'b', phoneNumber: '22123456' }, priceTier: 'General' },
      ],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(ctx, method, path, { token: other.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe('Event not found');
    }
    const missing = await call(ctx, 'GET', '/api/events/ffffffffffffffffffffffff', { token: owner.token });
    expect(missing.body).toEqual({ message: 'Event not found' });
    expect((await call(ctx, 'GET', `/api/events/${ev._id}`, { token: owner.token })).status).toBe(200);
    const list = await call(ctx, 'GET', '/api/events', { token: other.token });
    expect(list.body.data).toEqual([]);
  });

  it('requires a signed-in ticketAgency', async () => {
    expect((await call(ctx, 'GET', '/api/events')).status).toBe(401);
    const customer = await createAccount(ctx, { role: 'user' });
    expect((await call(ctx, 'GET', '/api/events', { token: customer.token })).status).toBe(403);
  });
});

describe('GET /api/events list', () => {
  it('pages by 10 with pagination.pages', async () => {
    const a = await createAccount(ctx);
    for (let i = 0; i < 12; i++)
      await createEvent(ctx, a.token, {
        name: `E${i}`,
        startDate: `2030-06-${String(10 + i)}`,
        endDate: `2030-06-${String(10 + i)}`,
        endTime: '23:00',
      });
    const p1 = await call(ctx, 'GET', '/api/events?page=1&limit=10', { token: a.token });
    expect(p1.status).toBe(200);
    expect(p1.body.data).toHaveLength(10);
    expect(p1.body.pagination).toMatchObject({ page: 1, limit: 10, total: 12, pages: 2 });
    const p2 = await call(ctx, 'GET', '/api/events?page=2&limit=10', { token: a.token });
    expect(p2.body.data).toHaveLength(2);
    const ids = new Set([...p1.body.data, ...p2.body.data].map((e: { _id: string }) => e._id));
    expect(ids.size).toBe(12);
    expect((await call(ctx, 'GET', '/api/events?status=soon', { token: a.token })).status).toBe(400);
  });

  it('filters upcoming, ongoing and ended from date plus time, inclusive at both ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2030-05-01T19:00:30Z')); // 2030-05-01 20:00 on the business's clock (Tunis)
      const a = await createAccount(ctx);
      const startsNow = await createEvent(ctx, a.token, {
        name: 'starts now',
        startDate: '2030-05-01',
        startTime: '20:00',
        endDate: '2030-05-01',
        endTime: '22:00',
      });
      const endsNow = await createEvent(ctx, a.token, {
        name: 'ends now',
        startDate: '2030-05-01',
        startTime: '10:00',
        endDate: '2030-05-01',
        endTime: '20:00',
      });
      const later = await createEvent(ctx, a.token, {
        name: 'later',
        startDate: '2030-05-01',
        startTime: '20:01',
        endDate: '2030-05-01',
        endTime: '22:00',
      });
      const before = await createEvent(ctx, a.token, {
        name: 'before',
        startDate: '2030-05-01',
        startTime: '10:00',
        endDate: '2030-05-01',
        endTime: '19:59',
      });
      const names = async (status: string) =>
        (await call(ctx, 'GET', `/api/events?status=${status}`, { token: a.token })).body.data
          .map((e: { _id: string }) => e._id)
          .sort();
      expect(await names('ongoing')).toEqual([startsNow._id, endsNow._id].sort());
      expect(await names('upcoming')).toEqual([later._id]);
      expect(await names('ended')).toEqual([before._id]);
      expect(await names('all')).toHaveLength(4);
      // The screens' rule (src/contract) says the same of each event at the same clock.
      const shown = { ongoing: [startsNow, endsNow], upcoming: [later], ended: [before] };
      for (const [status, list] of Object.entries(shown))
        for (const ev of list) expect(eventStatus(ev, new Date(), 'Africa/Tunis')).toBe(status);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /api/events/:id/stats', () => {
  it('sums revenue, sold and scanned per tier over tickets that hold a seat', async () => {
    const a = await createAccount(ctx);
    const ev = await createEvent(ctx, a.token);
    const t1 = await sell(ctx, a.token, ev._id, 'General');
    await sell(ctx, a.token, ev._id, 'General');
    await sell(ctx, a.token, ev._id, 'VIP');
    const cancelled = await sell(ctx, a.token, ev._id, 'VIP');
    await call(ctx, 'PUT', `/api/tickets/${cancelled.body.data.ticketId}/status`, {
      token: a.token,
      body: { status: 'cancelled' },
    });
    // The scanner (another area) marks tickets used and scanned.
    await ctx.database.sql.exec(
      `UPDATE tickets SET status = 'used', is_scanned = true WHERE ticket_id = '${t1.body.data.ticketId}'`,
    );
    const res = await call(ctx, 'GET', `/api/events/${ev._id}/stats`, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      totalRevenue: 131,
      totalTicketsSold: 3,
      scannedTickets: 1,
      unscannedTickets: 2,
      priceTierStats: [
        {
          name: 'General',
          description: 'Standing',
          price: 25.5,
          totalTickets: 100,
          soldTickets: 2,
          scannedTickets: 1,
          revenue: 51,
        },
        {
          name: 'VIP',
          description: 'Front rows',
          price: 80,
          totalTickets: 10,
          soldTickets: 1,
          scannedTickets: 0,
          revenue: 80,
        },
      ],
    });
  });
});
