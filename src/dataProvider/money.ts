import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type CreateParams, type DataProvider } from 'ra-core';
import { apiUrl } from '../api/config';
import { getToken } from '../api/token';
import { httpClient } from '../api/httpClient';
import type { ApiPayment, ApiPaymentTotals, RecordPaymentBody } from '../contract/payments';
import { unsupported } from './unsupported';

/**
 * Issue 18's lists (journal, payments, subscriptions) are our own endpoints in the simple-REST
 * dialect (`sort`/`range`/`filter` JSON parameters, `Content-Range`), so react-admin's own
 * ra-data-simple-rest reads them: server-side filters, sort and pages, nothing done here.
 */
const restClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

// The API address is read at call time (runtime config), so the provider is built per call.
const rest = () => simpleRestProvider(apiUrl('/api'), restClient);

/** A read-only simple-REST resource: lists (and references) only. */
function readOnly(resource: string): DataProvider {
  return {
    getList: (r, p) => rest().getList(r, p),
    getManyReference: (r, p) => rest().getManyReference(r, p),
    getOne: unsupported(resource, 'getOne'),
    getMany: unsupported(resource, 'getMany'),
    create: unsupported(resource, 'create'),
    update: unsupported(resource, 'update'),
    updateMany: unsupported(resource, 'updateMany'),
    delete: unsupported(resource, 'delete'),
    deleteMany: unsupported(resource, 'deleteMany'),
  };
}

export const journalDataProvider = readOnly('journal') satisfies DataProvider;
export const subscriptionsDataProvider = readOnly('subscriptions') satisfies DataProvider;

/**
 * Payments: read through simple-REST; `create` records a payment on a reservation
 * (POST /api/reservations/{meta.reservationId}/payments): an entry appended, never an edit.
 */
export const paymentsDataProvider = {
  ...readOnly('payments'),
  create: async (_resource: string, params: CreateParams) => {
    const reservationId = (params.meta as { reservationId?: string } | undefined)?.reservationId;
    if (!reservationId) throw new Error('payments.create needs meta.reservationId');
    const answer = await httpClient<{ data: ApiPayment }>(
      `/api/reservations/${encodeURIComponent(reservationId)}/payments`,
      { method: 'POST', body: params.data as RecordPaymentBody },
    );
    return { data: answer.data };
  },
} as DataProvider;

export const moneyResources = {
  journal: journalDataProvider,
  payments: paymentsDataProvider,
  subscriptions: subscriptionsDataProvider,
} satisfies Record<string, DataProvider>;

export const moneyMethods = {
  /** The period's totals by method and status (the same figures as Reports). */
  getPaymentTotals: (filter: Record<string, unknown>) =>
    httpClient<ApiPaymentTotals>(`/api/payments/totals?filter=${encodeURIComponent(JSON.stringify(filter))}`),
};
