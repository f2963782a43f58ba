import { businessTimeZone } from '../api/config';
import { zonedInstant } from './timeZone';

export type EventStatus = 'upcoming' | 'ongoing' | 'ended' | 'unknown';

interface Schedulable {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
}

/**
 * SPEC §4: before start is upcoming; from start to end inclusive is ongoing; after end is ended.
 * Times are minutes, so the whole end minute still counts as ongoing (as on the server). Dates and
 * times are the venue's wall clock, on the business's time zone, whatever the browser's zone.
 */
export function eventStatus(
  event: Schedulable | null | undefined,
  now: Date = new Date(),
  zone: string = businessTimeZone(),
): EventStatus {
  if (!event?.startDate || !event.endDate) return 'unknown';
  const start = zonedInstant(event.startDate, event.startTime, zone);
  const end = zonedInstant(event.endDate, event.endTime, zone);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return 'unknown';
  const nowMinute = new Date(now);
  nowMinute.setSeconds(0, 0);
  if (nowMinute < start) return 'upcoming';
  if (nowMinute <= end) return 'ongoing';
  return 'ended';
}

export const EVENT_STATUS_COLORS: Record<EventStatus, 'info' | 'success' | 'default'> = {
  upcoming: 'info',
  ongoing: 'success',
  ended: 'default',
  unknown: 'default',
};
