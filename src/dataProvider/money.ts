import simpleRestProvider from 'ra-data-simple-rest';
import type { RaRecord } from 'ra-core';
import { apiUrl } from '../api/config';
import { fetchJsonWithSession, httpClient } from '../api/httpClient';
import type { ApiPayment, ApiPaymentTotals, RecordPaymentBody } from '../contract/payments';
import { resourceProvider, type ResourceMethods } from './resourceProvider';
import { whenOffered } from '../authProvider/capabilities';
import type { Extension } from '../contract/extensions';
import {
  derivedPaymentTotals,
  derivedPaymentsPage,
  paymentsFromReservations,
} from '../lib/reservationPayments';
import { reservationMethods } from './reservations';

/**
 * The lists of the reference server's extensions (journal, payments, subscriptions) are endpoints in the simple-REST
 * dialect (`sort`/`range`/`filter` JSON parameters, `Content-Range`), so react-admin's own
 * ra-data-simple-rest reads them: server-side filters, sort and pages, nothing done here.
 * The API address is read at call time (runtime config), so the provider is built per call.
 */
const rest = () => simpleRestProvider(apiUrl('/api'), fetchJsonWithSession);

const nothing = () => ({ data: [], total: 0 });

/**
 * The reads of a simple-REST resource an extension serves: lists (and references) only. Without the
 * extension (or when its call answers 404) they read nothing and show no error; the screens that
 * need it are not offered then (authProvider.canAccess, useExtension).
 */
function restReads<R extends RaRecord>(
  resource: string,
  extension: Extension,
): Pick<ResourceMethods<R>, 'getList' | 'getManyReference'> {
  return {
    getList: (params) => whenOffered(extension, () => rest().getList<R>(resource, params), nothing),
    getManyReference: (params) =>
      whenOffered(extension, () => rest().getManyReference<R>(resource, params), nothing),
  };
}

export const journalDataProvider = resourceProvider('journal', restReads('journal', 'journal'));
export const subscriptionsDataProvider = resourceProvider(
  'subscriptions',
  restReads('subscriptions', 'subscriptions'),
);

/** SPEC's Paiements without the ledger: the reservations' payments (GET /api/reservations). */
const reservationPayments = async () => paymentsFromReservations(await reservationMethods.getReservations());

/**
 * Payments: the ledger read through simple-REST when the server keeps one, else the reservations'
 * payments, filtered, sorted and paged here; `create` records a payment on a reservation
 * (POST /api/reservations/{meta.reservationId}/payments, ledger only): an entry appended, never an edit.
 */
export const paymentsDataProvider = resourceProvider<ApiPayment, RecordPaymentBody>('payments', {
  getList: (params) =>
    whenOffered(
      'payments',
      () => rest().getList<ApiPayment>('payments', params),
      async () => derivedPaymentsPage(await reservationPayments(), params),
    ),
  getManyReference: (params) =>
    whenOffered(
      'payments',
      () => rest().getManyReference<ApiPayment>('payments', params),
      async () =>
        derivedPaymentsPage(
          (await reservationPayments()).filter((p) => String(p.reservationId) === String(params.id)),
          params,
        ),
    ),
  create: async (params) => {
    const meta = params.meta as { reservationId?: string; idempotencyKey?: string } | undefined;
    const reservationId = meta?.reservationId;
    if (!reservationId) throw new Error('payments.create needs meta.reservationId');
    // The submission's key: a retry of the same submission is recorded once.
    const answer = await httpClient<{ data: ApiPayment }>(
      `/api/reservations/${encodeURIComponent(reservationId)}/payments`,
      {
        method: 'POST',
        body: params.data,
        headers: meta.idempotencyKey ? { 'Idempotency-Key': meta.idempotencyKey } : undefined,
      },
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
  /**
   * The period's totals by method and status (the same figures as Reports): the ledger's, else
   * those of the reservations' payments, with the same calculation (src/lib/paymentTotals.ts).
   */
  getPaymentTotals: (filter: Record<string, unknown>) =>
    whenOffered(
      'payments',
      () =>
        httpClient<ApiPaymentTotals>(
          `/api/payments/totals?filter=${encodeURIComponent(JSON.stringify(filter))}`,
        ),
      async () => derivedPaymentTotals(await reservationPayments(), filter),
    ),
};
