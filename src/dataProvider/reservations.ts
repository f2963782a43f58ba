import type { Identifier } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type {
  ApiReservation,
  PublicReservationInvoice,
  ReservationBody,
  ReservationStats,
  ReservationStatus,
} from '../contract/rental';
import type { DocumentField } from '../contract/documents';
import { applyListQuery } from '../lib/listQuery';
import { unwrapList, unwrapOne } from './rentalEnvelope';
import { resourceProvider } from './resourceProvider';
import { withId, type WithId } from './withId';

/** A reservation as react-admin sees it: `id`, and `carId` even when the API only nests the car. */
export type Reservation = WithId<ApiReservation> & { carId: string };

const toReservation = (r: ApiReservation): Reservation => ({
  ...withId(r),
  carId: r.car?._id ?? r.carId ?? '',
});
const path = (id: Identifier) => `/api/reservations/${encodeURIComponent(String(id))}`;

async function getReservations(): Promise<Reservation[]> {
  return unwrapList<ApiReservation>(await httpClient('/api/reservations'), 'reservations').map(toReservation);
}
async function getReservation(id: Identifier): Promise<Reservation> {
  return toReservation(unwrapOne<ApiReservation>(await httpClient(path(id)), 'reservation'));
}

/**
 * SPEC §5-style filters over the whole list the API returns: text over the customer's name, email and
 * phone and the car; `status`, `paymentStatus` by equality; start/end date over the pickup date.
 */
const RESERVATION_QUERY = {
  search: [
    (r: Reservation) => r.customer.name,
    (r: Reservation) => r.customer.email,
    (r: Reservation) => r.customer.phone,
    (r: Reservation) => (r.car ? `${r.car.mark} ${r.car.model} ${r.car.licensePlate}` : ''),
  ],
  amount: (r: Reservation) => r.totalAmount,
  date: (r: Reservation) => r.pickupDate,
};

/** The reservations' custom calls (SPEC §7), beside the resource. */
export const reservationMethods = {
  getReservations,
  getReservation,
  /** GET /api/reservations/stats: the stats cards. */
  async getReservationStats(): Promise<ReservationStats> {
    return unwrapOne<ReservationStats>(await httpClient('/api/reservations/stats'), 'stats');
  },
  /** The status dropdown: PUT with `{ status }` only. */
  async setReservationStatus(id: Identifier, status: ReservationStatus): Promise<Reservation> {
    return toReservation(
      unwrapOne<ApiReservation>(
        await httpClient(path(id), { method: 'PUT', body: { status } }),
        'reservation',
      ),
    );
  },
  /** POST /api/reservations/{id}/documents: licence front/back, CIN recto/verso (any subset). */
  async uploadReservationDocuments(
    id: Identifier,
    files: Partial<Record<DocumentField, File>>,
  ): Promise<Reservation> {
    const form = new FormData();
    for (const [field, file] of Object.entries(files)) if (file) form.append(field, file, file.name);
    return toReservation(
      unwrapOne<ApiReservation>(
        await httpClient(`${path(id)}/documents`, { method: 'POST', body: form }),
        'reservation',
      ),
    );
  },
  /** Without a session: only what proves the invoice genuine. */
  async getPublicReservationInvoice(id: string): Promise<PublicReservationInvoice> {
    return unwrapOne<PublicReservationInvoice>(
      await httpClient(`/api/public/invoices/reservation/${encodeURIComponent(id)}`, { token: null }),
      'invoice',
    );
  },
};

/**
 * react-admin resource 'reservations' (/dashboard/reservations) over /api/reservations. An update
 * whose data holds only `status` is the dropdown's call (PUT {status}); any other is the form's body.
 */
export const reservationsDataProvider = resourceProvider<Reservation>('reservations', {
  async getList(params) {
    return applyListQuery(await getReservations(), params, RESERVATION_QUERY);
  },
  async getOne({ id }) {
    return { data: await getReservation(id) };
  },
  async getMany({ ids }) {
    const wanted = new Set(ids.map(String));
    return { data: (await getReservations()).filter((r) => wanted.has(r.id)) };
  },
  async create({ data }) {
    const body = await httpClient('/api/reservations', { method: 'POST', body: data as ReservationBody });
    return { data: toReservation(unwrapOne<ApiReservation>(body, 'reservation')) };
  },
  async update({ id, data }) {
    const keys = Object.keys(data ?? {});
    if (keys.length === 1 && keys[0] === 'status' && data.status) {
      return { data: await reservationMethods.setReservationStatus(id, data.status) };
    }
    const body = await httpClient(path(id), { method: 'PUT', body: data as ReservationBody });
    return { data: toReservation(unwrapOne<ApiReservation>(body, 'reservation')) };
  },
  async delete({ id, previousData }) {
    await httpClient(path(id), { method: 'DELETE' });
    return { data: previousData ?? { id } };
  },
});
