/** Date formats of SPEC §9: fr-FR for rental and business screens, en-US for events. */
const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));
const valid = (d: Date) => !Number.isNaN(d.getTime());

export function formatDateFr(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const d = toDate(value);
  return valid(d) ? d.toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }) : '';
}

export function formatDateTimeFr(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const d = toDate(value);
  return valid(d)
    ? d.toLocaleString('fr-FR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '';
}

/** en-US short month plus time: agent and ticket lists ("Nov 22, 2026, 9:04 PM"). */
export function formatShortDateTimeUs(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const d = toDate(value);
  return valid(d)
    ? d.toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : '';
}

/** en-US long month: statistics ("November 22, 2026"). */
export function formatLongDateUs(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? localDay(value) : toDate(value);
  return valid(d) ? d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }) : '';
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
