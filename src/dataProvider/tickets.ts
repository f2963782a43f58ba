import type { DataProvider, Identifier } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type { ApiTicket, NewTicket, TicketDetail, TicketListResponse, TicketStats } from '../contract/events';
import { filterTickets } from '../lib/ticketSearch';

export const TICKETS_PAGE_SIZE = 20;
/** Largest page the API serves; used to walk all pages for search and CSV export. */
const FETCH_ALL_PAGE = 100;

export type TicketRecord = ApiTicket & { id: string };
const withId = (t: ApiTicket): TicketRecord => ({ ...t, id: t._id });
const enc = (v: Identifier) => encodeURIComponent(String(v));

async function fetchPage(eventId: Identifier, page: number, limit: number, status?: string) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status && status !== 'all') query.set('status', status);
  return httpClient<TicketListResponse>(`/api/tickets/event/${enc(eventId)}?${query}`);
}

/** Every ticket of an event (optionally of one status), page after page. */
export async function fetchAllTickets(eventId: Identifier, status?: string): Promise<TicketRecord[]> {
  const first = await fetchPage(eventId, 1, FETCH_ALL_PAGE, status);
  const out = [...first.data];
  for (let page = 2; page <= (first.pagination?.pages ?? 1); page++)
    out.push(...(await fetchPage(eventId, page, FETCH_ALL_PAGE, status)).data);
  return out.map(withId);
}

/**
 * Tickets of one event (filter.eventId required), 20 per page with the status filter on the server.
 * SPEC §5: the search (filter.q) is client-side, so a search walks all pages and pages the matches here.
 */
export const ticketsDataProvider: DataProvider = {
  async getList(_resource, params) {
    const { eventId, status, q } = params.filter ?? {};
    if (!eventId) return { data: [], total: 0 };
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? TICKETS_PAGE_SIZE;
    if (typeof q === 'string' && q.trim()) {
      const matches = filterTickets(await fetchAllTickets(eventId, status), q);
      return { data: matches.slice((page - 1) * perPage, page * perPage), total: matches.length } as never;
    }
    const res = await fetchPage(eventId, page, perPage, status);
    const pages = res.pagination?.pages ?? 1;
    const data = res.data.map(withId);
    const total =
      res.pagination?.total ?? (page >= pages ? (page - 1) * perPage + data.length : pages * perPage);
    return { data, total } as never;
  },
  async getOne(_resource, params) {
    const { data } = await httpClient<{ data: TicketDetail }>(`/api/tickets/${enc(params.id)}`);
    return { data: { ...data, id: data.ticketId } } as never;
  },
  async getMany() {
    return { data: [] };
  },
  async getManyReference() {
    return { data: [], total: 0 };
  },
  async create() {
    throw new Error('Use createTicket(eventId, ticket)');
  },
  async update(_resource, params) {
    const t = await ticketMethods.setTicketStatus(String(params.id), String(params.data.status));
    return { data: t } as never;
  },
  async updateMany() {
    return { data: [] };
  },
  async delete() {
    throw new Error('Tickets are cancelled, not deleted');
  },
  async deleteMany() {
    return { data: [] };
  },
};

export const ticketMethods = {
  fetchAllTickets,
  /** GET /api/tickets/event/{id}/stats (bare object, or wrapped in data). */
  async getTicketStats(eventId: Identifier): Promise<TicketStats> {
    const res = await httpClient<TicketStats | { data: TicketStats }>(
      `/api/tickets/event/${enc(eventId)}/stats`,
    );
    return 'data' in res ? res.data : res;
  },
  /** PUT /api/tickets/{ticketId}/status. */
  async setTicketStatus(ticketId: string, status: string): Promise<TicketRecord> {
    const res = await httpClient<{ data: ApiTicket }>(`/api/tickets/${enc(ticketId)}/status`, {
      method: 'PUT',
      body: { status },
    });
    return withId(res.data);
  },
  /** POST /api/tickets/event/{id} (extension): issues one ticket. */
  async createTicket(eventId: Identifier, ticket: NewTicket): Promise<TicketRecord> {
    const res = await httpClient<{ data: ApiTicket }>(`/api/tickets/event/${enc(eventId)}`, {
      method: 'POST',
      body: ticket,
    });
    return withId(res.data);
  },
  /** GET /api/tickets/{ticketId} (extension). */
  async getTicket(ticketId: string): Promise<TicketDetail> {
    const res = await httpClient<{ data: TicketDetail }>(`/api/tickets/${enc(ticketId)}`);
    return res.data;
  },
};
