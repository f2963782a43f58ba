import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { notFound } from '../lib/httpError';
import { cars, reservations } from '../db/schema';
import { fromMillimes, toMillimes } from '../../src/contract/money';
import { reservationInvoiceNumber } from '../../src/contract/rental';
import { RESERVATION_NOT_FOUND } from './reservations';

/** "A. Ben Salah" → "A. B." : enough to recognise the invoice, not to identify the customer. */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part[0].toUpperCase()}.`)
    .join(' ');
}

/**
 * GET /api/public/invoices/reservation/{id}: what the QR code of a reservation invoice proves
 * without a session (number, date, amounts, car, masked customer); never contacts or documents.
 */
export function publicReservationInvoiceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/reservation/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^[0-9a-f]{24}$/.test(id)) throw notFound(RESERVATION_NOT_FOUND);
    const [row] = await deps.db
      .select()
      .from(reservations)
      .leftJoin(cars, eq(cars.id, reservations.carId))
      .where(eq(reservations.id, id));
    if (!row) throw notFound(RESERVATION_NOT_FOUND);
    const r = row.reservations;
    const deposit = row.cars ? toMillimes(row.cars.securityDeposit) : 0;
    const rental = toMillimes(r.totalAmount);
    return c.json({
      invoice: {
        _id: r.id,
        number: reservationInvoiceNumber(r.id),
        issuedAt: r.createdAt.toISOString(),
        customerInitials: maskName(r.customerName),
        car: row.cars
          ? {
              mark: row.cars.mark,
              model: row.cars.model,
              year: row.cars.year,
              licensePlate: row.cars.licensePlate,
            }
          : null,
        pickupDate: r.pickupDate,
        returnDate: r.returnDate,
        totalDays: r.totalDays,
        status: r.status,
        totalAmount: Number(r.totalAmount),
        securityDeposit: fromMillimes(deposit),
        total: fromMillimes(rental + deposit),
      },
    });
  });
  return app;
}
