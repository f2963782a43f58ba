import { pgTable, varchar, text, numeric, timestamp, jsonb, bigserial } from 'drizzle-orm/pg-core';

/** Append-only, hash-chained audit trail (migrations 0420, 0700: UPDATE, DELETE and TRUNCATE are refused). */
export const journal = pgTable('journal', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  id: varchar('id', { length: 24 }).notNull().unique(),
  accountId: varchar('account_id', { length: 24 }).notNull(),
  actorId: varchar('actor_id', { length: 24 }),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id').notNull(),
  before: jsonb('before').$type<Record<string, unknown> | null>(),
  after: jsonb('after').$type<Record<string, unknown> | null>(),
  idempotencyKey: text('idempotency_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Migration 0700: the hash chain (server/money/journalChain.ts). */
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});

/** One row per recorded reservation payment (migration 0421: never updated; a refund is a new row). */
export const reservationPayments = pgTable('reservation_payments', {
  id: varchar('id', { length: 24 }).primaryKey(),
  reservationId: varchar('reservation_id', { length: 24 }).notNull(),
  ownerId: varchar('owner_id', { length: 24 }).notNull(),
  status: text('status').notNull(),
  method: text('method').notNull(),
  amount: numeric('amount', { precision: 14, scale: 3 }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  recordedBy: varchar('recorded_by', { length: 24 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  /** Migration 0422: unique per owner when set. */
  idempotencyKey: text('idempotency_key'),
});
