import { z } from 'zod';
import { integer, money, nonEmpty } from '../../src/contract/primitives';

export const CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export const CAR_TYPES = ['standard', 'premium', 'women', 'disabled'] as const;
export const CATEGORIES = ['economy', 'compact', 'midsize', 'fullsize', 'luxury', 'suv', 'van'] as const;
export const FUEL_TYPES = ['gasoline', 'diesel', 'hybrid', 'electric'] as const;
export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export const AVAILABILITIES = ['available', 'rented', 'maintenance', 'unavailable'] as const;
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'active', 'completed', 'cancelled'] as const;
/** Statuses that hold the car: two of them may not overlap on one car. */
export const LIVE_STATUSES = ['pending', 'confirmed', 'active'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export const PAYMENT_METHODS = ['wallet', 'cash', 'card', 'bank_transfer'] as const;
export const MAX_CAR_IMAGES = 5;

/** Only our own uploads (or absolute http(s) URLs): never `javascript:` or other schemes. */
const imageUrl = z
  .string()
  .max(500)
  .regex(/^(\/uploads\/[A-Za-z0-9/_-]+\.[a-z0-9]+|https?:\/\/\S+)$/, 'must be an uploaded image path');

/** Features arrive as a list or as the comma-separated text of the form: split, trimmed, empties dropped. */
const features = z
  .union([z.array(z.string().max(100)), z.string().max(2000)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((f) => f.trim()).filter((f) => f.length > 0))
  .refine((list) => list.length <= 50, 'must have at most 50 entries');

const currentYear = new Date().getFullYear();

/** SPEC §5 Car form, enforced by the server too. */
export const carSchema = z
  .object({
    mark: nonEmpty(100),
    model: nonEmpty(100),
    year: integer(1950, currentYear + 1),
    color: nonEmpty(60),
    licensePlate: nonEmpty(40),
    condition: z.enum(CONDITIONS),
    type: z.enum(CAR_TYPES).optional(),
    options: z.enum(CAR_TYPES).optional(),
    dailyRate: money(2),
    securityDeposit: money(2),
    features: features.optional(),
    description: z.string().max(2000).optional(),
    category: z.enum(CATEGORIES).optional(),
    fuelType: z.enum(FUEL_TYPES).optional(),
    seatingCapacity: integer(1, 9).optional(),
    transmission: z.enum(TRANSMISSIONS).optional(),
    images: z
      .array(imageUrl)
      .max(MAX_CAR_IMAGES, `images: at most ${MAX_CAR_IMAGES} images per car`)
      .optional(),
    availability: z.enum(AVAILABILITIES).optional(),
  })
  .transform((b) => ({
    mark: b.mark,
    model: b.model,
    year: b.year,
    color: b.color,
    licensePlate: b.licensePlate,
    condition: b.condition,
    type: b.type ?? b.options ?? 'standard',
    dailyRate: b.dailyRate.toFixed(2),
    securityDeposit: b.securityDeposit.toFixed(2),
    features: b.features ?? [],
    description: b.description ?? '',
    category: b.category ?? 'economy',
    fuelType: b.fuelType ?? 'gasoline',
    seatingCapacity: b.seatingCapacity ?? 5,
    transmission: b.transmission ?? 'automatic',
    images: b.images ?? [],
    availability: b.availability,
  }));

export const availabilitySchema = z.object({ availability: z.enum(AVAILABILITIES) });

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'must be a date (YYYY-MM-DD)')
  .transform((s) => s.slice(0, 10))
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'must be a valid date');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time (HH:mm)');

/** SPEC §5 Reservation form: everything required but notes. */
export const reservationSchema = z
  .object({
    customer: z.object({
      name: nonEmpty(120),
      email: z.string().trim().email('must be a valid email').max(200),
      phone: nonEmpty(30),
      licenseNumber: nonEmpty(60),
      cinNumber: z.string().trim().max(30).optional().nullable(),
    }),
    carId: z.string().regex(/^[0-9a-f]{24}$/, 'is not a valid car id'),
    pickupDate: isoDate,
    returnDate: isoDate,
    pickupTime: time.optional().nullable(),
    returnTime: time.optional().nullable(),
    pickupLocation: nonEmpty(200),
    returnLocation: nonEmpty(200),
    notes: z.string().max(2000).optional().nullable(),
    status: z.enum(RESERVATION_STATUSES).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  })
  .refine((b) => b.returnDate >= b.pickupDate, {
    message: 'returnDate must not be before pickupDate',
    path: ['returnDate'],
  });

/** The status-only update of the dropdown (and the payment fields, which need no form). */
export const statusOnlySchema = z
  .object({
    status: z.enum(RESERVATION_STATUSES).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  })
  .strict()
  .refine((b) => b.status || b.paymentStatus || b.paymentMethod, 'status is required');
