import { DEFAULT_TIME_ZONE, wallClock } from '../lib/timeZone';

/** SPEC §4 event display states, and the list filter's values (GET /api/events?status=). */
export const EVENT_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const isEventStatus = (value: unknown): value is EventStatus =>
  (EVENT_STATUSES as readonly unknown[]).includes(value);

export interface EventSchedule {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;
const TIME = /^\d{1,2}:\d{2}$/;

/**
 * 'YYYY-MM-DD HH:mm', the venue's wall clock: text in this shape compares like the instants it
 * names, which is how the server's SQL (server/lib/eventSchedule.ts) applies the same rule.
 * A missing time is midnight, '9:05' reads as '09:05'; null when the day or the time is not in that shape.
 */
export function scheduleMoment(date: string, time: string | null | undefined): string | null {
  const hhmm = time || '00:00';
  if (!DAY.test(date) || !TIME.test(hhmm)) return null;
  return `${date.slice(0, 10)} ${hhmm.padStart(5, '0')}`;
}

/**
 * SPEC §4: before the start is upcoming; from the start to the end inclusive is ongoing; after the
 * end is ended. `now` is the wall clock 'YYYY-MM-DD HH:mm' (minutes), so the whole end minute still
 * counts as ongoing.
 */
export function statusAt(start: string, end: string, now: string): EventStatus {
  if (now < start) return 'upcoming';
  if (now <= end) return 'ongoing';
  return 'ended';
}

/**
 * The event's state at `now`, reading dates and times on the business's clock (`zone`), whatever
 * the machine's own zone. 'unknown' when the event is not loaded or its schedule is not readable.
 */
export function eventStatus(
  event: EventSchedule | null | undefined,
  now: Date = new Date(),
  zone: string = DEFAULT_TIME_ZONE,
): EventStatus | 'unknown' {
  if (!event?.startDate || !event.endDate) return 'unknown';
  const start = scheduleMoment(event.startDate, event.startTime);
  const end = scheduleMoment(event.endDate, event.endTime);
  if (start === null || end === null) return 'unknown';
  const { date, time } = wallClock(now, zone);
  return statusAt(start, end, `${date} ${time}`);
}
