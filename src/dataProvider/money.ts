import simpleRestProvider from 'ra-data-simple-rest';
import type { RaRecord } from 'ra-core';
import { apiUrl } from '../api/config';
import { fetchJsonWithSession, httpClient } from '../api/httpClient';
import type { ApiPayment, ApiPaymentTotals, RecordPaymentBody } from '../contract/payments';
import { resourceProvider, type ResourceMethods } from './resourceProvider';

/**
 * Issue 18's lists (journal, payments, subscriptions) are our own endpoints in the simple-REST
 * dialect (`sort`/`range`/`filter` JSON parameters, `Content-Range`), so react-admin's own
 * ra-data-simple-rest reads them: server-side filters, sort and pages, nothing done here.
 * The API address is read at call time (runtime config), so the provider is built per call.
 */
const rest = () => simpleRestProvider(apiUrl('/api'), fetchJsonWithSession);

/** The reads of a simple-REST resource: lists (and references) only. */
function restReads<R extends RaRecord>(
  resource: string,
): Pick<ResourceMethods<R>, 'getList' | 'getManyReference'> {
  return {
    getList: (params) => rest().getList<R>(resource, params),
    getManyReference: (params) => rest().getManyReference<R>(resource, params),
  };
}

export const journalDataProvider = resourceProvider('journal', restReads('journal'));
export const subscriptionsDataProvider = resourceProvider('subscriptions', restReads('subscriptions'));

/**
 * Payments: read through simple-REST; `create` records a payment on a reservation
 * (POST /api/reservations/{meta.reservationId}/payments): an entry appended, never an edit.
 */
export const paymentsDataProvider = resourceProvider<ApiPayment, RecordPaymentBody>('payments', {
  ...restReads<ApiPayment>('payments'),
  create: async (params) => {
    const reservationId = (params.meta as { reservationId?: string } | undefined)?.reservationId;
    if (!reservationId) throw new Error('payments.create needs meta.reservationId');
    const answer = await httpClient<{ data: ApiPayment }>(
      `/api/reservations/${encodeURIComponent(reservationId)}/payments`,
      { method: 'POST', body: params.data },
    );
    return { data: answer.data };
  },
});

export const moneyResources = {
  journal: journalDataProvider,
  payments: paymentsDataProvider,
  subscriptions: subscriptionsDataProvider,
};

export const moneyMethods = {
  /** The period's totals by method and status (the same figures as Reports). */
  getPaymentTotals: (filter: Record<string, unknown>) =>
    httpClient<ApiPaymentTotals>(`/api/payments/totals?filter=${encodeURIComponent(JSON.stringify(filter))}`),
};
