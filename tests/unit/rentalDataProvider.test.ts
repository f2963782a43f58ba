import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'ra-core';
import { server, API } from '../setup/msw';
import { fleetDataProvider, type Car } from '../../src/dataProvider/fleet';
import { reservationsDataProvider } from '../../src/dataProvider/reservations';
import { sampleCar, sampleReservation } from '../components/rentalHarness';

const cars = [
  sampleCar,
  {
    ...sampleCar,
    _id: 'b',
    licensePlate: '210 TU 5',
    mark: 'Citroën',
    model: 'C3',
    dailyRate: 120,
    availability: 'rented',
  },
  {
    ...sampleCar,
    _id: 'c',
    licensePlate: '230 TU 7',
    mark: 'Alfa',
    model: 'Giulia',
    dailyRate: 250,
    category: 'luxury',
  },
];

describe('fleet dataProvider', () => {
  it('filters (text, availability, category, rate range), sorts and pages the whole fleet in the browser', async () => {
    server.use(http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars })));
    const list = (filter: Record<string, unknown>, field = 'dailyRate', order: 'ASC' | 'DESC' = 'ASC') =>
      fleetDataProvider
        .getList<Car>('fleet', { filter, sort: { field, order }, pagination: { page: 1, perPage: 10 } })
        .then((r) => r.data.map((c) => c.id));
    expect(await list({})).toEqual([sampleCar._id, 'b', 'c']);
    expect(await list({}, 'mark', 'DESC')).toEqual([sampleCar._id, 'b', 'c']);
    expect(await list({}, 'mark', 'ASC')).toEqual(['c', 'b', sampleCar._id]);
    expect(await list({ q: 'CITRO' })).toEqual(['b']);
    expect(await list({ q: '200 tu' })).toEqual([sampleCar._id]);
    expect(await list({ availability: 'rented' })).toEqual(['b']);
    expect(await list({ category: 'luxury' })).toEqual(['c']);
    expect(await list({ min: 100, max: 200 })).toEqual(['b']);
    const page2 = await fleetDataProvider.getList('fleet', {
      filter: {},
      sort: { field: 'dailyRate', order: 'ASC' },
      pagination: { page: 2, perPage: 2 },
    });
    expect(page2).toMatchObject({ total: 3, data: [{ id: 'c' }] });
  });

  it('sends an availability-only update to PUT .../availability and says which methods it lacks', async () => {
    let hit = '';
    server.use(
      http.put(`${API}/api/rental-cars/fleet/:id/availability`, async ({ params, request }) => {
        hit = `${params.id} ${JSON.stringify(await request.json())}`;
        return HttpResponse.json({ car: { ...sampleCar, availability: 'maintenance' } });
      }),
    );
    const { data } = await fleetDataProvider.update('fleet', {
      id: sampleCar._id,
      data: { availability: 'maintenance' },
      previousData: { ...sampleCar, id: sampleCar._id },
    });
    expect(hit).toBe(`${sampleCar._id} {"availability":"maintenance"}`);
    expect(data).toMatchObject({ id: sampleCar._id, availability: 'maintenance' });
    await expect(fleetDataProvider.deleteMany('fleet', { ids: ['a'] })).rejects.toThrow(
      'fleet does not support deleteMany',
    );
    await expect(
      reservationsDataProvider.getManyReference('reservations', {
        target: 'carId',
        id: 'a',
        filter: {},
        sort: { field: 'id', order: 'ASC' },
        pagination: { page: 1, perPage: 1 },
      }),
    ).rejects.toThrow('reservations does not support getManyReference');
  });
});

describe('reservations dataProvider', () => {
  it('searches customer and car, filters by status and pickup day, and passes the field errors of a 400 on to the form', async () => {
    const other = {
      ...sampleReservation,
      _id: 'r2',
      customer: { ...sampleReservation.customer, name: 'Sami', email: 'sami@x.tn', phone: '98000111' },
      car: null,
      pickupDate: '2030-05-10',
      status: 'confirmed',
    };
    server.use(
      http.get(`${API}/api/reservations`, () =>
        HttpResponse.json({ reservations: [sampleReservation, other] }),
      ),
      http.post(`${API}/api/reservations`, () =>
        HttpResponse.json(
          {
            message: 'customer.email: Invalid email',
            errors: { 'customer.email': 'rental.validation.email' },
          },
          { status: 400 },
        ),
      ),
    );
    const ids = (filter: Record<string, unknown>) =>
      reservationsDataProvider
        .getList('reservations', {
          filter,
          sort: { field: 'id', order: 'ASC' },
          pagination: { page: 1, perPage: 9 },
        })
        .then((r: { data: Array<{ id: string; carId: string }> }) => r.data.map((x) => x.id));
    expect(await ids({ q: 'clio' })).toEqual([sampleReservation._id]);
    expect(await ids({ q: '98000' })).toEqual(['r2']);
    expect(await ids({ status: 'confirmed' })).toEqual(['r2']);
    expect(await ids({ startDate: '2030-04-01' })).toEqual(['r2']);
    expect(await ids({ endDate: '2030-03-01' })).toEqual([sampleReservation._id]);

    const err = await reservationsDataProvider.create('reservations', { data: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    // The server's field errors reach react-admin's form as they came: field path → message key.
    expect((err as HttpError).body).toMatchObject({
      errors: { 'customer.email': 'rental.validation.email' },
    });
  });
});
