import { businessTimeZone } from '../api/config';
import { eventStatus as statusOnClock, type EventSchedule, type EventStatus } from '../contract/eventStatus';

/** The screens' event state: SPEC §4's rule (src/contract) on the business's configured clock. */
export const eventStatus = (event: EventSchedule | null | undefined, now: Date = new Date()) =>
  statusOnClock(event, now, businessTimeZone());

export const EVENT_STATUS_COLORS: Record<EventStatus | 'unknown', 'info' | 'success' | 'default'> = {
  upcoming: 'info',
  ongoing: 'success',
  ended: 'default',
  unknown: 'default',
};
