const DAY_MS = 86_400_000;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Days a reservation is billed for (SPEC §3): whole calendar days from pickup to return, a
 * same-day rental counting as one. The server prices with it and the booking form shows the same
 * estimate. 0 while either day is missing or not 'YYYY-MM-DD', or the return is before the pickup
 * (the reservation schema refuses those, so the server never bills 0 days).
 */
export function rentalDays(pickupDate: string, returnDate: string): number {
  if (!CALENDAR_DAY.test(pickupDate) || !CALENDAR_DAY.test(returnDate)) return 0;
  // Both read at UTC midnight: no summer-time hour can make a day 23 or 25 hours long.
  const ms = Date.parse(`${returnDate}T00:00:00Z`) - Date.parse(`${pickupDate}T00:00:00Z`);
  if (Number.isNaN(ms) || ms < 0) return 0;
  return Math.max(1, Math.round(ms / DAY_MS));
}
