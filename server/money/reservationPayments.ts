import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { cars, reservationPayments, reservations } from '../db/schema';
import { newId } from '../lib/ids';
import { millimesToDecimal, toMillimes } from '../../src/contract/money';
import { paymentRoom, roomFor, type PaymentRoom } from '../../src/lib/paymentBounds';
import { conflict } from '../lib/httpError';
import { writeJournal } from './journal';

type ReservationRow = typeof reservations.$inferSelect;

export interface PaymentInput {
  status: string;
  method: string;
  /** TND, validated (<= 3 decimals). */
  amount: number | string;
  paidAt?: Date;
}

/** What a reservation's entries leave room for; call with the reservation row locked (FOR UPDATE). */
export async function roomOf(tx: Tx, reservation: ReservationRow): Promise<PaymentRoom> {
  const entries = await tx
    .select({
      status: reservationPayments.status,
      method: reservationPayments.method,
      amount: reservationPayments.amount,
    })
    .from(reservationPayments)
    .where(eq(reservationPayments.reservationId, reservation.id));
  // The deposit is collected with the rental (SPEC §9: the invoice total is rental + deposit).
  const [car] = await tx
    .select({ securityDeposit: cars.securityDeposit })
    .from(cars)
    .where(eq(cars.id, reservation.carId));
  return paymentRoom(reservation.totalAmount, entries, car?.securityDeposit ?? 0);
}

/**
 * The amount an entry recorded by a status change (not typed by anyone) carries: the rental amount
 * (the deposit is recorded as its own payment), cut to what the entries leave room for (a refund to
 * what was paid by the reservation's method), so flipping the status back and forth never makes
 * the collected total exceed what is due or go below 0.
 */
export async function statusChangeAmount(
  tx: Tx,
  reservation: ReservationRow,
  status: string,
  method: string = reservation.paymentMethod,
) {
  const room = await roomOf(tx, reservation);
  return millimesToDecimal(Math.min(room.rental, roomFor(status, room, method)));
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
      idempotencyKey: idempotencyKey ?? null,
    })
    // The unique (owner, key) index: one entry per key, even once the stored answer has expired.
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('This Idempotency-Key was already used for a payment');
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
