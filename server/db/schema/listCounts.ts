import { bigint, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/**
 * The business lists' kept totals (migration 0730): maintained by triggers on managed_users and
 * transactions, read by server/routes/businessLists.ts instead of counting up to a million rows.
 */
export const managedUserCounts = pgTable('managed_user_counts', {
  businessId: varchar('business_id', { length: 24 }).primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
});

/** Per owner, type and status kind (COMPLETED, PENDING, FAILED). */
export const transactionCounts = pgTable('transaction_counts', {
  userId: varchar('user_id', { length: 24 }).notNull(),
  type: text('type').notNull(),
  statusKind: text('status_kind').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
});

/** The same, per distinct searchable texts too: a text search's total without reading the rows. */
export const transactionTextCounts = pgTable('transaction_text_counts', {
  userId: varchar('user_id', { length: 24 }).notNull(),
  type: text('type').notNull(),
  statusKind: text('status_kind').notNull(),
  senderName: text('sender_name').notNull(),
  receiverName: text('receiver_name').notNull(),
  description: text('description').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
});
