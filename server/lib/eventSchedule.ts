import { sql, type SQL } from 'drizzle-orm';
import type { EventStatus } from '../../src/contract/eventStatus';
import { events } from '../db/schema';
import { localDateTime } from './localTime';

const startAt = sql`(${events.startDate}::text || ' ' || ${events.startTime})`;
const endAt = sql`(${events.endDate}::text || ' ' || ${events.endTime})`;

/**
 * SPEC §4's rule (`statusAt` in src/contract/eventStatus.ts) as a WHERE clause, so that the list
 * filters and pages in the database: 'YYYY-MM-DD HH:mm' text compares like the instants it names,
 * so before start is upcoming, start..end inclusive (whole minutes) is ongoing, after end is ended.
 */
export function scheduleCondition(status: EventStatus, now: Date = new Date()): SQL {
  const at = localDateTime(now);
  if (status === 'upcoming') return sql`${startAt} > ${at}`;
  if (status === 'ongoing') return sql`${startAt} <= ${at} AND ${endAt} >= ${at}`;
  return sql`${endAt} < ${at}`;
}
