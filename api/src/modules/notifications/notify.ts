// Creating a notification for one person, in the transaction of what caused it, with its live event
// (decision 018): the reader's open pages get it at once, with their new unread count.
import type { NotificationEntry, NotificationItem } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { NewEvent } from '../../realtime/events.ts';
import { timeAgo } from '../chat/chat.service.ts';
import {
  insertNotification,
  type NotificationRow,
  unreadCount,
  wantsNotifications,
} from './notifications.repository.ts';

/** What happened, for whom, and what it is about. */
export interface NotificationInput {
  to: number;
  title: string;
  message: string;
  type: string;
  item?: { type: NotificationItem; id: number | null; slug?: string | null | undefined };
  otherUserId?: number | null;
  propertyId?: number | null;
  image?: string | null;
}

/** A stored notification as get_notification_list shows it. */
export function publicNotification(
  row: NotificationRow,
  isRead: boolean,
  propertyImage: string | null,
  urls: UrlBuilder,
): NotificationEntry {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    send_type: row.send_type,
    customers_id: row.customers_id,
    propertys_id: row.propertys_id,
    created_at: row.created_at.toISOString(),
    property: row.propertys_id ? { id: row.propertys_id, title_image: urls.upload(propertyImage) } : null,
    created: timeAgo(row.created_at),
    notification_image: urls.upload(row.image || propertyImage),
    is_read: isRead,
    item_type: (row.item_type || '') as NotificationItem,
    item_id: row.item_id,
    item_slug: row.item_slug,
    other_user_id: row.other_user_id,
  };
}

/**
 * Stores a notification for `input.to` unless they switched notifications off (profile `notification` 0), and
 * emits it on their stream. Run it inside `withEvents` so it commits (or not) with its cause.
 */
export async function notify(
  tx: Db,
  emit: (event: NewEvent) => void,
  urls: UrlBuilder,
  input: NotificationInput,
): Promise<NotificationRow | null> {
  if (!(await wantsNotifications(tx, input.to))) return null;
  const row = await insertNotification(tx, {
    title: input.title.slice(0, 191),
    message: input.message.slice(0, 2000),
    type: input.type,
    send_type: 0,
    customers_id: input.to,
    propertys_id: input.propertyId ?? null,
    item_type: input.item?.type ?? '',
    item_id: input.item?.id ?? null,
    item_slug: input.item?.slug ?? '',
    other_user_id: input.otherUserId ?? null,
    image: input.image ?? '',
  });
  emit({
    userId: input.to,
    type: 'notification',
    data: { notification: publicNotification(row, false, null, urls), unread: await unreadCount(tx, input.to) },
  });
  return row;
}
