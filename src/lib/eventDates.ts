import { formatDayRangeUs, formatLongDateUs } from './dates';

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

/**
 * When an event takes place, for its card and its tickets: one day is formatEventMoment ('May 1,
 * 2030, 8:00 PM'); several days show the range with the opening time ('November 25–28, 2026, 8:00 PM').
 */
export function formatEventSpan(event: {
  startDate?: string | null;
  startTime?: string | null;
  endDate?: string | null;
}): string {
  if (!event.startDate) return '';
  const days = formatDayRangeUs(event.startDate, event.endDate);
  const t = formatTimeUs(event.startTime);
  return t ? `${days}, ${t}` : days;
}
