import { z } from 'zod';
import { RENTAL_MESSAGES as M } from './messages';
import type { ApiCar } from './rental';

/**
 * Dated availability (extension 'datedAvailability'): `GET /api/rental-cars/fleet/available?from&to`
 * answers every car of the agency with whether it is free for that period and, if not, why. SPEC's
 * plain call (no parameters) keeps its meaning: the cars available now.
 */
export const UNAVAILABLE_REASONS = [
  /** A live reservation (pending, confirmed, active) overlaps the period, or the car is out now. */
  'booked',
  /** The car's availability is 'maintenance': it stays out until the owner sets it back. */
  'maintenance',
  /** The car's availability is 'unavailable'. */
  'unavailable',
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** One car of the dated answer. */
export type DatedCar = ApiCar & { free: boolean; reason: UnavailableReason | null };

const day = z.string({ error: M.required }).regex(/^\d{4}-\d{2}-\d{2}$/, M.date);

/** The query: calendar days, inclusive; `except` is the reservation being edited (it holds no car from itself). */
export const datedAvailabilityQuery = z
  .object({
    from: day,
    to: day,
    except: z
      .string({ error: M.invalid })
      .regex(/^[0-9a-f]{24}$/, M.invalid)
      .optional(),
  })
  .refine((q) => q.to >= q.from, { message: M.returnBeforePickup, path: ['to'] });
export type DatedAvailabilityQuery = z.input<typeof datedAvailabilityQuery>;

/**
 * Why a car cannot be booked for a period, or null when it can: the car's own state first
 * (maintenance, unavailable), then the bookings. `rentedNow` is a car out today (availability
 * 'rented', even past its return date) asked for a period that starts by today.
 */
export function unavailableReason(
  availability: ApiCar['availability'] | (string & {}),
  overlapping: boolean,
  rentedNow: boolean,
): UnavailableReason | null {
  if (availability === 'maintenance') return 'maintenance';
  if (availability === 'unavailable') return 'unavailable';
  if (overlapping || rentedNow) return 'booked';
  return null;
}
