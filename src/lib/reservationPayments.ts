import type { ApiPayment, ApiPaymentTotals } from '../contract/payments';
import type { ApiReservation } from '../contract/rental';
import { applyListQuery, matchesFilter, type ListQueryParams, type ListQuerySpec } from './listQuery';
import { paymentTotals } from './paymentTotals';
import { reservationInvoiceNumber } from '../contract/rental';

/**
 * Paiements on SPEC's calls alone (no payments ledger on the server): each reservation of
 * GET /api/reservations is its one payment, with the reservation's payment status and method, its
 * total amount and its creation date (SPEC §3 has no payment date). Ids are the reservation's, so a
 * row links to its reservation as a ledger entry does.
 */
export function paymentsFromReservations(
  reservations: ReadonlyArray<
    Pick<
      ApiReservation,
      '_id' | 'customer' | 'car' | 'paymentStatus' | 'paymentMethod' | 'totalAmount' | 'createdAt'
    >
  >,
): ApiPayment[] {
  return reservations.map((r) => ({
    id: r._id,
    reservationId: r._id,
    invoiceNumber: reservationInvoiceNumber(r._id),
    customerName: r.customer?.name ?? '',
    car: r.car
      ? { mark: r.car.mark, model: r.car.model, year: r.car.year, licensePlate: r.car.licensePlate }
      : null,
    status: r.paymentStatus,
    method: r.paymentMethod,
    amount: Number(r.totalAmount ?? 0),
    paidAt: r.createdAt,
    createdAt: r.createdAt,
    recordedBy: null,
  }));
}

/** The ledger's filters, on derived rows: text over customer, plate and invoice; the period over the date. */
export const PAYMENT_QUERY: ListQuerySpec<ApiPayment> = {
  search: [(p) => p.customerName, (p) => p.car?.licensePlate, (p) => p.invoiceNumber, (p) => p.reservationId],
  amount: (p) => p.amount,
  date: (p) => p.paidAt,
};

/** A page of the derived payments, as react-admin's getList answers. */
export const derivedPaymentsPage = (payments: readonly ApiPayment[], params: ListQueryParams) =>
  applyListQuery(payments, params, PAYMENT_QUERY);

/** The totals of the derived payments the filter keeps: the figures Paiements and Reports show. */
export const derivedPaymentTotals = (
  payments: readonly ApiPayment[],
  filter: Record<string, unknown>,
): ApiPaymentTotals => paymentTotals(payments.filter((p) => matchesFilter(p, filter, PAYMENT_QUERY)));
