/** Notifications (upstream `notifications`): to one customer, or to everyone (`send_type` 1), and who read which. */
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { propertys } from './properties.ts';
import { customers } from './users.ts';

/**
 * One notification. `customers_id` names its reader (null with `send_type` 1: everyone). `item_type` /
 * `item_id` / `item_slug` say what it is about, so the client links to it (its own routes, never a URL from the
 * server): property, project, service, repair_work, jv, construction, chat, verification, package, payment.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    send_type: smallint('send_type').notNull().default(0),
    customers_id: integer('customers_id').references(() => customers.id, { onDelete: 'cascade' }),
    propertys_id: integer('propertys_id').references(() => propertys.id, { onDelete: 'set null' }),
    item_type: text('item_type').notNull().default(''),
    item_id: integer('item_id'),
    item_slug: text('item_slug').notNull().default(''),
    /** A second party (the sender of a message, the interested user), for links that need one. */
    other_user_id: integer('other_user_id'),
    image: text('image').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [
    index('notifications_customer_idx').on(t.customers_id, t.id),
    index('notifications_all_idx').on(t.send_type, t.id),
  ],
);

/** Which user read which notification (a broadcast has one row per reader). */
export const notification_reads = pgTable(
  'notification_reads',
  {
    notification_id: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.notification_id] })],
);
