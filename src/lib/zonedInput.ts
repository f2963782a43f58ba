import { wallClock, zonedInstant } from './timeZone';

/**
 * A `datetime-local` input on the business's clock (docs/architecture.md, "The business's clock"):
 * the instant stored (ISO) is shown as the venue's wall time 'YYYY-MM-DDTHH:mm', and what the
 * organiser types is read as the venue's wall time, whatever the browser's own zone.
 */
export function instantToWallInput(value: string | null | undefined, zone: string): string {
  if (!value) return '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const { date, time } = wallClock(at, zone);
  return `${date}T${time}`;
}

export function wallInputToInstant(value: string | null | undefined, zone: string): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  return zonedInstant(value.slice(0, 10), value.slice(11, 16), zone).toISOString();
}

/** A list's window in words on the venue's clock ('from 2026-11-27 19:00 to 23:30'), or null: any time. */
export function describeWindow(
  startsAt: string | null | undefined,
  endsAt: string | null | undefined,
  zone: string,
): string | null {
  const at = (v: string) => instantToWallInput(v, zone).replace('T', ' ');
  if (startsAt && endsAt) return `${at(startsAt)} → ${at(endsAt)}`;
  if (startsAt) return `≥ ${at(startsAt)}`;
  if (endsAt) return `≤ ${at(endsAt)}`;
  return null;
}
