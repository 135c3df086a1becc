// Notifications raised after an action committed (a listing reviewed, an interest shown or decided, a
// verification decided): a failure to notify is logged and never undoes or fails the action itself.

import { type NotificationItem, PUSH_OPEN_PATH, type PushPayload } from '@abode/shared/wire';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jv_constructions, projects, propertys, repair_works, services } from '../../db/schema.ts';
import type { Deps } from '../../lib/define-route.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import { withEvents } from '../../realtime/events.ts';
import { sendFcmPush } from '../push/fcm.ts';
import { type PushReport, sendWebPush } from '../push/push.service.ts';
import type { NotificationRow } from './notifications.repository.ts';
import { type NotificationInput, notify } from './notify.ts';

/** What sending a notification needs: the database, the event bus and settings, links, a log. */
export interface NotifyContext {
  deps: Pick<Deps, 'db' | 'bus' | 'config'>;
  urls: UrlBuilder;
  log: FastifyBaseLogger;
}

/**
 * Sends one notification in its own transaction, then (not awaited) to the reader's browsers by Web Push; logs
 * and swallows a failure of either.
 */
export async function announce(ctx: NotifyContext, input: NotificationInput): Promise<NotificationRow | null> {
  try {
    const row = await withEvents(ctx.deps.db, ctx.deps.bus, (tx, emit) => notify(tx, emit, ctx.urls, input));
    if (row) pushNotification(ctx, row);
    return row;
  } catch (err) {
    ctx.log.error({ err, to: input.to, type: input.type }, 'notification not stored');
    return null;
  }
}

/**
 * Pushes a stored notification to its reader's devices, in the background: their browsers by Web Push, their
 * apps by FCM (when configured). A notification to everyone has no reader here (broadcast.ts pushes it).
 */
export function pushNotification(ctx: NotifyContext, row: NotificationRow): void {
  if (!row.customers_id) return;
  void pushToUser(ctx, row.customers_id, notificationPayload(ctx.urls, row), row.id);
}

/** What a push of a stored notification shows and opens (the notification centre, which forwards to its item). */
export function notificationPayload(urls: UrlBuilder, row: NotificationRow): PushPayload {
  const tag = row.type === 'chat' ? `chat-${row.other_user_id}-${row.item_slug}-${row.item_id}` : `n-${row.id}`;
  return {
    title: row.title,
    body: row.message,
    link: `${PUSH_OPEN_PATH}?open=${row.id}`,
    tag,
    icon: row.image ? urls.upload(row.image) : undefined,
    type: row.type,
  };
}

/**
 * Sends `payload` to one user's browsers (Web Push) and apps (FCM) at once; logs what failed and never rejects.
 * Answers the two channels' reports added up.
 */
export async function pushToUser(
  ctx: NotifyContext,
  userId: number,
  payload: PushPayload,
  notificationId: number,
): Promise<PushReport> {
  const none: PushReport = { sent: 0, removed: 0, failed: 0 };
  const logged = (channel: string, send: Promise<PushReport>) =>
    send.then(
      (report) => {
        if (report.failed) ctx.log.warn({ report, notification: notificationId }, `${channel}: some deliveries failed`);
        return report;
      },
      (err: unknown) => {
        ctx.log.error({ err, notification: notificationId }, `${channel} failed`);
        return { ...none, failed: 1, error: err instanceof Error ? err.message : String(err) };
      },
    );
  const reports = await Promise.all([
    logged('web push', sendWebPush(ctx.deps, userId, payload)),
    logged('fcm', sendFcmPush(ctx.deps, userId, payload)),
  ]);
  return reports.reduce(
    (sum, r) => ({
      sent: sum.sent + r.sent,
      removed: sum.removed + r.removed,
      failed: sum.failed + r.failed,
      ...((sum.error ?? r.error) ? { error: sum.error ?? r.error } : {}),
    }),
    none,
  );
}

/** What a notification says about a listing: its kind (as an item), title, slug, picture and owner. */
export interface ListingSummary {
  item: NotificationItem;
  id: number;
  title: string;
  slug: string;
  image: string;
  owner: number | null;
}

const TABLES = {
  property: { table: propertys, owner: propertys.added_by, image: propertys.title_image },
  project: { table: projects, owner: projects.added_by, image: projects.image },
  service: { table: services, owner: services.user_id, image: services.title_image },
  repair_work: { table: repair_works, owner: repair_works.user_id, image: repair_works.title_image },
  jv: { table: jv_constructions, owner: jv_constructions.user_id, image: jv_constructions.title_image },
  construction: { table: jv_constructions, owner: jv_constructions.user_id, image: jv_constructions.title_image },
} as const;

/** A listing of any kind, for the words and link of a notification; undefined when it is gone. */
export async function listingSummary(
  db: Db,
  kind: keyof typeof TABLES,
  id: number,
): Promise<ListingSummary | undefined> {
  const t = TABLES[kind];
  const [row] = await db
    .select({ title: t.table.title, slug: t.table.slug_id, image: t.image, owner: t.owner })
    .from(t.table)
    .where(eq(t.table.id, id));
  if (!row) return undefined;
  const owner = row.owner && row.owner > 0 ? row.owner : null;
  return { item: kind, id, title: row.title, slug: row.slug ?? '', image: row.image ?? '', owner };
}

/** The noun of a listing kind in a notification's words. */
export const NOUN: Record<keyof typeof TABLES, string> = {
  property: 'property',
  project: 'project',
  service: 'service',
  repair_work: 'repair work',
  jv: 'joint venture post',
  construction: 'construction profile',
};
