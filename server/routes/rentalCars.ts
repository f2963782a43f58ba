import { Hono } from 'hono';
import { and, asc, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import { parseWith, readJson } from '../lib/validation';
import { pgErrorCode } from '../lib/dbErrors';
import { RENTAL_MESSAGES } from '../../src/contract/messages';
import { rentalValidation } from '../../src/i18n/en/validation';
import { badRequest, conflict, notFound } from '../lib/httpError';
import { newId } from '../lib/ids';
import { cars, reservations } from '../db/schema';
import { serializeCar } from '../serializers/rental';
import { availabilitySchema, carSchema, LIVE_STATUSES, MAX_CAR_IMAGES } from '../rental/schemas';
import { checkImage, readMultipart, storeImages } from '../rental/uploads';
import { holdUploadReferences } from '../uploads/sweep';
import { journalCar } from '../rental/carJournal';
import { journalUpload } from '../uploads/uploadJournal';
import { wallClock } from '../../src/lib/timeZone';
import { datedAvailabilityQuery, unavailableReason } from '../../src/contract/fleetAvailability';

export const CAR_NOT_FOUND = 'Voiture non trouvée';

/**
 * The agency already has this plate (migration 0720's unique index, the only unique key of a car
 * besides its random id): 409, the field's error a translation key the car form shows under it.
 */
const plateTaken = (err: unknown) =>
  pgErrorCode(err) === '23505'
    ? conflict(rentalValidation.plateTaken, { licensePlate: RENTAL_MESSAGES.plateTaken })
    : err;

/** SPEC §7 rental-cars rows: the owner's fleet, its availability and its pictures. */
export function rentalCarRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  app.use('*', requireAgency(deps));

  const listCars = async (ownerId: string, onlyAvailable = false) => {
    const where = onlyAvailable
      ? and(eq(cars.ownerId, ownerId), eq(cars.availability, 'available'))
      : eq(cars.ownerId, ownerId);
    const rows = await db.select().from(cars).where(where).orderBy(desc(cars.createdAt), asc(cars.id));
    return rows.map(serializeCar);
  };

  app.get('/', async (c) => c.json({ cars: await listCars(c.get('user').id) }));
  app.get('/fleet', async (c) => c.json({ cars: await listCars(c.get('user').id) }));
  /**
   * Every car with whether it is free from `from` to `to` (inclusive days) and why not: the same
   * overlap rule as a booking (server/rental/reservationStore.ts), the edited reservation excepted.
   */
  const datedCars = async (ownerId: string, query: unknown) => {
    const { from, to, except } = parseWith(datedAvailabilityQuery, query);
    const clauses = [
      eq(reservations.ownerId, ownerId),
      inArray(reservations.status, [...LIVE_STATUSES]),
      lte(reservations.pickupDate, to),
      gte(reservations.returnDate, from),
    ];
    if (except) clauses.push(ne(reservations.id, except));
    const busy = await db
      .selectDistinct({ carId: reservations.carId })
      .from(reservations)
      .where(and(...clauses));
    const booked = new Set(busy.map((r) => r.carId));
    // A car out today (even past its return date) is not free for a period that has begun.
    const today = wallClock(new Date(), deps.config.timeZone).date;
    return (await listCars(ownerId)).map((car) => {
      const reason = unavailableReason(
        car.availability,
        booked.has(car._id),
        car.availability === 'rented' && from <= today,
      );
      return { ...car, free: reason === null, reason };
    });
  };

  // SPEC's call without parameters: the cars available now. With `from` and `to`: dated availability.
  app.get('/fleet/available', async (c) => {
    const ownerId = c.get('user').id;
    const query = c.req.query();
    if (query.from === undefined && query.to === undefined)
      return c.json({ cars: await listCars(ownerId, true) });
    return c.json({ cars: await datedCars(ownerId, query) });
  });

  app.post('/upload-images', async (c) => {
    const tooMany = `images: at most ${MAX_CAR_IMAGES} images per car`;
    const body = await readMultipart(c, deps.config.dataDir, tooMany);
    try {
      const files = [...(body.parts.images ?? []), ...(body.parts['images[]'] ?? [])];
      if (files.length === 0) throw badRequest('images: at least one image is required');
      if (files.length > MAX_CAR_IMAGES) throw badRequest(tooMany);
      const checked = [];
      for (const f of files) checked.push(await checkImage('images', f));
      const imageUrls = await storeImages(deps.config.dataDir, 'cars', checked);
      await journalUpload(db, c.get('user'), 'car-images', imageUrls);
      return c.json({ imageUrls });
    } finally {
      await body.discard();
    }
  });

  app.post('/fleet', async (c) => {
    const body = await readJson(c, carSchema);
    // The images it names are attached under the upload lock: the sweep cannot delete them meanwhile.
    const row = await db
      .transaction(async (tx) => {
        await holdUploadReferences(tx);
        const [inserted] = await tx
          .insert(cars)
          .values({
            ...body,
            availability: body.availability ?? 'available',
            id: newId(),
            ownerId: c.get('user').id,
          })
          .returning();
        await journalCar(tx, c.get('user'), 'car.created', null, inserted);
        return inserted;
      })
      .catch((err: unknown) => {
        throw plateTaken(err);
      });
    return c.json({ car: serializeCar(row), message: 'Voiture ajoutée' }, 201);
  });

  app.put('/fleet/:id', async (c) => {
    const body = await readJson(c, carSchema);
    const { availability, ...rest } = body;
    const row = await db
      .transaction(async (tx) => {
        await holdUploadReferences(tx);
        const where = and(eq(cars.id, c.req.param('id')), eq(cars.ownerId, c.get('user').id));
        const [before] = await tx.select().from(cars).where(where).for('update');
        const [updated] = await tx
          .update(cars)
          .set(availability ? { ...rest, availability } : rest)
          .where(where)
          .returning();
        if (before && updated) await journalCar(tx, c.get('user'), 'car.updated', before, updated);
        return updated;
      })
      .catch((err: unknown) => {
        throw plateTaken(err);
      });
    if (!row) throw notFound(CAR_NOT_FOUND);
    return c.json({ car: serializeCar(row), message: 'Voiture mise à jour' });
  });

  app.put('/fleet/:id/availability', async (c) => {
    const { availability } = await readJson(c, availabilitySchema);
    const row = await db.transaction(async (tx) => {
      const where = and(eq(cars.id, c.req.param('id')), eq(cars.ownerId, c.get('user').id));
      const [before] = await tx.select().from(cars).where(where).for('update');
      const [updated] = await tx.update(cars).set({ availability }).where(where).returning();
      if (before && updated) await journalCar(tx, c.get('user'), 'car.availability', before, updated);
      return updated;
    });
    if (!row) throw notFound(CAR_NOT_FOUND);
    return c.json({ car: serializeCar(row), message: 'Disponibilité mise à jour' });
  });

  app.delete('/fleet/:id', async (c) => {
    const id = c.req.param('id');
    const ownerId = c.get('user').id;
    await db.transaction(async (tx) => {
      const [car] = await tx
        .select()
        .from(cars)
        .where(and(eq(cars.id, id), eq(cars.ownerId, ownerId)))
        .for('update');
      if (!car) throw notFound(CAR_NOT_FOUND);
      const live = await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.carId, id), inArray(reservations.status, [...LIVE_STATUSES])))
        .limit(1);
      if (live.length > 0)
        throw conflict(
          'Cette voiture a des réservations en cours : annulez-les ou terminez-les avant de la supprimer',
        );
      await tx.delete(cars).where(eq(cars.id, id));
      await journalCar(tx, c.get('user'), 'car.deleted', car, null);
    });
    return c.json({ message: 'Voiture supprimée' });
  });

  return app;
}
