import { httpClient } from '../api/httpClient';
import type { ApiPayment, ApiPaymentTotals, RecordPaymentBody } from '../contract/payments';
import { resourceProvider } from './resourceProvider';
import { simpleRest } from './simpleRest';
import { whenOffered } from '../authProvider/capabilities';
import {
  derivedPaymentTotals,
  derivedPaymentsPage,
  paymentsFromReservations,
} from '../lib/reservationPayments';
import { reservationMethods } from './reservations';

/** SPEC's Paiements without the ledger: the reservations' payments (GET /api/reservations). */
const reservationPayments = async () => paymentsFromReservations(await reservationMethods.getReservations());

/**
 * Payments: the ledger read through simple-REST (./simpleRest.ts) when the server keeps one, else the reservations'
 * payments, filtered, sorted and paged here; `create` records a payment on a reservation
 * (POST /api/reservations/{meta.reservationId}/payments, ledger only): an entry appended, never an edit.
 */
export const paymentsDataProvider = resourceProvider<ApiPayment, RecordPaymentBody>('payments', {
  getList: (params) =>
    whenOffered(
      'payments',
      () => simpleRest().getList<ApiPayment>('payments', params),
      async () => derivedPaymentsPage(await reservationPayments(), params),
    ),
  getManyReference: (params) =>
    whenOffered(
      'payments',
      () => simpleRest().getManyReference<ApiPayment>('payments', params),
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
