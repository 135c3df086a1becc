/** Standard Web Push subscriptions (VAPID), one per browser: where the push service accepts this device's messages. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { customers } from './users.ts';

/**
 * A browser's PushSubscription (`endpoint` and its `p256dh` / `auth` keys). A subscription moves to whoever signs
 * in on that browser last; it goes when the push service says it expired (404/410) or the user signs out.
 */
export const web_push_subscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: createdAt(),
    last_success_at: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('web_push_subscriptions_user_idx').on(t.user_id)],
);
