import type { GetListParams, Identifier } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type { ApiTicket, NewTicket, TicketDetail, TicketListResponse, TicketStats } from '../contract/events';
import { applyListQuery, type ListQuerySpec } from '../lib/listQuery';
import { ticketCodePath, ticketReissuePath, type TicketCodeResponse } from '../contract/signedTickets';
import { resourceProvider } from './resourceProvider';
import { unsupported } from './unsupported';
import { withId, type WithId } from './withId';

export const TICKETS_PAGE_SIZE = 20;
/** Largest page the API serves; used to walk all pages for search, sort and CSV export. */
const FETCH_ALL_PAGE = 100;

/** A ticket's react-admin id is its public ticketId: the one PUT /api/tickets/{ticketId}/status and the detail route use. */
export type TicketRecord = WithId<ApiTicket>;
const toRecord = <T extends ApiTicket>(t: T): WithId<T> => withId(t, 'ticketId');
const enc = (v: Identifier) => encodeURIComponent(String(v));

async function fetchPage(eventId: Identifier, page: number, limit: number, status?: unknown) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (typeof status === 'string' && status && status !== 'all') query.set('status', status);
  return httpClient<TicketListResponse>(`/api/tickets/event/${enc(eventId)}?${query}`);
}

/** Every ticket of an event (optionally of one status), page after page. */
export async function fetchAllTickets(eventId: Identifier, status?: unknown): Promise<TicketRecord[]> {
  const first = await fetchPage(eventId, 1, FETCH_ALL_PAGE, status);
  const out = [...first.data];
  for (let page = 2; page <= (first.pagination?.pages ?? 1); page++)
    out.push(...(await fetchPage(eventId, page, FETCH_ALL_PAGE, status)).data);
  return out.map(toRecord);
}

/** SPEC §5 ticket search: client-side over first name, last name, phone and ticket id. */
export const TICKET_QUERY: ListQuerySpec<TicketRecord> = {
  search: [
    (t) => t.customerInfo?.firstName,
    (t) => t.customerInfo?.lastName,
    (t) => `${t.customerInfo?.firstName ?? ''} ${t.customerInfo?.lastName ?? ''}`,
    (t) => t.customerInfo?.phoneNumber,
    (t) => t.customerInfo?.phoneNumber?.replace(/\s+/g, ''),
    (t) => t.ticketId,
  ],
};

/** What the new-ticket form sends: the body, and the event when the form carries it. */
type NewTicketForm = NewTicket & { eventId?: Identifier };

/** GET /api/tickets/{ticketId} (extension): the ticket with its event. */
async function getTicket(ticketId: Identifier) {
  const { data } = await httpClient<{ data: TicketDetail }>(`/api/tickets/${enc(ticketId)}`);
  return toRecord(data);
}

/** PUT /api/tickets/{ticketId}/status; the saved ticket when the API returns it. */
async function setStatus(ticketId: Identifier, status: unknown) {
  const res = await httpClient<{ data?: ApiTicket }>(`/api/tickets/${enc(ticketId)}/status`, {
    method: 'PUT',
    body: { status },
  });
  return res?.data ? toRecord(res.data) : null;
}

/** The API's own order (newest purchase first): pages can come straight from the server. */
const serverOrder = (sort: GetListParams['sort'] | undefined) =>
  !sort?.field || (sort.field === 'purchaseDate' && sort.order === 'DESC');

/**
 * Tickets of one event (filter.eventId required), 20 per page with the status filter on the server
 * (GET /api/tickets/event/{id}?page&limit=20&status). The search (filter.q, client-side per SPEC §5),
 * another sort than the API's, or a page larger than the API serves (CSV export) walk all pages of
 * that status and apply the list query here, once.
 */
export const ticketsDataProvider = resourceProvider<TicketRecord, NewTicketForm>('tickets', {
  async getList(params) {
    const { eventId, status, q } = params.filter ?? {};
    if (!eventId) throw new Error('tickets getList needs filter.eventId');
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? TICKETS_PAGE_SIZE;
    const searching = typeof q === 'string' && q.trim() !== '';
    if (searching || !serverOrder(params.sort) || perPage > FETCH_ALL_PAGE) {
      const all = await fetchAllTickets(eventId, status);
      return applyListQuery(
        all,
        { filter: searching ? { q } : {}, sort: params.sort, pagination: { page, perPage } },
        TICKET_QUERY,
      );
    }
    const res = await fetchPage(eventId, page, perPage, status);
    const pages = res.pagination?.pages ?? 1;
    const data = res.data.map(toRecord);
    const total =
      res.pagination?.total ?? (page >= pages ? (page - 1) * perPage + data.length : pages * perPage);
    return { data, total };
  },
  async getOne(params) {
    return { data: await getTicket(params.id) };
  },
  async getMany(params) {
    return { data: await Promise.all(params.ids.map(getTicket)) };
  },
  /** POST /api/tickets/event/{id} (extension): issues one ticket; the event comes as meta.eventId. */
  async create(params) {
    const eventId = params.meta?.eventId ?? params.data?.eventId;
    if (!eventId) throw new Error('tickets create needs meta.eventId');
    const body = { customerInfo: params.data.customerInfo, priceTier: params.data.priceTier };
    const res = await httpClient<{ data: ApiTicket }>(`/api/tickets/event/${enc(eventId)}`, {
      method: 'POST',
      body,
    });
    return { data: toRecord(res.data) };
  },
  /** PUT /api/tickets/{ticketId}/status: cancel (active → cancelled) or reactivate (cancelled → active). */
  async update(params) {
    const saved = await setStatus(params.id, params.data.status);
    const { previousData } = params;
    return { data: saved ?? { ...previousData, status: params.data.status ?? previousData.status } };
  },
  async updateMany(params) {
    for (const id of params.ids) await setStatus(id, params.data.status);
    return { data: params.ids };
  },
  delete: unsupported('tickets', 'delete (tickets are cancelled, not deleted)'),
  deleteMany: unsupported('tickets', 'deleteMany (tickets are cancelled, not deleted)'),
});

export const ticketMethods = {
  /** GET /api/tickets/event/{id}/stats (bare object, or wrapped in data). */
  async getTicketStats(eventId: Identifier): Promise<TicketStats> {
    const res = await httpClient<TicketStats | { data: TicketStats }>(
      `/api/tickets/event/${enc(eventId)}/stats`,
    );
    return 'data' in res ? res.data : res;
  },
  /** GET /api/tickets/{ticketId}/code (extension signedTickets): the ticket's signed QR code. */
  async getTicketCode(ticketId: Identifier): Promise<TicketCodeResponse['data']> {
    return (await httpClient<TicketCodeResponse>(ticketCodePath(String(ticketId)))).data;
  },
  /** POST /api/tickets/{ticketId}/reissue (extension signedTickets): a new code, the old ones revoked. */
  async reissueTicketCode(ticketId: Identifier): Promise<TicketCodeResponse['data']> {
    return (
      await httpClient<TicketCodeResponse>(ticketReissuePath(String(ticketId)), {
        method: 'POST',
        body: { confirm: true },
      })
    ).data;
  },
};
