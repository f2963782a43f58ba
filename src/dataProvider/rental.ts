import type { DataProvider, RaRecord } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type {
  ApiCar,
  ApiReservation,
  Availability,
  CarPayload,
  PublicReservationInvoice,
  ReservationPayload,
  ReservationStats,
  ReservationStatus,
} from '../contract/rental';

export type Car = ApiCar & { id: string };
export type Reservation = ApiReservation & { id: string };

const withId = <T extends { _id: string }>(x: T) => ({ ...x, id: x._id });

/** `{ cars }`, `{ data }`, `{ reservations }` or a bare array: SPEC §7 allows several envelopes. */
function unwrapList<T>(body: unknown, key: string): T[] {
  if (Array.isArray(body)) return body as T[];
  const o = (body ?? {}) as Record<string, unknown>;
  const inner = o[key] ?? o.data;
  if (Array.isArray(inner)) return inner as T[];
  if (inner && typeof inner === 'object' && Array.isArray((inner as Record<string, unknown>)[key]))
    return (inner as Record<string, T[]>)[key];
  return [];
}
function unwrapOne<T>(body: unknown, key: string): T {
  const o = (body ?? {}) as Record<string, unknown>;
  return (o[key] ?? o.data ?? body) as T;
}

export const rentalApi = {
  async getFleet(): Promise<Car[]> {
    return unwrapList<ApiCar>(await httpClient('/api/rental-cars/fleet'), 'cars').map(withId);
  },
  /** GET /api/rental-cars/fleet/available: the vehicle picker of the reservation form. */
  async getAvailableCars(): Promise<Car[]> {
    return unwrapList<ApiCar>(await httpClient('/api/rental-cars/fleet/available'), 'cars').map(withId);
  },
  async uploadCarImages(files: File[]): Promise<string[]> {
    const form = new FormData();
    for (const f of files) form.append('images', f, f.name);
    const body = await httpClient<{ imageUrls?: string[] }>('/api/rental-cars/upload-images', {
      method: 'POST',
      body: form,
    });
    return body?.imageUrls ?? [];
  },
  async setCarAvailability(id: string, availability: Availability): Promise<void> {
    await httpClient(`/api/rental-cars/fleet/${id}/availability`, { method: 'PUT', body: { availability } });
  },
  async getReservations(): Promise<Reservation[]> {
    return unwrapList<ApiReservation>(await httpClient('/api/reservations'), 'reservations').map(withId);
  },
  async getReservation(id: string): Promise<Reservation> {
    return withId(unwrapOne<ApiReservation>(await httpClient(`/api/reservations/${id}`), 'reservation'));
  },
  async getReservationStats(): Promise<ReservationStats> {
    return unwrapOne<ReservationStats>(await httpClient('/api/reservations/stats'), 'stats');
  },
  /** The status dropdown: PUT with `{ status }` only. */
  async setReservationStatus(id: string, status: ReservationStatus): Promise<void> {
    await httpClient(`/api/reservations/${id}`, { method: 'PUT', body: { status } });
  },
  /** POST /api/reservations/{id}/documents: licence front/back, CIN recto/verso (any subset). */
  async uploadReservationDocuments(
    id: string,
    files: Partial<Record<'driverLicenseFront' | 'driverLicenseBack' | 'cinRecto' | 'cinVerso', File>>,
  ): Promise<Reservation> {
    const form = new FormData();
    for (const [field, file] of Object.entries(files)) if (file) form.append(field, file, file.name);
    return withId(
      unwrapOne<ApiReservation>(
        await httpClient(`/api/reservations/${id}/documents`, { method: 'POST', body: form }),
        'reservation',
      ),
    );
  },
  /** Without a session: only what proves the invoice genuine. */
  async getPublicReservationInvoice(id: string): Promise<PublicReservationInvoice> {
    return unwrapOne<PublicReservationInvoice>(
      await httpClient(`/api/public/invoices/reservation/${id}`, { token: null }),
      'invoice',
    );
  },
};

/** Sorting and paging in the browser: the API returns whole lists. */
function page<T extends RaRecord>(
  all: T[],
  params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string } },
) {
  const list = [...all];
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  if (field && field !== 'id') {
    list.sort((a, b) => {
      const x = (a as Record<string, unknown>)[field] as string | number;
      const y = (b as Record<string, unknown>)[field] as string | number;
      return (x > y ? 1 : x < y ? -1 : 0) * (order === 'DESC' ? -1 : 1);
    });
  }
  const { page: p, perPage } = params.pagination ?? { page: 1, perPage: list.length || 1 };
  return { data: list.slice((p - 1) * perPage, p * perPage), total: list.length };
}

const notSupported = () => Promise.reject(new Error('Not supported'));

function listProvider<T extends RaRecord>(
  fetchAll: () => Promise<T[]>,
  fetchOne: (id: string) => Promise<T>,
  write: {
    create: (data: unknown) => Promise<T>;
    update: (id: string, data: unknown) => Promise<T>;
    remove: (id: string) => Promise<void>;
  },
): DataProvider {
  return {
    getList: async (_r, params) => page(await fetchAll(), params) as never,
    getOne: async (_r, { id }) => ({ data: await fetchOne(String(id)) }) as never,
    getMany: async (_r, { ids }) =>
      ({ data: (await fetchAll()).filter((x) => ids.map(String).includes(String(x.id))) }) as never,
    getManyReference: async (_r, params) => page(await fetchAll(), params) as never,
    create: async (_r, { data }) => ({ data: await write.create(data) }) as never,
    update: async (_r, { id, data }) => ({ data: await write.update(String(id), data) }) as never,
    updateMany: notSupported,
    delete: async (_r, { id, previousData }) => {
      await write.remove(String(id));
      return { data: previousData ?? { id } } as never;
    },
    deleteMany: async (_r, { ids }) => {
      for (const id of ids) await write.remove(String(id));
      return { data: ids } as never;
    },
  };
}

/** react-admin resource 'fleet' (/dashboard/fleet) over /api/rental-cars/fleet. */
export const fleetProvider = listProvider<Car>(
  rentalApi.getFleet,
  async (id) => {
    const car = (await rentalApi.getFleet()).find((c) => c.id === id);
    if (!car) throw new Error('Voiture non trouvée');
    return car;
  },
  {
    create: async (data) =>
      withId(
        unwrapOne<ApiCar>(
          await httpClient('/api/rental-cars/fleet', { method: 'POST', body: data as CarPayload }),
          'car',
        ),
      ),
    update: async (id, data) =>
      withId(
        unwrapOne<ApiCar>(
          await httpClient(`/api/rental-cars/fleet/${id}`, { method: 'PUT', body: data as CarPayload }),
          'car',
        ),
      ),
    remove: async (id) => {
      await httpClient(`/api/rental-cars/fleet/${id}`, { method: 'DELETE' });
    },
  },
);

/** react-admin resource 'reservations' (/dashboard/reservations) over /api/reservations. */
export const reservationsProvider = listProvider<Reservation>(
  rentalApi.getReservations,
  rentalApi.getReservation,
  {
    create: async (data) =>
      withId(
        unwrapOne<ApiReservation>(
          await httpClient('/api/reservations', { method: 'POST', body: data as ReservationPayload }),
          'reservation',
        ),
      ),
    update: async (id, data) =>
      withId(
        unwrapOne<ApiReservation>(
          await httpClient(`/api/reservations/${id}`, { method: 'PUT', body: data as ReservationPayload }),
          'reservation',
        ),
      ),
    remove: async (id) => {
      await httpClient(`/api/reservations/${id}`, { method: 'DELETE' });
    },
  },
);
