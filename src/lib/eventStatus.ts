import { localDateTime } from './dates';

export type EventStatus = 'upcoming' | 'ongoing' | 'ended' | 'unknown';

interface Schedulable {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
}

/**
 * SPEC §4: before start is upcoming; from start to end inclusive is ongoing; after end is ended.
 * Times are minutes, so the whole end minute still counts as ongoing (as on the server).
 */
export function eventStatus(event: Schedulable | null | undefined, now: Date = new Date()): EventStatus {
  if (!event?.startDate || !event.endDate) return 'unknown';
  const start = localDateTime(event.startDate, event.startTime);
  const end = localDateTime(event.endDate, event.endTime);
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
