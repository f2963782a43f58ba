import { reservationSchema, type ReservationBody } from '../contract/rental';
import type { MessageKey } from './rentalFormResolver';

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

/** The schema the reservation form validates with: the server's own. */
export const reservationFormSchema = reservationSchema;

/** The contract's messages as the reservation form's keys (rental.reservationForm.*). */
export const reservationMessageKey: MessageKey = (path, message) => {
  if (path === 'customer.email') return 'invalidEmail';
  if (path === 'returnDate' && /before/.test(message)) return 'returnBeforePickup';
  if (path === 'carId') return 'required';
  return 'invalid';
};

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
