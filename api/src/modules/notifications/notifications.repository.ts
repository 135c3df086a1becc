// Notifications: stored, listed for a reader (their own and everyone's), counted and marked read.
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, notification_reads, notifications, propertys } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** The notifications `userId` reads: addressed to them, or to everyone. */
const forReader = (userId: number) => or(eq(notifications.customers_id, userId), eq(notifications.send_type, 1));

const readBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${notification_reads} r where r.notification_id = ${notifications.id} and r.user_id = ${userId})`;

export async function insertNotification(db: Db, row: typeof notifications.$inferInsert): Promise<NotificationRow> {
  const [stored] = await db.insert(notifications).values(row).returning();
  if (!stored) throw new Error('notification insert returned no row');
  return stored;
}

/** Whether a user wants notifications (profile `notification` 1) and exists. */
export async function wantsNotifications(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ on: customers.notification }).from(customers).where(eq(customers.id, userId));
  return row?.on === 1;
}

/** A page of a reader's notifications, newest first, with whether each is read and its property's picture. */
export async function listNotifications(db: Db, userId: number, offset: number, limit: number) {
  const rows = await db
    .select({ n: notifications, is_read: readBy(userId), property_image: propertys.title_image })
    .from(notifications)
    .leftJoin(propertys, eq(propertys.id, notifications.propertys_id))
    .where(forReader(userId))
    .orderBy(desc(notifications.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(notifications).where(forReader(userId));
  return { rows, total: total?.n ?? 0 };
}

/** How many of a reader's notifications are unread. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(
      notification_reads,
      and(eq(notification_reads.notification_id, notifications.id), eq(notification_reads.user_id, userId)),
    )
    .where(and(forReader(userId), isNull(notification_reads.user_id)));
  return row?.n ?? 0;
}

/** Whether a reader may see this notification. */
export async function readable(db: Db, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), forReader(userId)));
  return Boolean(row);
}

/** Marks one notification (or every unread one of the reader) read; repeating it changes nothing. */
export async function markNotificationsRead(db: Db, userId: number, id?: number): Promise<void> {
  const ids =
    id !== undefined
      ? [id]
      : (
          await db
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(forReader(userId), sql`not ${readBy(userId)}`))
        ).map((r) => r.id);
  if (!ids.length) return;
  await db
    .insert(notification_reads)
    .values(ids.map((notification_id) => ({ notification_id, user_id: userId })))
    .onConflictDoNothing();
}
