import { sql } from 'drizzle-orm';
/** Paid features: features, packages and their limits, the packages customers hold, and featured requests (advertisements). */
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.ts';
import { projects } from './projects.ts';
import { propertys } from './properties.ts';
import { customers } from './users.ts';

/** Featured requests ("advertisements"); `status` 0 approved, 1 pending, 2 rejected, 3 expired. */
export const advertisements = pgTable(
  'advertisements',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    for: text('for', { enum: ['property', 'project'] }).notNull(),
    type: text('type').notNull().default('HomeScreen'),
    property_id: integer('property_id').references(() => propertys.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    package_id: integer('package_id'),
    status: smallint('status').notNull().default(1),
    is_enable: boolean('is_enable').notNull().default(true),
    start_date: timestamp('start_date', { withTimezone: true }),
    end_date: timestamp('end_date', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('advertisements_property_idx').on(t.property_id), index('advertisements_project_idx').on(t.project_id)],
);

/** Gated features; `type` is the check-package-limit key. */
export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull().unique(),
  status: smallint('status').notNull().default(1),
  created_at: createdAt(),
});

/** Subscription packages; `duration` is in hours (upstream 1.2.3). */
export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ios_product_id: text('ios_product_id').unique(),
  package_type: text('package_type', { enum: ['free', 'paid'] }).notNull(),
  price: money('price').notNull().default(0),
  duration: integer('duration').notNull(),
  status: smallint('status').notNull().default(1),
  purchase_type: text('purchase_type', { enum: ['unlimited', 'one_time'] })
    .notNull()
    .default('unlimited'),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const package_features = pgTable(
  'package_features',
  {
    id: serial('id').primaryKey(),
    package_id: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    feature_id: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    limit_type: text('limit_type', { enum: ['limited', 'unlimited'] }).notNull(),
    limit: integer('limit'),
  },
  (t) => [uniqueIndex('package_features_unique').on(t.package_id, t.feature_id)],
);

/** A customer's package; active while `end_date` is null or in the future. */
export const user_packages = pgTable(
  'user_packages',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    package_id: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    start_date: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    end_date: timestamp('end_date', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('user_packages_user_idx').on(t.user_id)],
);

export const user_package_limits = pgTable('user_package_limits', {
  id: serial('id').primaryKey(),
  user_package_id: integer('user_package_id')
    .notNull()
    .references(() => user_packages.id, { onDelete: 'cascade' }),
  package_feature_id: integer('package_feature_id')
    .notNull()
    .references(() => package_features.id, { onDelete: 'cascade' }),
  total_limit: integer('total_limit').notNull(),
  used_limit: integer('used_limit').notNull().default(0),
});

/**
 * A payment for a package (upstream `payment_transactions`): one row per checkout attempt, bank transfer or
 * free package taken. `order_id` is the gateway's id of the checkout (unique per gateway); `user_package_id`
 * is the package the payment bought, set in the same transaction that marks it `success` (never one without
 * the other).
 */
export const payment_transactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    package_id: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    payment_gateway: text('payment_gateway', {
      enum: ['stripe', 'paystack', 'paypal', 'flutterwave', 'bank transfer', 'free'],
    }).notNull(),
    payment_type: text('payment_type', { enum: ['online payment', 'bank transfer', 'free'] }).notNull(),
    payment_status: text('payment_status', {
      enum: ['pending', 'success', 'failed', 'review', 'rejected', 'expired', 'canceled'],
    }).notNull(),
    /** Our reference sent to the gateway (Paystack reference, Flutterwave tx_ref, PayPal custom_id). */
    reference: text('reference').unique(),
    order_id: text('order_id'),
    transaction_id: text('transaction_id'),
    reject_reason: text('reject_reason'),
    /** The gateway's page of this checkout (Paystack, PayPal, Flutterwave): a checkout started again goes back to it. */
    checkout_url: text('checkout_url'),
    user_package_id: integer('user_package_id')
      .unique()
      .references(() => user_packages.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('payment_transactions_user_idx').on(t.user_id, t.id),
    uniqueIndex('payment_transactions_order_idx').on(t.payment_gateway, t.order_id),
    index('payment_transactions_status_idx').on(t.payment_status, t.created_at),
    // One open payment (a pending checkout or a transfer in review) per user and package: nothing is paid twice.
    uniqueIndex('payment_transactions_open_idx')
      .on(t.user_id, t.package_id)
      .where(sql`payment_status in ('pending', 'review')`),
  ],
);

/** Receipts uploaded for a bank transfer (private files; a new one after each rejection). */
export const bank_receipt_files = pgTable(
  'bank_receipt_files',
  {
    id: serial('id').primaryKey(),
    payment_transaction_id: integer('payment_transaction_id')
      .notNull()
      .references(() => payment_transactions.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('bank_receipt_files_tx_idx').on(t.payment_transaction_id)],
);
