import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { reservationPayments, reservations } from '../db/schema';
import { newId } from '../lib/ids';
import { millimesToDecimal, toMillimes } from '../../src/contract/money';
import { writeJournal } from './journal';

type ReservationRow = typeof reservations.$inferSelect;

export interface PaymentInput {
  status: string;
  method: string;
  /** TND, validated (<= 3 decimals). */
  amount: number | string;
  paidAt?: Date;
}

/**
 * Appends a payment entry to a locked reservation, makes the reservation's paymentStatus and
 * paymentMethod those of this (latest) entry, and journals both, all in `tx`.
 */
export async function appendPayment(
  tx: Tx,
  reservation: ReservationRow,
  input: PaymentInput,
  who: { accountId: string; actorId: string | null; actor: string },
  idempotencyKey?: string | null,
) {
  const id = newId();
  const amount = millimesToDecimal(toMillimes(input.amount));
  const [row] = await tx
    .insert(reservationPayments)
    .values({
      id,
      reservationId: reservation.id,
      ownerId: reservation.ownerId,
      status: input.status,
      method: input.method,
      amount,
      paidAt: input.paidAt ?? new Date(),
      recordedBy: who.actorId,
    })
    .returning();
  await tx
    .update(reservations)
    .set({ paymentStatus: input.status, paymentMethod: input.method })
    .where(eq(reservations.id, reservation.id));
  await writeJournal(tx, who, [
    {
      action: 'payment.recorded',
      entity: 'reservation',
      entityId: reservation.id,
      before: {
        paymentStatus: reservation.paymentStatus,
        paymentMethod: reservation.paymentMethod,
        name: reservation.customerName,
      },
      after: {
        paymentStatus: input.status,
        paymentMethod: input.method,
        amount,
        paymentId: id,
      },
      idempotencyKey,
    },
  ]);
  return row;
}
