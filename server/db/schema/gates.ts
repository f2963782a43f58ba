import { boolean, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Migration 1020 (extension checkInLists): an event's gates and the tiers each admits. */
export const checkinLists = pgTable('checkin_lists', {
  id: varchar('id', { length: 24 }).primaryKey(),
  eventId: varchar('event_id', { length: 24 }).notNull(),
  name: text('name').notNull(),
  tierIds: text('tier_ids').array().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  allowReentry: boolean('allow_reentry').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
