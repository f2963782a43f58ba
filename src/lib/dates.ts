import { businessTimeZone } from '../api/config';
import { wallClock } from './timeZone';
import { displayLocale } from './displayLocale';

/**
 * Date formats of SPEC §9: fr-FR for rental and business screens, en-US for events. The event
 * formats (…Us) are en-US in the default locale and in English; when the user chose Français they
 * are French (displayLocale), so a French page has no English date in it.
 *
 * Instants (scans, logins, payments, creation dates: ISO strings from the API) are shown on the
 * business's clock (`businessTimeZone()`, default Africa/Tunis), not the browser's. Calendar days
 * ('YYYY-MM-DD', or a Date made by `localDay`) are days, shown as they are.
 */

// Each toLocale*String call with options builds a new Intl.DateTimeFormat, which costs far more
// than formatting; lists format hundreds of dates, so each format is built once and reused.
const formatters = new Map<string, Intl.DateTimeFormat>();
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

const FR_DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const FR_DATE_TIME = { ...FR_DATE, hour: '2-digit', minute: '2-digit' } as const;
const US_SHORT_DATE_TIME = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const;

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));
const valid = (d: Date) => !Number.isNaN(d.getTime());

/** dd/mm/yyyy: a calendar day as it is; an instant (ISO string, number) on the business's clock. */
export function formatDateFr(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && DAY_ONLY.test(value)) return value.split('-').reverse().join('/');
  const d = toDate(value);
  if (!valid(d)) return '';
  // A Date object here is a calendar day built in the browser's zone (localDay).
  const options = value instanceof Date ? FR_DATE : { ...FR_DATE, timeZone: businessTimeZone() };
  return dateFormat('fr-FR', options).format(d);
}

/** Intl options of an instant's day (dd/mm/yyyy) on the business's clock, for `<DateField options>`. */
export const frDateOptions = (): Intl.DateTimeFormatOptions => ({ ...FR_DATE, timeZone: businessTimeZone() });

/**
 * Intl options of `formatDateTimeFr`, for react-admin's `<DateField showTime options>`: the same
 * dd/mm/yyyy hh:mm on the business's clock in tables as in cards and details.
 */
export const frDateTimeOptions = (): Intl.DateTimeFormatOptions => ({
  ...FR_DATE_TIME,
  timeZone: businessTimeZone(),
});

/** An instant as dd/mm/yyyy hh:mm on the business's clock. */
export function formatDateTimeFr(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const d = toDate(value);
  return valid(d) ? dateFormat('fr-FR', frDateTimeOptions()).format(d) : '';
}

const FR_SHORT_DATE_TIME = { ...US_SHORT_DATE_TIME, hour: '2-digit' } as const;

/**
 * en-US short month plus time: agent and ticket lists ("Nov 22, 2026, 9:04 PM"), on the business's
 * clock; in Français "22 nov. 2026, 21:04".
 */
export function formatShortDateTimeUs(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const d = toDate(value);
  if (!valid(d)) return '';
  return displayLocale() === 'fr'
    ? dateFormat('fr-FR', { ...FR_SHORT_DATE_TIME, timeZone: businessTimeZone() }).format(d)
    : dateFormat('en-US', { ...US_SHORT_DATE_TIME, timeZone: businessTimeZone() }).format(d);
}

const US_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const FR_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/**
 * en-US long month: event cards and statistics ("November 22, 2026"); in Français "22 novembre
 * 2026". Written out rather than through Intl: the first Intl.DateTimeFormat a page builds loads the
 * locale's data, about a third of the events list's first render; this fixed text is what Intl
 * gives (unit-tested against it).
 */
export function formatLongDateUs(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  let day: string;
  if (typeof value === 'string' && DAY_ONLY.test(value)) day = value;
  else {
    const d = toDate(value);
    if (!valid(d)) return '';
    // A Date object is a calendar day built in the browser's zone; an instant is read on the business's clock.
    day =
      value instanceof Date
        ? `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`
        : wallClock(d, businessTimeZone()).date;
  }
  const [y, m, dd] = day.split('-').map(Number);
  return displayLocale() === 'fr' ? `${dd} ${FR_MONTHS[m - 1]} ${y}` : `${US_MONTHS[m - 1]} ${dd}, ${y}`;
}

/**
 * The days of a multi-day event in en-US, like formatLongDateUs: 'November 25–28, 2026' in one
 * month, 'November 30 – December 2, 2026' across months, 'December 31, 2026 – January 2, 2027' across
 * years; in Français '25–28 novembre 2026'; one day alone is formatLongDateUs. '' without a
 * readable start day.
 */
export function formatDayRangeUs(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): string {
  if (!startDate || !DAY_ONLY.test(startDate.slice(0, 10))) return '';
  const start = startDate.slice(0, 10);
  const end = endDate?.slice(0, 10) ?? '';
  if (!DAY_ONLY.test(end) || end <= start) return formatLongDateUs(start);
  const [y1, m1, d1] = start.split('-').map(Number);
  const [y2, m2, d2] = end.split('-').map(Number);
  if (y1 !== y2) return `${formatLongDateUs(start)} – ${formatLongDateUs(end)}`;
  if (displayLocale() === 'fr') {
    if (m1 !== m2) return `${d1} ${FR_MONTHS[m1 - 1]} – ${d2} ${FR_MONTHS[m2 - 1]} ${y1}`;
    return `${d1}–${d2} ${FR_MONTHS[m1 - 1]} ${y1}`;
  }
  if (m1 !== m2) return `${US_MONTHS[m1 - 1]} ${d1} – ${US_MONTHS[m2 - 1]} ${d2}, ${y1}`;
  return `${US_MONTHS[m1 - 1]} ${d1}–${d2}, ${y1}`;
}

/** A 'YYYY-MM-DD' calendar day as local midnight (not UTC midnight, which shifts the day west of UTC). */
export function localDay(isoDate: string): Date {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** A calendar day plus 'HH:mm' as a local instant. */
export function localDateTime(isoDate: string, time: string): Date {
  const day = localDay(isoDate);
  const [h, min] = (time || '00:00').split(':').map(Number);
  day.setHours(h || 0, min || 0, 0, 0);
  return day;
}
