import { formatDayRangeUs, formatLongDateUs } from './dates';
import { displayLocale } from './displayLocale';

/**
 * 'HH:mm' as en-US clock time ("8:00 PM"), in Français as a 24-hour clock ("20:00"); '' when
 * missing. Written out rather than through Intl, for the reason given at formatLongDateUs
 * (unit-tested against Intl).
 */
export function formatTimeUs(time: string | null | undefined): string {
  if (!time || !/^\d{1,2}:\d{2}$/.test(time)) return '';
  const [hours, minutes] = time.split(':');
  const h = Number(hours) % 24;
  if (displayLocale() === 'fr') return `${String(h).padStart(2, '0')}:${minutes}`;
  return `${h % 12 || 12}:${minutes} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "May 1, 2030, 8:00 PM" (in Français "1 mai 2030 à 20:00") from a calendar day plus 'HH:mm'. */
export function formatEventMoment(date: string | null | undefined, time: string | null | undefined): string {
  if (!date) return '';
  const day = formatLongDateUs(date);
  const t = formatTimeUs(time);
  if (!t) return day;
  return displayLocale() === 'fr' ? `${day} à ${t}` : `${day}, ${t}`;
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
  if (!t) return days;
  return displayLocale() === 'fr' ? `${days} à ${t}` : `${days}, ${t}`;
}
