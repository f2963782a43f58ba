import { pgTable, varchar, text, numeric, timestamp, integer, jsonb, primaryKey } from 'drizzle-orm/pg-core';

export const managedUsers = pgTable('managed_users', {
  id: varchar('id', { length: 24 }).primaryKey(),
  businessId: varchar('business_id', { length: 24 }).notNull(),
  userId: varchar('user_id', { length: 24 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const transactions = pgTable('transactions', {
  id: varchar('id', { length: 24 }).primaryKey(),
  /** Whose history this row belongs to. */
  userId: varchar('user_id', { length: 24 }).notNull(),
  type: text('type').notNull(),
  amount: numeric('amount', { precision: 14, scale: 3 }).notNull(),
  transactionCode: text('transaction_code').notNull().unique(),
  /** Both rows (SEND and RECEIVE) of one money move share it. */
  transferId: varchar('transfer_id', { length: 24 }).notNull(),
  senderId: varchar('sender_id', { length: 24 }),
  receiverId: varchar('receiver_id', { length: 24 }),
  senderName: text('sender_name').notNull().default(''),
  receiverName: text('receiver_name').notNull().default(''),
  description: text('description').notNull().default(''),
  status: text('status').notNull().default('COMPLETED'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** On a reversal's rows: the transfer it cancels (migration 0710, unique per holder). */
  reversesTransferId: varchar('reverses_transfer_id', { length: 24 }),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: varchar('user_id', { length: 24 }).notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const bankTransfers = pgTable('bank_transfers', {
  id: varchar('id', { length: 24 }).primaryKey(),
  businessId: varchar('business_id', { length: 24 }).notNull(),
  amount: numeric('amount', { precision: 14, scale: 3 }).notNull(),
  status: text('status').notNull().default('PENDING'),
  notes: text('notes').notNull().default(''),
  receiptUrl: text('receipt_url'),
  companyName: text('company_name').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptionPayments = pgTable('subscription_payments', {
  id: varchar('id', { length: 24 }).primaryKey(),
  ownerId: varchar('owner_id', { length: 24 }).notNull(),
  paymentNumber: text('payment_number').notNull().unique(),
  dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
  location: text('location').notNull().default(''),
  customerFullName: text('customer_full_name').notNull(),
  customerPhoneNumber: text('customer_phone_number').notNull(),
  amount: numeric('amount', { precision: 14, scale: 3 }).notNull(),
  dailyRate: numeric('daily_rate', { precision: 14, scale: 3 }).notNull().default('3'),
  startDateTime: timestamp('start_date_time', { withTimezone: true }).notNull(),
  expiryDateTime: timestamp('expiry_date_time', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
