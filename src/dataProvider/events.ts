import type { GetListParams, GetListResult, Identifier } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type { ApiEvent, EventListResponse, EventStats } from '../contract/events';
import type { CurrentEventResponse } from '../contract/session';
import { applyListQuery } from '../lib/listQuery';
import { resourceProvider } from './resourceProvider';
import { withId, type WithId } from './withId';

export const EVENTS_PAGE_SIZE = 10;
/** The events list's order: the latest start first. */
export const EVENTS_LIST_SORT = { field: 'startDate', order: 'DESC' } as const;

export type EventRecord = WithId<ApiEvent>;
const path = (id: Identifier) => `/api/events/${encodeURIComponent(String(id))}`;

/** GET /api/events for one page of the events list, optionally filtered by computed status. */
function eventsListPath(page: number, perPage: number, status?: string): string {
  const query = new URLSearchParams({ page: String(page), limit: String(perPage) });
  if (status && status !== 'all') query.set('status', status);
  return `/api/events?${query}`;
}

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

async function getEvent(id: Identifier): Promise<EventRecord> {
  const { data } = await httpClient<{ data: ApiEvent }>(path(id));
  return withId(data);
}

/** PUT /api/events/{id}: only {isActive} when that is all that changes (Activate/Deactivate), else the full body. */
async function updateEvent(id: Identifier, data: Partial<ApiEvent>): Promise<EventRecord> {
  const keys = Object.keys(data ?? {});
  const body = keys.length === 1 && keys[0] === 'isActive' ? { isActive: data.isActive } : eventPayload(data);
  const res = await httpClient<{ data: ApiEvent }>(path(id), { method: 'PUT', body });
  return withId(res.data);
}

/** Largest page the API serves; used to walk all pages for another sort and CSV export. */
const FETCH_ALL_PAGE = 100;

/** The API's own order (latest start first): pages can come straight from the server. */
const serverOrder = (sort: GetListParams['sort'] | undefined) =>
  !sort?.field || (sort.field === 'startDate' && sort.order === 'DESC');

/** Every event of the organiser (optionally of one computed status), page after page. */
async function fetchAllEvents(status: unknown): Promise<EventRecord[]> {
  const st = typeof status === 'string' ? status : undefined;
  const first = await httpClient<EventListResponse>(eventsListPath(1, FETCH_ALL_PAGE, st));
  const out = [...first.data];
  for (let page = 2; page <= (first.pagination?.pages ?? 1); page++)
    out.push(...(await httpClient<EventListResponse>(eventsListPath(page, FETCH_ALL_PAGE, st))).data);
  return out.map((e) => withId(e));
}

/** One page of GET /api/events as react-admin's list result. */
function listPage(res: EventListResponse, page: number, perPage: number): GetListResult<EventRecord> {
  const pages = res.pagination?.pages ?? 1;
  const data = res.data.map((e) => withId(e));
  // SPEC gives only pagination.pages: the total is exact when the server adds it, else bounded by pages.
  const total =
    res.pagination?.total ?? (page >= pages ? (page - 1) * perPage + data.length : pages * perPage);
  return { data, total };
}

/**
 * SPEC §7 events calls as a react-admin DataProvider: GET /api/events?page&limit=10&status, the
 * status filter on the server. Another sort than the API's, or a page larger than the API serves
 * (CSV export), walks all pages of that status and sorts and pages here.
 */
export const eventsDataProvider = resourceProvider<EventRecord>('events', {
  async getList(params) {
    const perPageAsked = params.pagination?.perPage ?? EVENTS_PAGE_SIZE;
    if (!serverOrder(params.sort) || perPageAsked > FETCH_ALL_PAGE) {
      const all = await fetchAllEvents(params.filter?.status);
      return applyListQuery(all, { sort: params.sort, pagination: params.pagination });
    }
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? EVENTS_PAGE_SIZE;
    const res = await httpClient<EventListResponse>(eventsListPath(page, perPage, params.filter?.status));
    return listPage(res, page, perPage);
  },
  async getOne(params) {
    return { data: await getEvent(params.id) };
  },
  async getMany(params) {
    return { data: await Promise.all(params.ids.map(getEvent)) };
  },
  async create(params) {
    const res = await httpClient<{ data: ApiEvent }>('/api/events', {
      method: 'POST',
      body: eventPayload(params.data),
    });
    return { data: withId(res.data) };
  },
  async update(params) {
    return { data: await updateEvent(params.id, params.data) };
  },
  async updateMany(params) {
    for (const id of params.ids) await updateEvent(id, params.data);
    return { data: params.ids };
  },
  async delete(params) {
    await httpClient(path(params.id), { method: 'DELETE' });
    return { data: params.previousData ?? { id: params.id } };
  },
  async deleteMany(params) {
    for (const id of params.ids) await httpClient(path(id), { method: 'DELETE' });
    return { data: params.ids };
  },
});

export type CurrentEvent = EventRecord | null;

export const eventMethods = {
  /** GET /api/events/current → the live event or null. */
  async getCurrentEvent(): Promise<CurrentEvent> {
    const { data } = await httpClient<CurrentEventResponse>('/api/events/current');
    return data ? withId(data) : null;
  },
  /** GET /api/events/{id}/stats → data. */
  async getEventStats(id: Identifier): Promise<EventStats> {
    const res = await httpClient<{ data: EventStats }>(`${path(id)}/stats`);
    return res.data;
  },
};
