import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps, AppEnv, UserRow } from '../env';
import { requireAgency } from '../auth/middleware';
import { parseWith, readJson } from '../lib/validation';
import { badRequest, conflict, notFound } from '../lib/httpError';
import { newId } from '../lib/ids';
import { cars, reservationPayments, reservations, type VerificationDocuments } from '../db/schema';
import { serializeReservation, type CarRow } from '../serializers/rental';
import { LIVE_STATUSES, reservationSchema, statusOnlySchema } from '../rental/schemas';
import { priceReservation } from '../rental/pricing';
import { assertNoOverlap, lockCar, syncCarAvailability } from '../rental/reservationStore';
import { checkImage, readMultipart, storeImages, type CheckedImage } from '../rental/uploads';
import type { MultipartBody } from '../uploads/multipart';
import type { Tx } from '../db/client';
import { documentPaths, removeUnreferencedDocuments, signDocuments } from '../uploads/documents';
import { holdUploadReferences } from '../uploads/sweep';
import { byAccount, writeJournal } from '../money/journal';
import { appendPayment, statusChangeAmount } from '../money/reservationPayments';
import { journalReservationEdit } from '../rental/reservationJournal';
import { DOCUMENT_FIELDS, isDocumentField } from '../../src/contract/documents';
import { MONEY_PAYMENT_STATUSES, RESERVATION_HAS_PAYMENTS } from '../../src/contract/reservationDeletion';

export const RESERVATION_NOT_FOUND = 'Réservation non trouvée';
const CAR_NOT_FOUND = 'Voiture non trouvée';
const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

/** SPEC §7 reservations rows, plus POST /{id}/documents for the customer's verification documents. */
export function reservationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  app.use('*', requireAgency(deps));
  /** The owner's view: identity documents as short-lived signed links, never bare file paths. */
  const serialize = (...args: Parameters<typeof serializeReservation>) => {
    const out = serializeReservation(...args);
    return {
      ...out,
      customer: {
        ...out.customer,
        verificationDocuments: signDocuments(deps.config.jwtSecret, out.customer.verificationDocuments),
      },
    };
  };

  const loadOne = async (id: string, ownerId: string) => {
    const [row] = await db
      .select()
      .from(reservations)
      .leftJoin(cars, eq(cars.id, reservations.carId))
      .where(and(eq(reservations.id, id), eq(reservations.ownerId, ownerId)));
    if (!row) throw notFound(RESERVATION_NOT_FOUND);
    return serialize(row.reservations, row.cars);
  };

  const lockReservation = async (tx: Tx, id: string, ownerId: string) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, id), eq(reservations.ownerId, ownerId)))
      .for('update');
    if (!row) throw notFound(RESERVATION_NOT_FOUND);
    return row;
  };

  app.get('/', async (c) => {
    const rows = await db
      .select()
      .from(reservations)
      .leftJoin(cars, eq(cars.id, reservations.carId))
      .where(eq(reservations.ownerId, c.get('user').id))
      .orderBy(desc(reservations.createdAt), asc(reservations.id));
    return c.json({ reservations: rows.map((r) => serialize(r.reservations, r.cars)) });
  });

  app.get('/stats', async (c) => {
    const [s] = await db
      .select({
        totalReservations: sql<number>`count(*)::int`,
        pendingReservations: sql<number>`(count(*) filter (where ${reservations.status} = 'pending'))::int`,
        activeReservations: sql<number>`(count(*) filter (where ${reservations.status} = 'active'))::int`,
        totalRevenue: sql<string>`coalesce(sum(${reservations.totalAmount}) filter (where ${reservations.status} = 'completed'), 0)::text`,
      })
      .from(reservations)
      .where(eq(reservations.ownerId, c.get('user').id));
    return c.json({ stats: { ...s, totalRevenue: Number(s.totalRevenue) } });
  });

  app.get('/:id', async (c) => c.json({ data: await loadOne(c.req.param('id'), c.get('user').id) }));

  app.post('/', async (c) => {
    const body = await readJson(c, reservationSchema);
    const ownerId = c.get('user').id;
    const id = newId();
    await db.transaction(async (tx) => {
      const car = await lockCar(tx, body.carId, ownerId);
      if (!car) throw notFound(CAR_NOT_FOUND);
      const status = body.status ?? 'pending';
      if (isLive(status)) await assertNoOverlap(tx, car.id, body.pickupDate, body.returnDate);
      const price = priceReservation(
        car.dailyRate,
        body.pickupDate,
        body.returnDate,
        deps.config.commissionRate,
      );
      await tx.insert(reservations).values({
        id,
        ownerId,
        carId: car.id,
        customerName: body.customer.name,
        customerEmail: body.customer.email,
        customerPhone: body.customer.phone,
        licenseNumber: body.customer.licenseNumber,
        cinNumber: body.customer.cinNumber || null,
        pickupDate: body.pickupDate,
        returnDate: body.returnDate,
        pickupTime: body.pickupTime ?? null,
        returnTime: body.returnTime ?? null,
        pickupLocation: body.pickupLocation,
        returnLocation: body.returnLocation,
        dailyRate: car.dailyRate,
        ...price,
        status,
        paymentStatus: body.paymentStatus ?? 'pending',
        paymentMethod: body.paymentMethod ?? 'cash',
        notes: body.notes ?? '',
      });
      await syncCarAvailability(tx, car, { id, status });
      const who = byAccount(c.get('user'));
      await writeJournal(tx, who, [
        {
          action: 'reservation.created',
          entity: 'reservation',
          entityId: id,
          before: null,
          after: { status, name: body.customer.name },
        },
      ]);
      // The reservation's first payment entry: what the form said about the payment.
      const [created] = await tx.select().from(reservations).where(eq(reservations.id, id));
      await appendPayment(
        tx,
        created,
        {
          status: created.paymentStatus,
          method: created.paymentMethod,
          amount: created.totalAmount,
        },
        who,
      );
    });
    return c.json({ data: await loadOne(id, ownerId), message: 'Réservation créée' }, 201);
  });

  app.put('/:id', async (c) => {
    const raw = await readJson(c, z.record(z.string(), z.unknown()));
    const id = c.req.param('id');
    const ownerId = c.get('user').id;
    const full = 'customer' in raw || 'carId' in raw;
    await db.transaction(async (tx) => {
      const current = await lockReservation(tx, id, ownerId);
      if (!full) {
        const patch = parseWith(statusOnlySchema, raw);
        const car = await lockCar(tx, current.carId, ownerId);
        const status = patch.status ?? current.status;
        if (isLive(status) && !isLive(current.status)) {
          await assertNoOverlap(tx, current.carId, current.pickupDate, current.returnDate, id);
        }
        if (patch.status) await tx.update(reservations).set({ status }).where(eq(reservations.id, id));
        await journalChanges(tx, c.get('user'), current, { status, ...patch });
        if (car && patch.status && patch.status !== current.status)
          await syncCarAvailability(tx, car, { id, status });
        return;
      }
      const body = parseWith(reservationSchema, raw);
      const carIds = [...new Set([current.carId, body.carId])].sort();
      const locked = new Map<string, CarRow>();
      for (const carId of carIds) {
        const car = await lockCar(tx, carId, ownerId);
        if (car) locked.set(carId, car);
      }
      const car = locked.get(body.carId);
      if (!car) throw notFound(CAR_NOT_FOUND);
      const status = body.status ?? current.status;
      if (isLive(status)) await assertNoOverlap(tx, car.id, body.pickupDate, body.returnDate, id);
      const sameCar = car.id === current.carId;
      const rate = sameCar ? current.dailyRate : car.dailyRate;
      await tx
        .update(reservations)
        .set({
          carId: car.id,
          customerName: body.customer.name,
          customerEmail: body.customer.email,
          customerPhone: body.customer.phone,
          licenseNumber: body.customer.licenseNumber,
          ...(body.customer.cinNumber !== undefined ? { cinNumber: body.customer.cinNumber || null } : {}),
          pickupDate: body.pickupDate,
          returnDate: body.returnDate,
          ...(body.pickupTime !== undefined ? { pickupTime: body.pickupTime } : {}),
          ...(body.returnTime !== undefined ? { returnTime: body.returnTime } : {}),
          pickupLocation: body.pickupLocation,
          returnLocation: body.returnLocation,
          dailyRate: rate,
          ...priceReservation(rate, body.pickupDate, body.returnDate, deps.config.commissionRate),
          status,
          notes: body.notes ?? '',
        })
        .where(eq(reservations.id, id));
      const [edited] = await tx.select().from(reservations).where(eq(reservations.id, id));
      await journalReservationEdit(tx, c.get('user'), current, edited);
      await journalChanges(tx, c.get('user'), current, {
        status,
        paymentStatus: body.paymentStatus,
        paymentMethod: body.paymentMethod,
      });
      const previousCar = locked.get(current.carId);
      if (!sameCar && previousCar && current.status === 'active')
        await syncCarAvailability(tx, previousCar, { id, status: current.status }, true);
      if (status !== current.status || !sameCar) await syncCarAvailability(tx, car, { id, status });
    });
    return c.json({ data: await loadOne(id, ownerId), message: 'Réservation mise à jour' });
  });

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const ownerId = c.get('user').id;
    const documents = await db.transaction(async (tx) => {
      const current = await lockReservation(tx, id, ownerId);
      // The lock on the reservation holds off a payment being recorded meanwhile.
      const [money] = await tx
        .select({ id: reservationPayments.id })
        .from(reservationPayments)
        .where(
          and(
            eq(reservationPayments.reservationId, id),
            inArray(reservationPayments.status, [...MONEY_PAYMENT_STATUSES]),
          ),
        )
        .limit(1);
      if (money) throw conflict(RESERVATION_HAS_PAYMENTS.message);
      const car = await lockCar(tx, current.carId, ownerId);
      await tx.delete(reservations).where(eq(reservations.id, id));
      await writeJournal(tx, byAccount(c.get('user')), [
        {
          action: 'reservation.deleted',
          entity: 'reservation',
          entityId: id,
          before: {
            status: current.status,
            paymentStatus: current.paymentStatus,
            name: current.customerName,
          },
          after: null,
        },
      ]);
      if (car && current.status === 'active') await syncCarAvailability(tx, car, current, true);
      return documentPaths(current.verificationDocuments);
    });
    // The customer's licence and CIN pictures go with the reservation.
    await removeUnreferencedDocuments(db, deps.config.dataDir, documents);
    return c.json({ message: 'Réservation supprimée' });
  });

  app.post('/:id/documents', async (c) => {
    const id = c.req.param('id');
    const ownerId = c.get('user').id;
    await loadOne(id, ownerId);
    const body = await readMultipart(c, deps.config.dataDir, TOO_MANY_DOCUMENTS);
    let checked: CheckedImage[];
    let cin: string | undefined;
    let urls: string[];
    try {
      ({ checked, cin } = await checkDocuments(body.parts));
      urls = await storeImages(deps.config.dataDir, 'documents', checked);
    } finally {
      await body.discard();
    }
    const replaced = await db.transaction(async (tx) => {
      await holdUploadReferences(tx);
      const current = await lockReservation(tx, id, ownerId);
      const docs: VerificationDocuments = { ...(current.verificationDocuments ?? {}) };
      const before = documentPaths(docs);
      checked.forEach((img, i) => {
        if (isDocumentField(img.field)) docs[img.field] = urls[i];
      });
      if (checked.length > 0) docs.uploadedAt = new Date().toISOString();
      await tx
        .update(reservations)
        .set({
          verificationDocuments: docs,
          ...(typeof cin === 'string' ? { cinNumber: cin.trim() || null } : {}),
        })
        .where(eq(reservations.id, id));
      await writeJournal(tx, byAccount(c.get('user')), [
        {
          action: 'document.uploaded',
          entity: 'reservation',
          entityId: id,
          before: {
            name: current.customerName,
            documents: DOCUMENT_FIELDS.filter((f) => current.verificationDocuments?.[f]),
          },
          after: {
            documents: checked.map((img) => img.field),
            ...(typeof cin === 'string' ? { cinNumber: cin.trim() || null } : {}),
          },
        },
      ]);
      return before.filter((p) => !documentPaths(docs).includes(p));
    });
    await removeUnreferencedDocuments(db, deps.config.dataDir, replaced);
    return c.json({ data: await loadOne(id, ownerId), message: 'Documents enregistrés' });
  });

  return app;
}

/**
 * Journals a reservation's status change, and turns a payment status or method change made from
 * the list or the form into a new payment entry (for the reservation's amount): the reservation's
 * payment always follows its latest entry.
 */
async function journalChanges(
  tx: Tx,
  user: UserRow,
  current: typeof reservations.$inferSelect,
  next: { status: string; paymentStatus?: string; paymentMethod?: string },
) {
  const who = byAccount(user);
  if (next.status !== current.status) {
    await writeJournal(tx, who, [
      {
        action: 'reservation.status',
        entity: 'reservation',
        entityId: current.id,
        before: { status: current.status, name: current.customerName },
        after: { status: next.status },
      },
    ]);
  }
  const paymentStatus = next.paymentStatus ?? current.paymentStatus;
  const paymentMethod = next.paymentMethod ?? current.paymentMethod;
  if (paymentStatus !== current.paymentStatus || paymentMethod !== current.paymentMethod) {
    const [fresh] = await tx.select().from(reservations).where(eq(reservations.id, current.id));
    await appendPayment(
      tx,
      { ...fresh, paymentStatus: current.paymentStatus, paymentMethod: current.paymentMethod },
      {
        status: paymentStatus,
        method: paymentMethod,
        amount: await statusChangeAmount(tx, fresh, paymentStatus, paymentMethod),
      },
      who,
    );
  }
}

const TOO_MANY_DOCUMENTS = `Send one image at most for each of ${DOCUMENT_FIELDS.join(', ')}`;

/** The documents' parts: one image at most per document field, and the CIN number if sent. */
async function checkDocuments(parts: MultipartBody['parts']) {
  const checked: CheckedImage[] = [];
  for (const field of DOCUMENT_FIELDS) {
    const files = parts[field] ?? [];
    if (files.length > 1) throw badRequest(`${field}: one image only`);
    if (files.length === 1) checked.push(await checkImage(field, files[0]));
  }
  const cinPart = parts.cinNumber?.[0];
  const cin = typeof cinPart === 'string' ? cinPart : undefined;
  if (checked.length === 0 && cin === undefined) {
    throw badRequest(`Send at least one of ${DOCUMENT_FIELDS.join(', ')}`);
  }
  if (cin !== undefined && cin.trim().length > 30)
    throw badRequest('cinNumber: must be at most 30 characters');
  return { checked, cin };
}
