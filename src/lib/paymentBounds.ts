import { toMillimes } from '../contract/money';

/** What a reservation's payment entries leave room for, in integer millimes. */
export interface PaymentRoom {
  /** The reservation's total amount. */
  due: number;
  /** Paid minus refunded: the money the agency holds for this reservation (never below 0). */
  held: number;
  /** What may still be paid (or announced as pending): due minus held, never below 0. */
  remaining: number;
  /** What may still be refunded: what was paid and not yet refunded. */
  refundable: number;
}

/**
 * The room a reservation's entries leave: a payment never exceeds what remains to pay and a refund
 * never exceeds what was paid and not refunded, so the collected total of a reservation stays
 * between 0 and its amount. Pending entries are not money and do not count.
 */
export function paymentRoom(
  totalAmount: number | string,
  entries: ReadonlyArray<{ status: string; amount: number | string }>,
): PaymentRoom {
  const due = toMillimes(totalAmount);
  let net = 0;
  for (const e of entries) {
    if (e.status === 'paid') net += toMillimes(e.amount);
    else if (e.status === 'refunded') net -= toMillimes(e.amount);
  }
  // Entries from before the bounds (a refund with no payment) must not widen the room.
  const held = Math.max(0, net);
  return { due, held, remaining: Math.max(0, due - held), refundable: held };
}

/** The room an entry of this status may use: refunds take from what is held, the rest from what remains. */
export const roomFor = (status: string, room: PaymentRoom): number =>
  status === 'refunded' ? room.refundable : room.remaining;
