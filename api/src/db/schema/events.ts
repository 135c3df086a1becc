/** What happened for a user, in order: the log the live stream (GET /api/events) sends and replays. */
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { customers } from './users.ts';

/**
 * One row per event per user it is for (a message: its receiver and its sender's other tabs). Its id orders
 * the stream and is the SSE `id`, so a client that reconnects with `Last-Event-ID` gets exactly what it missed.
 * Rows are short-lived: the stream replays at most EVENT_RETENTION_MS; older ones are swept.
 */
export const user_events = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('user_events_user_idx').on(t.user_id, t.id), index('user_events_created_idx').on(t.created_at)],
);
