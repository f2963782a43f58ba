import { businessTimeZone } from '../api/config';
import { wallClock } from './timeZone';
import type {
  ApiCar,
  ApiReservation,
  Availability,
  PaymentMethod,
  ReservationStatus,
} from '../contract/rental';
import { RESERVATION_STATUSES, AVAILABILITIES, PAYMENT_METHODS } from '../contract/rental';
import { fromMillimes, toMillimes } from '../contract/money';
import { carLabel } from './carLabel';

/**
 * Report figures of SPEC §9, computed from the same reservations and fleet the lists show.
 * A reservation belongs to the day of its pickup; revenue is what completed reservations earned.
 */
type R = Pick<ApiReservation, 'status' | 'totalAmount' | 'totalDays' | 'pickupDate' | 'createdAt'>;

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Default report range: one month ago through today, today being the business's (not the browser's). */
export function defaultReportRange(now = new Date()): { from: string; to: string } {
  const today = wallClock(now, businessTimeZone()).date;
  const [y, m, d] = today.split('-').map(Number);
  const from = new Date(Date.UTC(y, m - 2, d));
  // 31 March minus a month is 3 March in JS: clamp to the last day of the previous month.
  if (from.getUTCMonth() !== (m + 10) % 12) from.setUTCDate(0);
  return { from: from.toISOString().slice(0, 10), to: today };
}

export function inRange<T extends Pick<R, 'pickupDate'>>(list: readonly T[], from: string, to: string): T[] {
  return list.filter((r) => r.pickupDate.slice(0, 10) >= from && r.pickupDate.slice(0, 10) <= to);
}

/** Revenue of completed reservations, in TND (summed in millimes). */
export function completedRevenue(list: readonly R[]): number {
  return fromMillimes(
    list.filter((r) => r.status === 'completed').reduce((s, r) => s + toMillimes(r.totalAmount), 0),
  );
}

/**
 * This calendar month's completed revenue against last month's, as a percentage to one decimal.
 * With nothing last month: +100 % if anything was earned this month, else 0 %.
 */
export function revenueGrowth(list: readonly R[], now = new Date()): number {
  const month = (offset: number) => {
    const d = new Date(now.getFullYear(), now.getMonth() + offset, 1);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
  };
  const of = (m: string) => toMillimes(completedRevenue(list.filter((r) => r.pickupDate.slice(0, 7) === m)));
  const current = of(month(0));
  const previous = of(month(-1));
  if (previous === 0) return current > 0 ? 100 : 0;
  return round1(((current - previous) / previous) * 100);
}

/** Share of cars whose availability is rented, in percent to one decimal; 0 with no cars. */
export function utilisationRate(cars: ReadonlyArray<Pick<ApiCar, 'availability'>>): number {
  if (cars.length === 0) return 0;
  return round1((cars.filter((c) => c.availability === 'rented').length / cars.length) * 100);
}

/** Mean totalDays of completed reservations, to one decimal; 0 when none. */
export function averageDuration(list: readonly R[]): number {
  const done = list.filter((r) => r.status === 'completed');
  if (done.length === 0) return 0;
  return round1(done.reduce((s, r) => s + r.totalDays, 0) / done.length);
}

export function countsByStatus(list: ReadonlyArray<Pick<R, 'status'>>): Record<ReservationStatus, number> {
  const out = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s, 0])) as Record<
    ReservationStatus,
    number
  >;
  for (const r of list) if (r.status in out) out[r.status] += 1;
  return out;
}

export function fleetOverview(
  cars: ReadonlyArray<Pick<ApiCar, 'availability'>>,
): Record<Availability, number> & { total: number } {
  const out = Object.fromEntries(AVAILABILITIES.map((a) => [a, 0])) as Record<Availability, number>;
  for (const c of cars) if (c.availability in out) out[c.availability] += 1;
  return { ...out, total: cars.length };
}

export interface TopCar {
  carId: string;
  label: string;
  reservations: number;
  revenue: number;
}

/**
 * The 5 cars that brought the most: ranked by revenue (completed reservations), then by number of
 * reservations, then by name, so a car booked twice for nothing never outranks one that earned.
 */
export function topCars(list: readonly ApiReservation[], limit = 5): TopCar[] {
  const by = new Map<string, { label: string; count: number; millimes: number }>();
  for (const r of list) {
    if (!r.car) continue;
    const entry = by.get(r.car._id) ?? { label: carLabel(r.car), count: 0, millimes: 0 };
    entry.count += 1;
    if (r.status === 'completed') entry.millimes += toMillimes(r.totalAmount);
    by.set(r.car._id, entry);
  }
  return [...by.entries()]
    .map(([carId, e]) => ({
      carId,
      label: e.label,
      reservations: e.count,
      revenue: fromMillimes(e.millimes),
    }))
    .sort(
      (a, b) => b.revenue - a.revenue || b.reservations - a.reservations || a.label.localeCompare(b.label),
    )
    .slice(0, limit);
}

/** The most recent reservations by creation date (recent activity and recent payments: 10). */
export function mostRecent<T extends Pick<R, 'createdAt'>>(list: readonly T[], limit = 10): T[] {
  return [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}

/** Completed revenue per pickup day over the range, every day present (for the chart). */
export function revenueByDay(
  list: readonly R[],
  from: string,
  to: string,
): Array<{ day: string; revenue: number }> {
  const sums = new Map<string, number>();
  for (const r of list) {
    if (r.status !== 'completed') continue;
    const day = r.pickupDate.slice(0, 10);
    sums.set(day, (sums.get(day) ?? 0) + toMillimes(r.totalAmount));
  }
  const out: Array<{ day: string; revenue: number }> = [];
  const [y, m, d] = from.split('-').map(Number);
  for (
    let cur = new Date(y, m - 1, d), i = 0;
    isoDay(cur) <= to && i < 800;
    cur.setDate(cur.getDate() + 1), i++
  ) {
    out.push({ day: isoDay(cur), revenue: fromMillimes(sums.get(isoDay(cur)) ?? 0) });
  }
  return out;
}

/** Paid amounts per payment method (refunded and pending are not money in hand). */
export function paidTotalsByMethod(
  list: ReadonlyArray<Pick<ApiReservation, 'paymentMethod' | 'paymentStatus' | 'totalAmount'>>,
) {
  const out = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, { count: 0, amount: 0 }])) as Record<
    PaymentMethod,
    { count: number; amount: number }
  >;
  const millimes = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, 0])) as Record<PaymentMethod, number>;
  for (const r of list) {
    if (r.paymentStatus !== 'paid' || !(r.paymentMethod in out)) continue;
    out[r.paymentMethod].count += 1;
    millimes[r.paymentMethod] += toMillimes(r.totalAmount);
  }
  for (const m of PAYMENT_METHODS) out[m].amount = fromMillimes(millimes[m]);
  return out;
}
