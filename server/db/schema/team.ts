import { pgTable, varchar, text, boolean, integer, timestamp, numeric, jsonb } from 'drizzle-orm/pg-core';

/** A business's team members (migration 0900). */
export const members = pgTable('members', {
  id: varchar('id', { length: 24 }).primaryKey(),
  agencyId: varchar('agency_id', { length: 24 }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  role: text('role').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  passwordHash: text('password_hash'),
  /** Raised by deactivation, a new password or a new invitation: older tokens are refused. */
  sessionVersion: integer('session_version').notNull().default(0),
  inviteTokenHash: text('invite_token_hash').unique(),
  inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Funds movements waiting for a second person (migration 0901). */
export const approvals = pgTable('approvals', {
  id: varchar('id', { length: 24 }).primaryKey(),
  agencyId: varchar('agency_id', { length: 24 }).notNull(),
  /** `add_funds` or `bulk_add_funds`: the route it executes as. */
  kind: text('kind').notNull(),
  /** The author's request body, executed as sent. */
  request: jsonb('request').notNull(),
  total: numeric('total', { precision: 14, scale: 3 }).notNull(),
  recipients: integer('recipients').notNull(),
  idempotencyKey: text('idempotency_key'),
  /** The member who asked (null: the owner) and their name. */
  authorId: varchar('author_id', { length: 24 }),
  author: text('author').notNull(),
  status: text('status').notNull().default('pending'),
  approverId: varchar('approver_id', { length: 24 }),
  approver: text('approver'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  result: jsonb('result'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
