/**
 * Date filters are calendar days, inclusive at both ends: `endDate` 2026-11-24 keeps everything
 * before 2026-11-25 00:00 UTC. (A date-time is taken as its day.)
 */
export function dayAfter(date: string): Date {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}
export const dayStart = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);
