/**
 * The business's clock. Event dates and times are entered as the venue's wall clock; scans, logins
 * and payments are instants. Both are shown in this zone, whatever the server's or the browser's
 * own zone (a door in Tunis at 09:17 must read 09:17, not the server's UTC 08:17).
 */
export const DEFAULT_TIME_ZONE = 'Africa/Tunis';

/**
 * True when `zone` is an IANA time zone this runtime knows. It builds (and keeps) the zone's clock:
 * a page that checks a zone then reads its clock builds one formatter, not two, and building one
 * is what costs (the zone's and the locale's data).
 */
export function isTimeZone(zone: string): boolean {
  try {
    clock(zone);
    return true;
  } catch {
    return false;
  }
}

const clocks = new Map<string, Intl.DateTimeFormat>();
function clock(zone: string): Intl.DateTimeFormat {
  let format = clocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(zone, format);
  }
  return format;
}

/** The wall clock of `zone` at `instant`: calendar day 'YYYY-MM-DD' and 'HH:mm'. */
export function wallClock(instant: Date, zone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const p of clock(zone).formatToParts(instant)) parts[p.type] = p.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in milliseconds (minute precision). */
function offsetAt(instant: number, zone: string): number {
  const { date, time } = wallClock(new Date(instant), zone);
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, h, min) - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant at which `zone`'s wall clock reads calendar day `isoDate` at 'HH:mm' `time`.
 * Written with Intl rather than a time-zone library: this module is on every page's first download,
 * the door scanner's included, and the library weighed several KB there. The second step corrects
 * for a change of offset (summer time) between the guess and the answer; tested across one.
 */
export function zonedInstant(isoDate: string, time: string | null | undefined, zone: string): Date {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  const [h, min] = (time || '00:00').split(':').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, h || 0, min || 0);
  const guess = asUtc - offsetAt(asUtc, zone);
  return new Date(asUtc - offsetAt(guess, zone));
}
