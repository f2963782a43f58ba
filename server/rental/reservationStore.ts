import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { cars, reservations } from '../db/schema';
import { conflict } from '../lib/httpError';
import { LIVE_STATUSES } from './schemas';
import type { CarRow, ReservationRow } from '../serializers/rental';

export const OVERLAP_MESSAGE = 'Cette voiture est déjà réservée sur cette période';

/** Locks the owner's car row: every booking decision on one car is taken one at a time. */
export async function lockCar(tx: Tx, carId: string, ownerId: string): Promise<CarRow | undefined> {
  const [car] = await tx
    .select()
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.ownerId, ownerId)))
    .for('update');
  return car;
}

/** Refuses a live reservation overlapping another live one on the same car (calendar days, inclusive). */
export async function assertNoOverlap(
  tx: Tx,
  carId: string,
  pickupDate: string,
  returnDate: string,
  exceptId?: string,
) {
  const conditions = [
    eq(reservations.carId, carId),
    inArray(reservations.status, [...LIVE_STATUSES]),
    lte(reservations.pickupDate, returnDate),
    gte(reservations.returnDate, pickupDate),
  ];
  if (exceptId) conditions.push(ne(reservations.id, exceptId));
  const clash = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(...conditions))
    .limit(1);
  if (clash.length > 0) throw conflict(OVERLAP_MESSAGE);
}

/**
 * Car availability follows the reservation (the car row is already locked): active → rented;
 * completed or cancelled → available again, unless the car is in maintenance or another
 * reservation of it is still active.
 */
export async function syncCarAvailability(
  tx: Tx,
  car: CarRow,
  reservation: Pick<ReservationRow, 'id' | 'status'>,
  removed = false,
) {
  if (!removed && reservation.status === 'active') {
    if (car.availability !== 'rented')
      await tx.update(cars).set({ availability: 'rented' }).where(eq(cars.id, car.id));
    return;
  }
  const releases = removed || reservation.status === 'completed' || reservation.status === 'cancelled';
  if (!releases || car.availability === 'maintenance' || car.availability === 'available') return;
  const otherActive = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.carId, car.id),
        eq(reservations.status, 'active'),
        ne(reservations.id, reservation.id),
      ),
    )
    .limit(1);
  if (otherActive.length === 0)
    await tx.update(cars).set({ availability: 'available' }).where(eq(cars.id, car.id));
}
