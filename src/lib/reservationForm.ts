import type { ReservationBody } from '../contract/rental';

/** The create form's starting values (SPEC §3 booking form draft). */
export const emptyReservation = () => ({
  customer: { name: '', email: '', phone: '', licenseNumber: '' },
  carId: '',
  pickupDate: '',
  returnDate: '',
  pickupLocation: '',
  returnLocation: '',
  notes: '',
});

/** SPEC §3: the form sends customer, carId, the dates, the locations and notes. */
export function reservationPayload(v: ReservationBody) {
  return {
    customer: {
      name: v.customer.name,
      email: v.customer.email,
      phone: v.customer.phone,
      licenseNumber: v.customer.licenseNumber,
    },
    carId: v.carId,
    pickupDate: v.pickupDate,
    returnDate: v.returnDate,
    pickupLocation: v.pickupLocation,
    returnLocation: v.returnLocation,
    notes: (v.notes ?? '').trim(),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}/;
const realDay = (v: unknown): string | null => {
  if (typeof v !== 'string' || !DAY.test(v)) return null;
  const day = v.slice(0, 10);
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day ? day : null;
};

/**
 * The period the form's two dates make ('YYYY-MM-DD', inclusive), or null while either is missing,
 * incomplete or not a real day, or the return comes before the pickup: the vehicle picker then
 * lists today's available cars.
 */
export function bookingPeriod(pickupDate: unknown, returnDate: unknown): { from: string; to: string } | null {
  const from = realDay(pickupDate);
  const to = realDay(returnDate);
  return from && to && to >= from ? { from, to } : null;
}
