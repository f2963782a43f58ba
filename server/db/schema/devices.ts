import { boolean, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ReportedScan } from '../../../src/contract/devices';

/** Migration 1040: scanner phones enrolled by a one-time QR code (extension `devices`). */
export const scannerDevices = pgTable('scanner_devices', {
  id: varchar('id', { length: 24 }).primaryKey(),
  eventId: varchar('event_id', { length: 24 }).notNull(),
  agentId: varchar('agent_id', { length: 24 }).notNull(),
  label: text('label').notNull(),
  kiosk: boolean('kiosk').notNull().default(false),
  /** sha256 (hex) of the one-time code; null once used. */
  enrolCodeHash: text('enrol_code_hash'),
  enrolExpiresAt: timestamp('enrol_expires_at', { withTimezone: true }),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  appVersion: text('app_version'),
  waiting: integer('waiting').notNull().default(0),
  queued: jsonb('queued').$type<ReportedScan[]>().notNull().default([]),
  queueDecision: text('queue_decision').$type<'admitted' | 'discarded'>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
