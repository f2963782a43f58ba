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
