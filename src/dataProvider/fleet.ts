import type { Identifier } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type { ApiCar, Availability, CarBody } from '../contract/rental';
import type { DatedAvailabilityQuery, DatedCar } from '../contract/fleetAvailability';
import { whenOffered } from '../authProvider/capabilities';
import { applyListQuery } from '../lib/listQuery';
import { unwrapList, unwrapOne } from './rentalEnvelope';
import { resourceProvider } from './resourceProvider';
import { withId, type WithId } from './withId';

export type Car = WithId<ApiCar>;
/** A car for a period: free or not, and why not (`reason`). */
export type CarForPeriod = WithId<DatedCar>;

const path = (id: Identifier) => `/api/rental-cars/fleet/${encodeURIComponent(String(id))}`;

/** GET /api/rental-cars/fleet: the API returns the whole fleet; filters and sort run here. */
async function getFleet(): Promise<Car[]> {
  return unwrapList<ApiCar>(await httpClient('/api/rental-cars/fleet'), 'cars').map((c) => withId(c));
}

/** SPEC §5 fleet filters: text over mark, model and plate; availability, category; min/max daily rate. */
const FLEET_QUERY = {
  search: [
    (c: Car) => c.mark,
    (c: Car) => c.model,
    (c: Car) => c.licensePlate,
    (c: Car) => `${c.mark} ${c.model}`,
  ],
  amount: (c: Car) => c.dailyRate,
};

/** The fleet's custom calls (SPEC §7), beside the resource. */
export const fleetMethods = {
  getFleet,
  /** GET /api/rental-cars/fleet/available: the vehicle picker of the reservation form. */
  async getAvailableCars(): Promise<Car[]> {
    return unwrapList<ApiCar>(await httpClient('/api/rental-cars/fleet/available'), 'cars').map((c) =>
      withId(c),
    );
  },
  /**
   * The vehicle picker for a period: with dated availability, every car, free or not and why
   * (GET .../fleet/available?from&to[&except]); on SPEC's API, today's available cars, all free.
   */
  getCarsForPeriod(period: DatedAvailabilityQuery): Promise<CarForPeriod[]> {
    const today = async () =>
      (await fleetMethods.getAvailableCars()).map((c) => ({ ...c, free: true, reason: null }));
    return whenOffered(
      'datedAvailability',
      async () => {
        const query = new URLSearchParams({ from: period.from, to: period.to });
        if (period.except) query.set('except', period.except);
        const body = await httpClient(`/api/rental-cars/fleet/available?${query}`);
        // A car without the dated fields (an answer that ignored the period) is one available now.
        return unwrapList<Partial<DatedCar> & ApiCar>(body, 'cars').map((c) =>
          withId({ ...c, free: c.free ?? true, reason: c.reason ?? null }),
        );
      },
      today,
    );
  },
  /** POST /api/rental-cars/upload-images (multipart, repeated `images` parts) → imageUrls. */
  async uploadCarImages(files: File[]): Promise<string[]> {
    const form = new FormData();
    for (const f of files) form.append('images', f, f.name);
    const body = await httpClient<{ imageUrls?: string[] }>('/api/rental-cars/upload-images', {
      method: 'POST',
      body: form,
    });
    return body?.imageUrls ?? [];
  },
  /** PUT /api/rental-cars/fleet/{id}/availability: the dropdown of each car. */
  async setCarAvailability(id: Identifier, availability: Availability): Promise<Car> {
    const body = await httpClient(`${path(id)}/availability`, { method: 'PUT', body: { availability } });
    return withId(unwrapOne<ApiCar>(body, 'car'));
  },
};

/**
 * react-admin resource 'fleet' (/dashboard/fleet) over /api/rental-cars/fleet. An update whose data
 * holds only `availability` is the dropdown's call (PUT .../availability); any other is the car form.
 */
export const fleetDataProvider = resourceProvider<Car>('fleet', {
  async getList(params) {
    return applyListQuery(await getFleet(), params, FLEET_QUERY);
  },
  async getOne({ id }) {
    const car = (await getFleet()).find((c) => c.id === String(id));
    if (!car) throw new Error('Voiture non trouvée');
    return { data: car };
  },
  async getMany({ ids }) {
    const wanted = new Set(ids.map(String));
    return { data: (await getFleet()).filter((c) => wanted.has(c.id)) };
  },
  async create({ data }) {
    const body = await httpClient('/api/rental-cars/fleet', { method: 'POST', body: data as CarBody });
    return { data: withId(unwrapOne<ApiCar>(body, 'car')) };
  },
  async update({ id, data }) {
    const keys = Object.keys(data ?? {});
    if (keys.length === 1 && keys[0] === 'availability' && data.availability) {
      return { data: await fleetMethods.setCarAvailability(id, data.availability) };
    }
    const body = await httpClient(path(id), { method: 'PUT', body: data as CarBody });
    return { data: withId(unwrapOne<ApiCar>(body, 'car')) };
  },
  async delete({ id, previousData }) {
    await httpClient(path(id), { method: 'DELETE' });
    return { data: previousData ?? { id } };
  },
});
