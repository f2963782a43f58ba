import { sql, type SQL } from 'drizzle-orm';
import { events } from '../db/schema';
import { localDateTime } from './localTime';

export type ScheduleStatus = 'upcoming' | 'ongoing' | 'ended';

const startAt = sql`(${events.startDate}::text || ' ' || ${events.startTime})`;
const endAt = sql`(${events.endDate}::text || ' ' || ${events.endTime})`;

/**
 * SPEC §4 in SQL: 'YYYY-MM-DD HH:mm' strings compare like instants, so before start is upcoming,
 * start..end inclusive (whole minutes) is ongoing, after end is ended — the client's rule exactly.
 */
export function scheduleCondition(status: ScheduleStatus, now: Date = new Date()): SQL {
  const at = localDateTime(now);
  if (status === 'upcoming') return sql`${startAt} > ${at}`;
  if (status === 'ongoing') return sql`${startAt} <= ${at} AND ${endAt} >= ${at}`;
  return sql`${endAt} < ${at}`;
}
