import { sql } from 'drizzle-orm';
import {
  pgTable,
  varchar,
  text,
  numeric,
  timestamp,
  integer,
  jsonb,
  date,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { VerificationDocuments } from '../../../src/contract/documents';

export type { VerificationDocuments };

/** The normalised plate of migration 0720's unique index (white space removed, case folded). */
const PLATE_KEY = String.raw`lower(regexp_replace(license_plate, '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', '', 'g'))`;

export const cars = pgTable(
  'cars',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    ownerId: varchar('owner_id', { length: 24 }).notNull(),
    mark: text('mark').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    color: text('color').notNull(),
    licensePlate: text('license_plate').notNull(),
    condition: text('condition').notNull(),
    type: text('type').notNull().default('standard'),
    dailyRate: numeric('daily_rate', { precision: 12, scale: 2 }).notNull(),
    securityDeposit: numeric('security_deposit', { precision: 12, scale: 2 }).notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('economy'),
    fuelType: text('fuel_type').notNull().default('gasoline'),
    seatingCapacity: integer('seating_capacity').notNull().default(5),
    transmission: text('transmission').notNull().default('automatic'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    availability: text('availability').notNull().default('available'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Migration 0720: one plate per agency once normalised (normalisePlate, src/contract/rental.ts).
    uniqueIndex('cars_owner_plate_key').on(t.ownerId, sql.raw(PLATE_KEY)),
  ],
);

export const reservations = pgTable('reservations', {
  id: varchar('id', { length: 24 }).primaryKey(),
  ownerId: varchar('owner_id', { length: 24 }).notNull(),
  carId: varchar('car_id', { length: 24 }).notNull(),
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email').notNull(),
  customerPhone: text('customer_phone').notNull(),
  licenseNumber: text('license_number').notNull(),
  cinNumber: text('cin_number'),
  verificationDocuments: jsonb('verification_documents').$type<VerificationDocuments>(),
  pickupDate: date('pickup_date').notNull(),
  returnDate: date('return_date').notNull(),
  pickupTime: varchar('pickup_time', { length: 5 }),
  returnTime: varchar('return_time', { length: 5 }),
  pickupLocation: text('pickup_location').notNull(),
  returnLocation: text('return_location').notNull(),
  totalDays: integer('total_days').notNull(),
  dailyRate: numeric('daily_rate', { precision: 12, scale: 2 }).notNull(),
  totalAmount: numeric('total_amount', { precision: 14, scale: 3 }).notNull(),
  commissionAmount: numeric('commission_amount', { precision: 14, scale: 3 }).notNull(),
  /** pending | confirmed | active | completed | cancelled */
  status: text('status').notNull().default('pending'),
  /** pending | paid | refunded */
  paymentStatus: text('payment_status').notNull().default('pending'),
  /** wallet | cash | card | bank_transfer */
  paymentMethod: text('payment_method').notNull().default('cash'),
  notes: text('notes').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
