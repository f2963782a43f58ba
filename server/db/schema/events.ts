import { pgTable, varchar, text, numeric, boolean, date, timestamp, integer } from 'drizzle-orm/pg-core';

export const events = pgTable('events', {
  id: varchar('id', { length: 24 }).primaryKey(),
  ownerId: varchar('owner_id', { length: 24 }).notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull().default('music'),
  color: text('color').notNull().default('#3B82F6'),
  image: text('image'),
  video: text('video'),
  locationName: text('location_name').notNull().default(''),
  locationAddress: text('location_address').notNull().default(''),
  latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull().default('0'),
  longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull().default('0'),
  /** 'YYYY-MM-DD' */
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  /** 'HH:mm', local time of the venue */
  startTime: varchar('start_time', { length: 5 }).notNull(),
  endTime: varchar('end_time', { length: 5 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  totalTicketsSold: integer('total_tickets_sold').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const priceTiers = pgTable('price_tiers', {
  id: varchar('id', { length: 24 }).primaryKey(),
  eventId: varchar('event_id', { length: 24 }).notNull(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  totalTickets: integer('total_tickets').notNull(),
  soldTickets: integer('sold_tickets').notNull().default(0),
});

export const tickets = pgTable('tickets', {
  id: varchar('id', { length: 24 }).primaryKey(),
  ticketId: text('ticket_id').notNull().unique(),
  eventId: varchar('event_id', { length: 24 }).notNull(),
  tierId: varchar('tier_id', { length: 24 }),
  tierName: text('tier_name').notNull(),
  tierPrice: numeric('tier_price', { precision: 12, scale: 2 }).notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  profilePicture: text('profile_picture'),
  /** active | used | cancelled | refunded */
  status: text('status').notNull().default('active'),
  isScanned: boolean('is_scanned').notNull().default(false),
  scannedAt: timestamp('scanned_at', { withTimezone: true }),
  scannedBy: varchar('scanned_by', { length: 24 }),
  purchaseDate: timestamp('purchase_date', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Migration 0401: stamped by a trigger on every UPDATE (the scanner's incremental refresh). */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Migration 1020 (extension checkInLists): outside since an exit scan, by that agent; a re-entry clears it. */
  exitedAt: timestamp('exited_at', { withTimezone: true }),
  exitedBy: varchar('exited_by', { length: 24 }),
});

export const securityAgents = pgTable('security_agents', {
  id: varchar('id', { length: 24 }).primaryKey(),
  agentId: text('agent_id').notNull().unique(),
  eventId: varchar('event_id', { length: 24 }).notNull(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  loginCount: integer('login_count').notNull().default(0),
  /** Raised by deactivation and by a new password: tokens signed with an older value are refused (migration 0510). */
  sessionVersion: integer('session_version').notNull().default(0),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Migration 1020 (extension checkInLists): the list this agent's gate admits for; null: every tier. */
  checkinListId: varchar('checkin_list_id', { length: 24 }),
});

export const scanLog = pgTable('scan_log', {
  id: varchar('id', { length: 24 }).primaryKey(),
  eventId: varchar('event_id', { length: 24 }).notNull(),
  ticketRef: text('ticket_ref').notNull(),
  agentId: varchar('agent_id', { length: 24 }),
  /** accept | reject */
  action: text('action').notNull(),
  /** accepted | rejected | refused */
  result: text('result').notNull(),
  message: text('message'),
  /** The scan's nonce (migration 0800): every step of one scan carries it; a repeat is the same scan. */
  nonce: text('nonce'),
  /** The device's clock when the scan was made (as the device said it). */
  deviceAt: timestamp('device_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
