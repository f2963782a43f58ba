import { Hono } from 'hono';
import { z } from 'zod';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import { cars, reservationPayments, reservations } from '../db/schema';
import { fieldRefusal, readJson } from '../lib/validation';
import { HttpError, notFound } from '../lib/httpError';
import { isoDateFilter, parseListQuery } from '../lib/simpleRest';
import { anyContains, listSpec, ordered, simpleRestList, withinDays } from '../lib/simpleRestList';
import { reservationInvoiceNumber } from '../../src/contract/rental';
import { appendPayment, roomOf } from '../money/reservationPayments';
import { answerStored, idempotent } from '../money/idempotency';
import { byAccount } from '../money/journal';
import {
  PAYMENT_METHOD_LIST,
  PAYMENT_STATUS_LIST,
  boundedPaymentSchema,
  recordPaymentSchema,
  type ApiPayment,
} from '../../src/contract/payments';
import { paymentTotals } from '../../src/lib/paymentTotals';
import { RESERVATION_NOT_FOUND } from './reservations';

const paymentFilter = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(PAYMENT_STATUS_LIST).optional(),
  method: z.enum(PAYMENT_METHOD_LIST).optional(),
  reservationId: z.string().max(24).optional(),
  startDate: isoDateFilter.optional(),
  endDate: isoDateFilter.optional(),
});
type PaymentFilter = z.infer<typeof paymentFilter>;

const SORTABLE = {
  paidAt: reservationPayments.paidAt,
  amount: reservationPayments.amount,
  status: reservationPayments.status,
  method: reservationPayments.method,
  customerName: reservations.customerName,
} as const;

type Joined = {
  reservation_payments: typeof reservationPayments.$inferSelect;
  reservations: typeof reservations.$inferSelect | null;
  cars: typeof cars.$inferSelect | null;
};

function serializePayment(r: Joined): ApiPayment {
  const p = r.reservation_payments;
  return {
    id: p.id,
    reservationId: p.reservationId,
    invoiceNumber: reservationInvoiceNumber(p.reservationId),
    customerName: r.reservations?.customerName ?? '',
    car: r.cars
      ? { mark: r.cars.mark, model: r.cars.model, year: r.cars.year, licensePlate: r.cars.licensePlate }
      : null,
    status: p.status as ApiPayment['status'],
    method: p.method as ApiPayment['method'],
    amount: Number(p.amount),
    paidAt: p.paidAt.toISOString(),
    createdAt: p.createdAt.toISOString(),
    recordedBy: p.recordedBy,
  };
}

function conditions(ownerId: string, f: PaymentFilter): SQL | undefined {
  const where: SQL[] = [
    eq(reservationPayments.ownerId, ownerId),
    ...withinDays(reservationPayments.paidAt, f),
  ];
  if (f.status) where.push(eq(reservationPayments.status, f.status));
  if (f.method) where.push(eq(reservationPayments.method, f.method));
  if (f.reservationId) where.push(eq(reservationPayments.reservationId, f.reservationId));
  if (f.q)
    where.push(
      anyContains(f.q, [reservations.customerName, cars.licensePlate, reservationPayments.reservationId]),
    );
  return and(...where);
}

const PAYMENT_LIST = listSpec({
  resource: 'payments',
  sortable: SORTABLE,
  defaultSort: ['paidAt', 'DESC'],
  filter: paymentFilter,
});

/** GET /api/payments (simple-REST list of every payment entry) and GET /api/payments/totals. */
export function paymentsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  app.use('*', requireAgency(deps));

  const joined = () =>
    db
      .select()
      .from(reservationPayments)
      .leftJoin(reservations, eq(reservations.id, reservationPayments.reservationId))
      .leftJoin(cars, eq(cars.id, reservations.carId));

  app.get(
    '/',
    simpleRestList(PAYMENT_LIST, async ({ sort, filter, limit, offset }, c) => {
      const cond = conditions(c.get('user').id, filter);
      const [{ total }] = await db
        .select({ total: count() })
        .from(reservationPayments)
        .leftJoin(reservations, eq(reservations.id, reservationPayments.reservationId))
        .leftJoin(cars, eq(cars.id, reservations.carId))
        .where(cond);
      const rows = await joined()
        .where(cond)
        .orderBy(ordered(SORTABLE[sort.field], sort.order), ordered(reservationPayments.seq, sort.order))
        .limit(limit)
        .offset(offset);
      return { rows: rows.map(serializePayment), total };
    }),
  );

  app.get('/totals', async (c) => {
    const { filter } = parseListQuery(c, {
      sortable: ['paidAt'],
      defaultSort: ['paidAt', 'DESC'],
      filter: paymentFilter,
    });
    const rows = await db
      .select({
        status: reservationPayments.status,
        method: reservationPayments.method,
        amount: reservationPayments.amount,
      })
      .from(reservationPayments)
      .leftJoin(reservations, eq(reservations.id, reservationPayments.reservationId))
      .leftJoin(cars, eq(cars.id, reservations.carId))
      .where(conditions(c.get('user').id, filter));
    return c.json(paymentTotals(rows));
  });
  return app;
}

/** POST and GET /api/reservations/{id}/payments: a reservation's payment entries. */
export function reservationPaymentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  app.use('/:id/payments', requireAgency(deps));

  app.get('/:id/payments', async (c) => {
    const ownerId = c.get('user').id;
    const id = c.req.param('id');
    const rows = await db
      .select()
      .from(reservationPayments)
      .leftJoin(reservations, eq(reservations.id, reservationPayments.reservationId))
      .leftJoin(cars, eq(cars.id, reservations.carId))
      .where(and(eq(reservationPayments.reservationId, id), eq(reservationPayments.ownerId, ownerId)))
      .orderBy(desc(reservationPayments.seq));
    if (rows.length === 0) {
      const [exists] = await db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.id, id), eq(reservations.ownerId, ownerId)));
      if (!exists) throw notFound(RESERVATION_NOT_FOUND);
    }
    return c.json(rows.map(serializePayment));
  });

  app.post('/:id/payments', async (c) => {
    const body = await readJson(c, recordPaymentSchema);
    const user = c.get('user');
    const id = c.req.param('id');
    const key = c.req.header('Idempotency-Key');
    const result = await idempotent(
      db,
      { userId: user.id, key, route: `reservations/${id}/payments`, request: body },
      async (tx) => {
        // The row lock serialises payments on one reservation: two parallel ones cannot both use the room.
        const [current] = await tx
          .select()
          .from(reservations)
          .where(and(eq(reservations.id, id), eq(reservations.ownerId, user.id)))
          .for('update');
        if (!current) throw notFound(RESERVATION_NOT_FOUND);
        const room = await roomOf(tx, current);
        const bounded = boundedPaymentSchema(room, current.createdAt).safeParse(body);
        if (!bounded.success) {
          const issue = bounded.error.issues[0];
          const field = issue?.path[0] === 'paidAt' ? 'paidAt' : 'amount';
          const refusal = fieldRefusal(field, issue?.message ?? '');
          throw new HttpError(422, refusal.message, refusal.errors);
        }
        const row = await appendPayment(
          tx,
          current,
          { ...body, paidAt: body.paidAt ? new Date(body.paidAt) : undefined },
          byAccount(user),
          key ?? null,
        );
        const [joinedRow] = await tx
          .select()
          .from(reservationPayments)
          .leftJoin(reservations, eq(reservations.id, reservationPayments.reservationId))
          .leftJoin(cars, eq(cars.id, reservations.carId))
          .where(eq(reservationPayments.id, row.id));
        return {
          status: 201 as const,
          body: {
            data: serializePayment(joinedRow),
            reservation: { paymentStatus: body.status, paymentMethod: body.method },
            message: 'Paiement enregistré',
          },
        };
      },
    );
    return answerStored(c, result);
  });
  return app;
}
