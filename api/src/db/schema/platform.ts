/** What the platform itself keeps: server secrets, the outbox of mail and texts, interface languages and the settings store. */
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Server-side secrets made on first use (e.g. the key that signs private file URLs); never sent to clients. */
export const server_secrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: createdAt(),
});

/** Messages that would be mailed or texted; a local stand-in until a mail/SMS adapter is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
    // Delivery (src/modules/outbox/dispatcher.ts, email only, when SMTP is configured): null until sent.
    sent_at: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.id),
    index('outbox_pending_idx').on(t.channel, t.sent_at, t.next_attempt_at),
  ],
);

/** Interface languages; `file_name` holds the translation dictionary itself (upstream: a JSON file). */
export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  file_name: jsonb('file_name').$type<Record<string, string>>().notNull().default({}),
  status: smallint('status').notNull().default(1),
  rtl: boolean('rtl').notNull().default(false),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** The key/value settings store (`type` is the key). */
export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  type: text('type').notNull().unique(),
  data: text('data').notNull().default(''),
});
