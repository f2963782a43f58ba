import { dateFormat, localDateTime, formatLongDateUs } from './dates';

const US_TIME = { hour: 'numeric', minute: '2-digit' } as const;

/** 'HH:mm' as en-US clock time ("8:00 PM"); '' when missing. */
export function formatTimeUs(time: string | null | undefined): string {
  if (!time || !/^\d{1,2}:\d{2}$/.test(time)) return '';
  const d = localDateTime('2000-01-01', time);
  return dateFormat('en-US', US_TIME).format(d);
}

/** "May 1, 2030, 8:00 PM" from a calendar day plus 'HH:mm'. */
export function formatEventMoment(date: string | null | undefined, time: string | null | undefined): string {
  if (!date) return '';
  const day = formatLongDateUs(date);
  const t = formatTimeUs(time);
  return t ? `${day}, ${t}` : day;
}
