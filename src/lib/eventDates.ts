import { formatLongDateUs } from './dates';

/**
 * 'HH:mm' as en-US clock time ("8:00 PM"); '' when missing. Written out rather than through Intl,
 * for the reason given at formatLongDateUs (unit-tested against Intl).
 */
export function formatTimeUs(time: string | null | undefined): string {
  if (!time || !/^\d{1,2}:\d{2}$/.test(time)) return '';
  const [hours, minutes] = time.split(':');
  const h = Number(hours) % 24;
  return `${h % 12 || 12}:${minutes} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "May 1, 2030, 8:00 PM" from a calendar day plus 'HH:mm'. */
export function formatEventMoment(date: string | null | undefined, time: string | null | undefined): string {
  if (!date) return '';
  const day = formatLongDateUs(date);
  const t = formatTimeUs(time);
  return t ? `${day}, ${t}` : day;
}
