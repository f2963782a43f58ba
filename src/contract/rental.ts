import { z } from 'zod';
import type { VerificationDocuments } from './documents';
import { RENTAL_MESSAGES as M } from './messages';
import { integer, money, nonEmpty } from './primitives';

/**
 * Shapes of the rental calls of SPEC §7 (rental-cars, reservations) and the public invoice check:
 * the enums and the body schemas, written once, imported by the server's routes and the forms.
 */
export const AVAILABILITIES = ['available', 'rented', 'maintenance', 'unavailable'] as const;
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'active', 'completed', 'cancelled'] as const;
/** Statuses that hold the car: two of them may not overlap on one car. */
export const LIVE_STATUSES = ['pending', 'confirmed', 'active'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export const PAYMENT_METHODS = ['wallet', 'cash', 'card', 'bank_transfer'] as const;
export const CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export const CAR_TYPES = ['standard', 'premium', 'women', 'disabled'] as const;
export const CATEGORIES = ['economy', 'compact', 'midsize', 'fullsize', 'luxury', 'suv', 'van'] as const;
export const FUEL_TYPES = ['gasoline', 'diesel', 'hybrid', 'electric'] as const;
export const TRANSMISSIONS = ['automatic', 'manual'] as const;
/** SPEC §5 / §9: at most 5 images per car (uploaded plus pending). */
export const MAX_CAR_IMAGES = 5;

export type Availability = (typeof AVAILABILITIES)[number];
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** SPEC §9 new-car defaults: economy, gasoline, 5 seats, automatic (the form's and the server's). */
export const NEW_CAR_DEFAULTS = {
  category: 'economy',
  fuelType: 'gasoline',
  seatingCapacity: 5,
  transmission: 'automatic',
  type: 'standard',
  condition: 'good',
} as const;

/** Only our own uploads (or absolute http(s) URLs): never `javascript:` or other schemes. */
const imageUrl = z
  .string({ error: M.invalid })
  .max(500, M.tooLong)
  .regex(/^(\/uploads\/[A-Za-z0-9/_-]+\.[a-z0-9]+|https?:\/\/\S+)$/, M.invalid);

/** Features arrive as a list or as the comma-separated text of the form: split, trimmed, empties dropped. */
const features = z
  .union(
    [
      z.array(z.string({ error: M.invalid }).max(100, M.tooLong), { error: M.invalid }),
      z.string({ error: M.invalid }).max(2000, M.tooLong),
    ],
    { error: M.invalid },
  )
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((f) => f.trim()).filter((f) => f.length > 0))
  .refine((list) => list.length <= 50, M.tooMany);

const currentYear = new Date().getFullYear();

/**
 * SPEC §5 car form: the body of POST/PUT /api/rental-cars/fleet. The server validates with it (and
 * fills the SPEC §9 defaults); the car form uses it through react-hook-form's zod resolver.
 * Output: numbers parsed, features split.
 */
export const carSchema = z.object({
  mark: nonEmpty(100, M),
  model: nonEmpty(100, M),
  year: integer(1950, currentYear + 1, { messages: M, message: M.year }),
  color: nonEmpty(60, M),
  licensePlate: nonEmpty(40, M),
  condition: z.enum(CONDITIONS, { error: M.required }),
  type: z.enum(CAR_TYPES, { error: M.choice }).optional(),
  options: z.enum(CAR_TYPES, { error: M.choice }).optional(),
  dailyRate: money(2, { messages: M }),
  securityDeposit: money(2, { messages: M }),
  features: features.optional(),
  description: z.string({ error: M.invalid }).max(2000, M.tooLong).optional().nullable(),
  category: z.enum(CATEGORIES, { error: M.choice }).optional(),
  fuelType: z.enum(FUEL_TYPES, { error: M.choice }).optional(),
  seatingCapacity: integer(1, 9, { messages: M, message: M.seats }).optional(),
  transmission: z.enum(TRANSMISSIONS, { error: M.choice }).optional(),
  images: z.array(imageUrl, { error: M.invalid }).max(MAX_CAR_IMAGES, M.tooMany).optional(),
  availability: z.enum(AVAILABILITIES, { error: M.choice }).optional(),
});
export type CarInput = z.input<typeof carSchema>;
export type CarBody = z.output<typeof carSchema>;

export const availabilitySchema = z.object({ availability: z.enum(AVAILABILITIES, { error: M.choice }) });

const isoDate = z
  .string({ error: M.required })
  .min(1, M.required)
  .regex(/^\d{4}-\d{2}-\d{2}/, M.date)
  .transform((s) => s.slice(0, 10))
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), M.date);
const time = z.string({ error: M.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time);
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: M.choice });

/** SPEC §5 reservation form (POST /api/reservations, full PUT): everything required but notes. */
export const reservationSchema = z
  .object({
    customer: z.object(
      {
        name: nonEmpty(120, M),
        email: z
          .string({ error: M.required })
          .trim()
          .min(1, M.required)
          .pipe(z.email(M.email).max(200, M.tooLong)),
        phone: nonEmpty(30, M),
        licenseNumber: nonEmpty(60, M),
        cinNumber: z.string({ error: M.invalid }).trim().max(30, M.tooLong).optional().nullable(),
      },
      { error: M.invalid },
    ),
    carId: z
      .string({ error: M.required })
      .min(1, M.required)
      .regex(/^[0-9a-f]{24}$/, M.invalid),
    pickupDate: isoDate,
    returnDate: isoDate,
    pickupTime: time.optional().nullable(),
    returnTime: time.optional().nullable(),
    pickupLocation: nonEmpty(200, M),
    returnLocation: nonEmpty(200, M),
    notes: z.string({ error: M.invalid }).max(2000, M.tooLong).optional().nullable(),
    status: choice(RESERVATION_STATUSES).optional(),
    paymentStatus: choice(PAYMENT_STATUSES).optional(),
    paymentMethod: choice(PAYMENT_METHODS).optional(),
  })
  .refine((b) => b.returnDate >= b.pickupDate, {
    message: M.returnBeforePickup,
    path: ['returnDate'],
  });
export type ReservationBody = z.output<typeof reservationSchema>;

/** The status-only update of the dropdown (and the payment fields, which need no form). */
export const statusOnlySchema = z
  .object({
    status: choice(RESERVATION_STATUSES).optional(),
    paymentStatus: choice(PAYMENT_STATUSES).optional(),
    paymentMethod: choice(PAYMENT_METHODS).optional(),
  })
  .strict()
  .refine((b) => b.status || b.paymentStatus || b.paymentMethod, { message: M.required, path: ['status'] });

export interface ApiCar {
  _id: string;
  mark: string;
  model: string;
  year: number;
  color: string;
  licensePlate: string;
  condition: (typeof CONDITIONS)[number];
  type: (typeof CAR_TYPES)[number];
  dailyRate: number;
  securityDeposit: number;
  features: string[];
  description: string;
  category: (typeof CATEGORIES)[number];
  fuelType: (typeof FUEL_TYPES)[number];
  seatingCapacity: number;
  transmission: (typeof TRANSMISSIONS)[number];
  images: string[];
  availability: Availability;
}

/** What POST/PUT fleet sends (numbers parsed, features split). */
export type CarPayload = Omit<ApiCar, '_id' | 'availability'> & { availability?: Availability };

export interface ApiReservation {
  _id: string;
  customer: {
    name: string;
    email: string;
    phone: string;
    licenseNumber: string;
    cinNumber?: string | null;
    verificationDocuments?: VerificationDocuments | null;
  };
  car: {
    _id: string;
    mark: string;
    model: string;
    year: number;
    licensePlate: string;
    securityDeposit: number;
    dailyRate: number;
  } | null;
  carId?: string;
  pickupDate: string;
  returnDate: string;
  pickupTime?: string | null;
  returnTime?: string | null;
  pickupLocation: string;
  returnLocation: string;
  totalDays: number;
  totalAmount: number;
  commissionAmount: number;
  dailyRate: number;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  notes: string;
  createdAt: string;
}

/** SPEC §3 Booking form draft: what POST /api/reservations sends. */
export interface ReservationPayload {
  customer: { name: string; email: string; phone: string; licenseNumber: string };
  carId: string;
  pickupDate: string;
  returnDate: string;
  pickupLocation: string;
  returnLocation: string;
  notes: string;
}

export interface ReservationStats {
  totalReservations: number;
  pendingReservations: number;
  activeReservations: number;
  totalRevenue: number;
}

/** GET /api/public/invoices/reservation/{id}: what proves a reservation invoice genuine. */
export interface PublicReservationInvoice {
  _id: string;
  number: string;
  issuedAt: string;
  customerInitials: string;
  car: { mark: string; model: string; year: number } | null;
  pickupDate: string;
  returnDate: string;
  totalDays: number;
  status: ReservationStatus;
  totalAmount: number;
  securityDeposit: number;
  total: number;
}

/**
 * A licence plate as the agency's uniqueness rule sees it: every white space removed (JavaScript's
 * \s, the class of migration 0720's index), case folded. '200 tu 1234' and '200TU1234' are one plate.
 */
export const normalisePlate = (plate: string) => plate.replace(/\s/g, '').toLowerCase();

/** SPEC §9: a reservation's invoice number is 'INV-' plus the last 8 characters of its id, upper case. */
export const reservationInvoiceNumber = (id: string) => `INV-${id.slice(-8).toUpperCase()}`;
