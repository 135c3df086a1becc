// An admin's notification to everyone (upstream `send_type` 1): one row, which every reader's list shows. It
// reaches open pages at once and devices by push, without one row per user (decision 018, "Broadcasts"):
// - live: the row's transaction sends one "broadcast N" signal on the bus; every instance's hub asks
//   `broadcastReader` what to send its connected users, a chunk at a time (each one's own unread count, nothing
//   for someone whose notifications are off), and sends it without an event id;
// - push: after the answer, Web Push and FCM to every active user with notifications on and a device to reach,
//   BROADCAST_PUSH_BATCH users per query (keyset, so the table is never read whole), a few users at a time.
import { and, asc, eq, exists, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, notification_reads, notifications, usertokens, web_push_subscriptions } from '../../db/schema.ts';
import type { Deps } from '../../lib/define-route.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { BroadcastReader } from '../../realtime/hub.ts';
import type { PushReport } from '../push/push.service.ts';
import { type NotifyContext, notificationPayload, pushToUser } from './announce.ts';
import { insertNotification, type NotificationRow } from './notifications.repository.ts';
import { publicNotification } from './notify.ts';

/** Users read per query while pushing a broadcast. */
export const BROADCAST_PUSH_BATCH = 500;
/** Users pushed to at the same time (each to all of their browsers and apps). */
export const BROADCAST_PUSH_CONCURRENCY = 8;

/** What an admin sends to everyone. */
export interface BroadcastInput {
  title: string;
  message: string;
}

/** What pushing a broadcast did: users reached for, and the channels' reports added up. */
export interface BroadcastPushReport extends PushReport {
  users: number;
}

/** Users who want notifications at all (profile `notification` 1) and may sign in. */
const listening = and(eq(customers.notification, 1), eq(customers.isActive, 1));

/**
 * Stores a notification to everyone and, in its transaction, signals it to every instance (delivered on commit,
 * never before: a reader's unread count then includes it).
 */
export async function storeBroadcast(deps: Pick<Deps, 'db' | 'bus'>, input: BroadcastInput): Promise<NotificationRow> {
  const row = await deps.db.transaction(async (tx) => {
    const stored = await insertNotification(tx as unknown as Db, {
      title: input.title,
      message: input.message,
      type: 'general',
      send_type: 1,
    });
    await deps.bus.broadcastInTransaction(tx as unknown as Db, stored.id);
    return stored;
  });
  deps.bus.broadcastCommitted(row.id);
  return row;
}

/**
 * The hub's broadcast reader: for the given connected users, the `notification` event each must get (the
 * notification and their own unread count, in one query for the chunk), none for who has notifications off.
 * Nothing when the notification is gone or is not to everyone.
 */
export function broadcastReader(db: Db, urls: () => UrlBuilder): BroadcastReader {
  return async (notificationId, userIds) => {
    const out: Awaited<ReturnType<BroadcastReader>> = new Map();
    if (!userIds.length) return out;
    const [row] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, notificationId), eq(notifications.send_type, 1)));
    if (!row) return out;
    const notification = publicNotification(row, false, null, urls());
    for (const { id, unread } of await unreadCounts(db, userIds))
      out.set(id, { type: 'notification', data: { notification, unread } });
    return out;
  };
}

/**
 * The unread count of each of `userIds` who wants notifications, as `unreadCount` counts it (their own and
 * everyone's, without a read row of theirs), in one query.
 */
export async function unreadCounts(db: Db, userIds: number[]): Promise<{ id: number; unread: number }[]> {
  if (!userIds.length) return [];
  // Qualified by hand: inside the subquery a bare "id" would be the notification's.
  const reader = sql`${customers}.id`;
  const unread = sql<number>`(
    select count(*) from ${notifications} n
    where (n.customers_id = ${reader} or n.send_type = 1)
      and not exists (select 1 from ${notification_reads} r where r.notification_id = n.id and r.user_id = ${reader}))`;
  return db
    .select({ id: customers.id, unread: unread.mapWith(Number) })
    .from(customers)
    .where(and(inArray(customers.id, userIds), listening));
}

/**
 * Pushes a broadcast to every user with notifications on who has a browser subscription (or an app token, when
 * FCM is configured), `batch` users per query in id order, `concurrency` at a time. A user's failures are logged
 * (by `pushToUser`) and do not stop the others; a failed query ends the run (the error is thrown).
 */
export async function pushBroadcast(
  ctx: NotifyContext,
  row: NotificationRow,
  { batch = BROADCAST_PUSH_BATCH, concurrency = BROADCAST_PUSH_CONCURRENCY } = {},
): Promise<BroadcastPushReport> {
  const { db } = ctx.deps;
  const payload = notificationPayload(ctx.urls, row);
  const total: BroadcastPushReport = { users: 0, sent: 0, removed: 0, failed: 0 };
  const devices: SQL[] = [
    exists(
      db.select({ one: sql`1` }).from(web_push_subscriptions).where(eq(web_push_subscriptions.user_id, customers.id)),
    ),
  ];
  if (ctx.deps.config.fcm)
    devices.push(exists(db.select({ one: sql`1` }).from(usertokens).where(eq(usertokens.customer_id, customers.id))));
  let after = 0;
  for (;;) {
    const users = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(gt(customers.id, after), listening, or(...devices)))
      .orderBy(asc(customers.id))
      .limit(batch);
    if (!users.length) break;
    after = users[users.length - 1]?.id ?? after;
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < users.length; i = next++) {
        const user = users[i];
        if (!user) continue;
        const report = await pushToUser(ctx, user.id, payload, row.id);
        total.users++;
        total.sent += report.sent;
        total.removed += report.removed;
        total.failed += report.failed;
        if (report.error) total.error ??= report.error;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, users.length) }, worker));
    if (users.length < batch) break;
  }
  return total;
}

/** Starts `pushBroadcast` in the background; logs how it ended (it never rejects). */
export function startBroadcastPush(ctx: NotifyContext, row: NotificationRow): void {
  pushBroadcast(ctx, row).then(
    (report) => ctx.log.info({ report, notification: row.id }, 'broadcast pushed'),
    (err: unknown) => ctx.log.error({ err, notification: row.id }, 'broadcast push stopped'),
  );
}
