/** Chat messages and who blocked whom. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { projects } from './projects.ts';
import { propertys } from './properties.ts';
import { repair_works } from './services.ts';
import { customers } from './users.ts';

/**
 * Chat messages (spec §3 "Chat message"): about a property, a project or a repair work. Upstream keeps
 * text, file and audio in one row; '' means absent.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    sender_id: integer('sender_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    receiver_id: integer('receiver_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    property_id: integer('property_id').references(() => propertys.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    repair_works_id: integer('repair_works_id').references(() => repair_works.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    file: text('file').notNull().default(''),
    audio: text('audio').notNull().default(''),
    is_read: boolean('is_read').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // A user's conversations: their sent and their received messages, each grouped by property.
    index('chats_sender_idx').on(t.sender_id, t.receiver_id, t.property_id, t.id),
    index('chats_receiver_idx').on(t.receiver_id, t.sender_id, t.property_id, t.id),
    // Unread counts.
    index('chats_unread_idx').on(t.receiver_id, t.sender_id, t.property_id).where(sql`${t.is_read} = false`),
    index('chats_project_idx').on(t.project_id),
    index('chats_repair_works_idx').on(t.repair_works_id),
  ],
);

/** Who blocked whom in chat (`by_user_id` blocked `user_id`). */
export const blocked_chat_users = pgTable(
  'blocked_chat_users',
  {
    id: serial('id').primaryKey(),
    by_user_id: integer('by_user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('blocked_chat_users_pair_unique').on(t.by_user_id, t.user_id),
    index('blocked_chat_users_user_idx').on(t.user_id),
  ],
);
