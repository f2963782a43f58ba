import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { dataProvider } from '../../src/dataProvider';

const ev = (id: string) => ({
  _id: id,
  name: `E${id}`,
  priceTiers: [],
  location: { name: '', address: '', coordinates: { latitude: 0, longitude: 0 } },
});
const tk = (n: number, first = `F${n}`) => ({
  _id: `t${n}`,
  ticketId: `TK-${n}`,
  customerInfo: { firstName: first, lastName: 'L', phoneNumber: '22000000' },
  priceTier: { name: 'G', price: 1 },
  status: 'active',
  purchaseDate: '2030-01-01',
  isScanned: false,
});

describe('events dataProvider (SPEC §7)', () => {
  it('lists with page, limit=10 and status, maps _id to id, reads pagination.pages', async () => {
    let url: URL | null = null;
    server.use(
      http.get(`${API}/api/events`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ data: [ev('a'), ev('b')], pagination: { pages: 3 } });
      }),
    );
    const res = await dataProvider.getList('events', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'startDate', order: 'DESC' },
      filter: { status: 'upcoming' },
    });
    expect(url!.searchParams.get('page')).toBe('2');
    expect(url!.searchParams.get('limit')).toBe('10');
    expect(url!.searchParams.get('status')).toBe('upcoming');
    expect(res.data.map((e) => e.id)).toEqual(['a', 'b']);
    expect(res.total).toBe(30);
  });

  it("sends no status for 'all'", async () => {
    let url: URL | null = null;
    server.use(
      http.get(`${API}/api/events`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ data: [], pagination: { pages: 0 } });
      }),
    );
    await dataProvider.getList('events', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'all' },
    });
    expect(url!.searchParams.has('status')).toBe(false);
  });

  it('updates with only {isActive} when that is all that changes, else the full body', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${API}/api/events/e1`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: ev('e1') });
      }),
    );
    await dataProvider.update('events', { id: 'e1', data: { isActive: false }, previousData: { id: 'e1' } });
    expect(bodies[0]).toEqual({ isActive: false });
    await dataProvider.update('events', {
      id: 'e1',
      data: {
        name: 'N',
        priceTiers: [{ _id: 't1', name: 'G', price: '12.5', totalTickets: '100', soldTickets: 3 }],
        location: { name: 'V', address: 'A', coordinates: { latitude: '36.8', longitude: '10.1' } },
      },
      previousData: { id: 'e1' },
    });
    expect(bodies[1]).toMatchObject({
      name: 'N',
      location: { coordinates: { latitude: 36.8, longitude: 10.1 } },
      priceTiers: [{ _id: 't1', name: 'G', price: 12.5, totalTickets: 100 }],
    });
    expect(JSON.stringify(bodies[1])).not.toContain('soldTickets');
  });

  it('reads stats from data', async () => {
    server.use(
      http.get(`${API}/api/events/e1/stats`, () =>
        HttpResponse.json({
          data: {
            totalRevenue: 5,
            totalTicketsSold: 1,
            scannedTickets: 0,
            unscannedTickets: 1,
            priceTierStats: [],
          },
        }),
      ),
    );
    expect((await dataProvider.getEventStats('e1')).totalRevenue).toBe(5);
  });
});

describe('tickets dataProvider', () => {
  it('lists 20 per page with status on the server', async () => {
    let url: URL | null = null;
    server.use(
      http.get(`${API}/api/tickets/event/e1`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ data: [tk(1)], pagination: { pages: 1 } });
      }),
    );
    const res = await dataProvider.getList('tickets', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'purchaseDate', order: 'DESC' },
      filter: { eventId: 'e1', status: 'cancelled' },
    });
    expect(url!.searchParams.get('limit')).toBe('20');
    expect(url!.searchParams.get('status')).toBe('cancelled');
    // A ticket's react-admin id is its public ticketId (the status and detail calls use it).
    expect(res.data[0].id).toBe('TK-1');
  });

  it('searches client-side across every page', async () => {
    const all = Array.from({ length: 150 }, (_, i) => tk(i, i === 140 ? 'Zeineb' : `F${i}`));
    server.use(
      http.get(`${API}/api/tickets/event/e1`, ({ request }) => {
        const u = new URL(request.url);
        const page = Number(u.searchParams.get('page'));
        const limit = Number(u.searchParams.get('limit'));
        return HttpResponse.json({
          data: all.slice((page - 1) * limit, page * limit),
          pagination: { pages: Math.ceil(all.length / limit) },
        });
      }),
    );
    const res = await dataProvider.getList('tickets', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'purchaseDate', order: 'DESC' },
      filter: { eventId: 'e1', q: 'zeineb' },
    });
    expect(res.data.map((t) => t.ticketId)).toEqual(['TK-140']);
    expect(res.total).toBe(1);
    // Search over last name, full name, phone (spaces ignored) and ticket id, case-insensitively.
    const q = async (text: string) =>
      (
        await dataProvider.getList('tickets', {
          pagination: { page: 1, perPage: 20 },
          sort: { field: 'purchaseDate', order: 'DESC' },
          filter: { eventId: 'e1', q: text },
        })
      ).total;
    expect(await q('ZEINEB l')).toBe(1);
    expect(await q('tk-14')).toBe(11);
    expect(await q('2200 0000')).toBe(0);
    expect(await q('22000000')).toBe(150);
  });

  it('refuses a list without an event and the methods tickets do not have', async () => {
    const params = {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    await expect(dataProvider.getList('tickets', params)).rejects.toThrow(
      'tickets getList needs filter.eventId',
    );
    await expect(dataProvider.delete('tickets', { id: 'TK-1' })).rejects.toThrow(
      'tickets does not support delete',
    );
    await expect(dataProvider.getList('security-agents', params)).rejects.toThrow(
      'security-agents getList needs filter.eventId',
    );
    await expect(dataProvider.getOne('security-agents', { id: 'a' })).rejects.toThrow(
      'security-agents does not support getOne',
    );
  });

  it('sets a ticket status with PUT {status}', async () => {
    let body: unknown;
    server.use(
      http.put(`${API}/api/tickets/TK-1/status`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...tk(1), status: 'cancelled' } });
      }),
    );
    const { data: t } = await dataProvider.update('tickets', {
      id: 'TK-1',
      data: { status: 'cancelled' },
      previousData: { id: 'TK-1' },
    });
    expect(body).toEqual({ status: 'cancelled' });
    expect(t.status).toBe('cancelled');
  });
});
