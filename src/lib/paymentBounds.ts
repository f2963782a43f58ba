import { toMillimes } from '../contract/money';

/** What a reservation's payment entries leave room for, in integer millimes. */
export interface PaymentRoom {
  /** The rental amount (the reservation's total amount). */
  rental: number;
  /** What the agency may collect: the rental plus the car's security deposit (SPEC §9 invoice total). */
  due: number;
  /** Paid minus refunded: the money the agency holds for this reservation (never below 0). */
  held: number;
  /** What may still be paid (or announced as pending): due minus held, never below 0. */
  remaining: number;
  /** What may still be refunded, whatever the method: what was paid and not yet refunded. */
  refundable: number;
  /** What may still be refunded by each method: paid by it minus refunded by it (absent = 0). */
  refundableByMethod: Readonly<Record<string, number>>;
}

/**
 * The room a reservation's entries leave: a payment never exceeds what remains due (the rental plus
 * the deposit, which the agency collects at pick-up, SPEC §9) and a refund never exceeds what was
 * paid by that method and not yet refunded by it, so money goes back the way it came and the
 * collected total of a reservation stays between 0 and what is due. Pending entries are not money.
 */
export function paymentRoom(
  totalAmount: number | string,
  entries: ReadonlyArray<{ status: string; method?: string; amount: number | string }>,
  securityDeposit: number | string = 0,
): PaymentRoom {
  const rental = toMillimes(totalAmount);
  const due = rental + toMillimes(securityDeposit);
  let net = 0;
  const byMethod: Record<string, number> = {};
  for (const e of entries) {
    const sign = e.status === 'paid' ? 1 : e.status === 'refunded' ? -1 : 0;
    if (sign === 0) continue;
    net += sign * toMillimes(e.amount);
    const method = e.method ?? '';
    byMethod[method] = (byMethod[method] ?? 0) + sign * toMillimes(e.amount);
  }
  // Entries from before the bounds (a refund with no payment) must not widen the room.
  const held = Math.max(0, net);
  const refundableByMethod: Record<string, number> = {};
  for (const [method, amount] of Object.entries(byMethod)) {
    refundableByMethod[method] = Math.min(held, Math.max(0, amount));
  }
  return { rental, due, held, remaining: Math.max(0, due - held), refundable: held, refundableByMethod };
}

/**
 * The room an entry of this status (and method) may use: a refund takes from what was paid by its
 * method (from everything held when no method is named), the rest from what remains.
 */
export const roomFor = (status: string, room: PaymentRoom, method?: string): number => {
  if (status !== 'refunded') return room.remaining;
  return method === undefined ? room.refundable : (room.refundableByMethod[method] ?? 0);
};
