import type { ReservationStatus } from '../contract/rental';

interface Booking {
  id: string;
  carId: string;
  pickupDate: string;
  returnDate: string;
  status: ReservationStatus;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Every calendar day ('YYYY-MM-DD') of a month (month 0–11). */
export function monthDays(year: number, month: number): string[] {
  const count = new Date(year, month + 1, 0).getDate();
  return Array.from({ length: count }, (_, i) => `${year}-${pad(month + 1)}-${pad(i + 1)}`);
}

/**
 * Which reservation holds each car on each day of the month (cancelled ones hold nothing), and the
 * occupancy: booked car-days over car-days, in percent to one decimal.
 */
export function occupancyGrid<B extends Booking>(
  carIds: readonly string[],
  bookings: readonly B[],
  days: readonly string[],
) {
  const grid = new Map<string, Array<B | null>>();
  let booked = 0;
  for (const carId of carIds) {
    const mine = bookings.filter((b) => b.carId === carId && b.status !== 'cancelled');
    const row = days.map(
      (d) => mine.find((b) => b.pickupDate.slice(0, 10) <= d && b.returnDate.slice(0, 10) >= d) ?? null,
    );
    booked += row.filter(Boolean).length;
    grid.set(carId, row);
  }
  const capacity = carIds.length * days.length;
  const rate = capacity === 0 ? 0 : Math.round((booked / capacity) * 1000) / 10;
  return { grid, rate };
}
