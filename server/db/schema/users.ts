import { pgTable, varchar, text, numeric, boolean, date, timestamp, integer } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: varchar('id', { length: 24 }).primaryKey(),
  email: text('email').unique(),
  passwordHash: text('password_hash'),
  role: text('role').notNull().default('user'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phoneNumber: varchar('phone_number', { length: 8 }).unique(),
  balance: numeric('balance', { precision: 14, scale: 3 }).notNull().default('0'),
  profilePicture: text('profile_picture'),
  isVerified: boolean('is_verified').notNull().default(false),
  isProfileComplete: boolean('is_profile_complete').notNull().default(false),
  birthDate: date('birth_date'),
  sexe: text('sexe'),
  companyName: text('company_name'),
  lastPayment: timestamp('last_payment', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised by a password reset or change: tokens signed with an older value are refused (migration 0410). */
  sessionVersion: integer('session_version').notNull().default(0),
});

export const passwordResets = pgTable('password_resets', {
  id: varchar('id', { length: 24 }).primaryKey(),
  userId: varchar('user_id', { length: 24 }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The account's session version when the link was sent: a password change since then kills it (migration 0510). */
  sessionVersion: integer('session_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
