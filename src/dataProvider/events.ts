import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type { ApiEvent, EventListResponse, EventStats } from '../contract/events';
import { EVENTS_PAGE_SIZE, eventsListPath } from './eventsListPath';

export { EVENTS_PAGE_SIZE };

export type EventRecord = ApiEvent & { id: string };
const withId = (e: ApiEvent): EventRecord => ({ ...e, id: e._id });
const path = (id: Identifier) => `/api/events/${encodeURIComponent(String(id))}`;

/** The body of POST/PUT /api/events: only the fields of SPEC §3, numbers parsed. */
export function eventPayload(data: Partial<ApiEvent>) {
  return {
    name: data.name,
    description: data.description,
    category: data.category,
    color: data.color,
    image: data.image ?? '',
    video: data.video ?? '',
    location: {
      name: data.location?.name,
      address: data.location?.address,
      coordinates: {
        latitude: Number(data.location?.coordinates?.latitude),
        longitude: Number(data.location?.coordinates?.longitude),
      },
    },
    startDate: data.startDate,
    endDate: data.endDate,
    startTime: data.startTime,
    endTime: data.endTime,
    priceTiers: (data.priceTiers ?? []).map((t) => ({
      ...(t._id ? { _id: t._id } : {}),
      name: t.name,
      description: t.description ?? '',
      price: Number(t.price),
      totalTickets: Number(t.totalTickets),
    })),
  };
}

/** SPEC §7 events calls as a react-admin DataProvider (page size 10, status filter on the server). */
export const eventsDataProvider: DataProvider = {
  async getList(_resource, params) {
    const page = params.pagination?.page ?? 1;
    const res = await httpClient<EventListResponse>(
      eventsListPath(page, params.pagination?.perPage ?? EVENTS_PAGE_SIZE, params.filter?.status),
    );
    const pages = res.pagination?.pages ?? 1;
    const perPage = params.pagination?.perPage ?? EVENTS_PAGE_SIZE;
    const data = res.data.map(withId);
    // SPEC gives only pagination.pages: the total is exact when the server adds it, else bounded by pages.
    const total =
      res.pagination?.total ?? (page >= pages ? (page - 1) * perPage + data.length : pages * perPage);
    return { data, total } as never;
  },
  async getOne(_resource, params) {
    const { data } = await httpClient<{ data: ApiEvent }>(path(params.id));
    return { data: withId(data) } as never;
  },
  async getMany(resource, params) {
    const data = await Promise.all(
      params.ids.map(async (id) => (await eventsDataProvider.getOne(resource, { id })).data),
    );
    return { data };
  },
  async getManyReference() {
    return { data: [], total: 0 };
  },
  async create(_resource, params) {
    const res = await httpClient<{ data: ApiEvent }>('/api/events', {
      method: 'POST',
      body: eventPayload(params.data),
    });
    return { data: withId(res.data) } as never;
  },
  async update(_resource, params) {
    const keys = Object.keys(params.data ?? {});
    const body =
      keys.length === 1 && keys[0] === 'isActive'
        ? { isActive: params.data.isActive }
        : eventPayload(params.data);
    const res = await httpClient<{ data: ApiEvent }>(path(params.id), { method: 'PUT', body });
    return { data: withId(res.data) } as never;
  },
  async updateMany(resource, params) {
    for (const id of params.ids)
      await eventsDataProvider.update(resource, { id, data: params.data, previousData: { id } as RaRecord });
    return { data: params.ids };
  },
  async delete(_resource, params) {
    await httpClient(path(params.id), { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },
  async deleteMany(resource, params) {
    for (const id of params.ids) await eventsDataProvider.delete(resource, { id });
    return { data: params.ids };
  },
};

export const eventMethods = {
  /** GET /api/events/{id}/stats → data. */
  async getEventStats(id: Identifier): Promise<EventStats> {
    const res = await httpClient<{ data: EventStats }>(`${path(id)}/stats`);
    return res.data;
  },
  /** PUT /api/events/{id} with only {isActive}. */
  async setEventActive(id: Identifier, isActive: boolean): Promise<EventRecord> {
    const res = await httpClient<{ data: ApiEvent }>(path(id), { method: 'PUT', body: { isActive } });
    return withId(res.data);
  },
};
