import { DEFAULT_TIME_ZONE, wallClock } from '../../src/lib/timeZone';

/** The business's time zone (`TIME_ZONE`, checked when the configuration is loaded). */
export const businessTimeZone = (): string => process.env.TIME_ZONE || DEFAULT_TIME_ZONE;

/** 'YYYY-MM-DD HH:mm' on the business's clock, the frame event dates and times are entered in. */
export function localDateTime(now: Date = new Date(), zone: string = businessTimeZone()): string {
  const { date, time } = wallClock(now, zone);
  return `${date} ${time}`;
}

export function localDate(now: Date = new Date(), zone: string = businessTimeZone()): string {
  return wallClock(now, zone).date;
}
