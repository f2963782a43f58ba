import type { ApiReservation, ReservationPayload } from '../contract/rental';

export interface ReservationFormValues {
  name: string;
  email: string;
  phone: string;
  licenseNumber: string;
  carId: string;
  pickupDate: string;
  returnDate: string;
  pickupLocation: string;
  returnLocation: string;
  notes: string;
}

export type ReservationFormErrors = Partial<
  Record<keyof ReservationFormValues, 'required' | 'invalidEmail' | 'returnBeforePickup'>
>;

export const emptyReservationForm = (): ReservationFormValues => ({
  name: '',
  email: '',
  phone: '',
  licenseNumber: '',
  carId: '',
  pickupDate: '',
  returnDate: '',
  pickupLocation: '',
  returnLocation: '',
  notes: '',
});

export function reservationToForm(r: ApiReservation): ReservationFormValues {
  return {
    name: r.customer.name,
    email: r.customer.email,
    phone: r.customer.phone,
    licenseNumber: r.customer.licenseNumber,
    carId: r.car?._id ?? r.carId ?? '',
    pickupDate: r.pickupDate.slice(0, 10),
    returnDate: r.returnDate.slice(0, 10),
    pickupLocation: r.pickupLocation,
    returnLocation: r.returnLocation,
    notes: r.notes ?? '',
  };
}

const REQUIRED: Array<keyof ReservationFormValues> = [
  'name',
  'email',
  'phone',
  'licenseNumber',
  'carId',
  'pickupDate',
  'returnDate',
  'pickupLocation',
  'returnLocation',
];

/** SPEC §5: every field required except notes; email typed; return not before pickup. */
export function validateReservationForm(v: ReservationFormValues): ReservationFormErrors {
  const errors: ReservationFormErrors = {};
  for (const key of REQUIRED) if (v[key].trim() === '') errors[key] = 'required';
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = 'invalidEmail';
  if (!errors.pickupDate && !errors.returnDate && v.returnDate < v.pickupDate)
    errors.returnDate = 'returnBeforePickup';
  return errors;
}

export function reservationFormToPayload(v: ReservationFormValues): ReservationPayload {
  return {
    customer: {
      name: v.name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      licenseNumber: v.licenseNumber.trim(),
    },
    carId: v.carId,
    pickupDate: v.pickupDate,
    returnDate: v.returnDate,
    pickupLocation: v.pickupLocation.trim(),
    returnLocation: v.returnLocation.trim(),
    notes: v.notes.trim(),
  };
}

/** Days the server will bill (same-day rental = 1 day), for the estimate shown in the form. */
export function estimateDays(pickupDate: string, returnDate: string): number {
  if (!pickupDate || !returnDate) return 0;
  const ms = Date.parse(`${returnDate}T00:00:00Z`) - Date.parse(`${pickupDate}T00:00:00Z`);
  if (Number.isNaN(ms) || ms < 0) return 0;
  return Math.max(1, Math.round(ms / 86_400_000));
}
