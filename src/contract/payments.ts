import { z } from 'zod';
import { RENTAL_MESSAGES as M } from './messages';
import { money } from './primitives';
import { readMillimes } from './money';
import { roomFor, type PaymentRoom } from '../lib/paymentBounds';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from './rental';

/**
 * Reservation payments (issue 18): the body of `POST /api/reservations/{id}/payments` and the
 * shapes of the payment and journal lists. A payment is an entry appended to the reservation's
 * history; a refund is a new entry, never an edit.
 */
// The rental contract's enums, written once there.
export const PAYMENT_STATUS_LIST: readonly PaymentStatus[] = PAYMENT_STATUSES;
export const PAYMENT_METHOD_LIST: readonly PaymentMethod[] = PAYMENT_METHODS;

/** Upper bound of one payment: far above any rental, far below numeric(14,3) overflow. */
export const MAX_PAYMENT = 10_000_000;

/** Starts with a calendar day that exists: Date.parse alone rolls 2026-02-30 over to 2 March. */
const isRealDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.getUTCMonth() === Number(m[2]) - 1 && day.getUTCDate() === Number(m[3]);
};

export const recordPaymentSchema = z.object({
  status: z.enum(PAYMENT_STATUSES, { error: M.choice }),
  method: z.enum(PAYMENT_METHODS, { error: M.choice }),
  amount: money(3, { positive: true, messages: M }).refine((n) => n <= MAX_PAYMENT, M.tooLarge),
  /** When the money moved (defaults to now): an ISO date or date-time, not in the future. */
  paidAt: z
    .string({ error: M.date })
    .max(40, M.date)
    .refine((s) => isRealDate(s) && !Number.isNaN(Date.parse(s)), M.date)
    .refine((s) => Date.parse(s) <= Date.now() + 60_000, M.futureDate)
    .optional(),
});
export type RecordPaymentBody = z.input<typeof recordPaymentSchema>;

/**
 * The payment body against what the reservation leaves room for (src/lib/paymentBounds.ts): a
 * payment (or pending entry) at most what remains due, a refund at most what was paid by its method
 * and not refunded, and `paidAt` not before the reservation was made (`notBefore`, its createdAt).
 * The server checks it under a row lock on the reservation; the form checks it before sending.
 */
export const boundedPaymentSchema = (room: PaymentRoom, notBefore?: string | Date) =>
  recordPaymentSchema.superRefine((body, ctx) => {
    const earliest = notBefore === undefined ? Number.NaN : new Date(notBefore).getTime();
    // A date alone (no time) is that whole day: it is not before a reservation made later that day.
    const paidAt = body.paidAt && (body.paidAt.length === 10 ? `${body.paidAt}T23:59:59.999Z` : body.paidAt);
    if (paidAt && Date.parse(paidAt) < earliest) {
      ctx.addIssue({ code: 'custom', path: ['paidAt'], message: M.beforeReservation });
    }
    const millimes = readMillimes(body.amount);
    if (millimes === null || millimes <= roomFor(body.status, room, body.method)) return;
    const refund = body.status === 'refunded';
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      message: !refund
        ? M.overRemaining
        : millimes <= room.refundable
          ? M.overRefundableMethod
          : M.overRefundable,
    });
  });

export interface ApiPaymentCar {
  mark: string;
  model: string;
  year: number;
  licensePlate: string;
}

/** A row of GET /api/payments (and of GET /api/reservations/{id}/payments). */
export interface ApiPayment {
  id: string;
  reservationId: string;
  invoiceNumber: string;
  customerName: string;
  car: ApiPaymentCar | null;
  status: PaymentStatus;
  method: PaymentMethod;
  amount: number;
  paidAt: string;
  createdAt: string;
  recordedBy: string | null;
}

export interface MoneyTotal {
  count: number;
  amount: number;
}

/** GET /api/payments/totals: the period's totals by method and by status. */
export interface ApiPaymentTotals {
  byMethod: Record<PaymentMethod, MoneyTotal>;
  byStatus: Record<PaymentStatus, MoneyTotal>;
  /** Paid minus refunded: the money kept over the period. */
  collected: number;
}

/** A row of GET /api/journal. */
export interface ApiJournalEntry {
  id: string;
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  idempotencyKey: string | null;
  createdAt: string;
}

/** A row of GET /api/subscriptions. */
export interface ApiSubscriptionRow {
  id: string;
  paymentNumber: string;
  dateTime: string;
  customerFullName: string;
  amount: number;
  startDateTime: string;
  expiryDateTime: string;
}
