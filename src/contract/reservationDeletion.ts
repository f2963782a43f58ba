/**
 * Money is never erased: DELETE /api/reservations/{id} on a reservation whose payments moved money
 * (a paid or refunded entry) is refused with 409 and this message, and the reservation is left as
 * it was. The screens translate `key` and offer to cancel the reservation instead, which keeps its
 * payments in every total and list.
 */
export const RESERVATION_HAS_PAYMENTS = {
  status: 409,
  key: 'rental.reservations.hasPayments',
  message:
    'Cette réservation a des paiements enregistrés : elle ne peut pas être supprimée. Annulez-la à la place.',
} as const;

/** The payment statuses that are money (a pending entry is a promise, not a movement). */
export const MONEY_PAYMENT_STATUSES = ['paid', 'refunded'] as const;
