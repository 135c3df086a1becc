/**
 * Notifications (spec §7 get_notification_list; upstream shape in ebroker-admin-api.md §2.8), the calls that mark
 * them read, and the admin's send. Each carries what it is about (`item_type`, `item_id`, `item_slug`) so the
 * client links to it through its own routes.
 */
import { z } from 'zod';
import { envelope, pagination } from './common.ts';

/** What a notification is about. */
export const NOTIFICATION_ITEMS = [
  'property',
  'project',
  'service',
  'repair_work',
  'jv',
  'construction',
  'chat',
  'verification',
  'package',
  'payment',
  '',
] as const;
export type NotificationItem = (typeof NOTIFICATION_ITEMS)[number];

/** A notification as get_notification_list answers it (upstream fields, then ours). */
export const notificationEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  /** 0 addressed to the reader, 1 to everyone. */
  send_type: z.number().int(),
  customers_id: z.number().int().nullable(),
  propertys_id: z.number().int().nullable(),
  created_at: z.string(),
  property: z.object({ id: z.number().int(), title_image: z.string() }).nullable(),
  /** "5 minutes ago". */
  created: z.string(),
  notification_image: z.string(),
  is_read: z.boolean(),
  item_type: z.enum(NOTIFICATION_ITEMS),
  item_id: z.number().int().nullable(),
  item_slug: z.string(),
  /** The other party of a chat or interest notification (the conversation to open), else null. */
  other_user_id: z.number().int().nullable(),
});
export type NotificationEntry = z.infer<typeof notificationEntry>;

/** Query of get_notification_list. */
export const notificationListQuery = pagination;

/** Answer of get_notification_list: the page, `total` and the reader's `unread` count. */
export const notificationListAnswer = envelope.extend({
  data: z.array(notificationEntry),
  total: z.number().int(),
  unread: z.number().int(),
});

/** Body of POST notifications-read: one notification (`id`), or every one when absent. */
export const notificationsReadBody = z.object({
  id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z.number({ error: 'id must be a number' }).int().min(1).optional(),
  ),
});

/** Answer of notifications-read: the reader's unread count after it. */
export const notificationsReadAnswer = envelope.extend({ data: z.object({ unread: z.number().int() }) });

export const NOTIFICATION_MESSAGES = {
  titleRequired: 'The title is required',
  messageRequired: 'The message is required',
  userRequired: 'user_id is required when send_type is one',
  userNotFound: 'User not found',
  sent: 'Notification sent successfully',
  read: 'Notifications marked as read',
  notFound: 'Notification not found',
} as const;

/** Body of the admin's POST /api/admin/notifications: to everyone (`send_type` all) or to one user. */
export const adminNotificationBody = z
  .object({
    title: z
      .string({ error: NOTIFICATION_MESSAGES.titleRequired })
      .trim()
      .min(1, NOTIFICATION_MESSAGES.titleRequired)
      .max(191),
    message: z
      .string({ error: NOTIFICATION_MESSAGES.messageRequired })
      .trim()
      .min(1, NOTIFICATION_MESSAGES.messageRequired)
      .max(2000),
    send_type: z.enum(['all', 'one'], { error: 'send_type must be all or one' }).default('all'),
    user_id: z.coerce.number().int().min(1).optional(),
  })
  .refine((b) => b.send_type === 'all' || b.user_id !== undefined, {
    message: NOTIFICATION_MESSAGES.userRequired,
    path: ['user_id'],
  });

/** `notification` on the live stream: a new notification for the reader, and the unread count with it. */
export const notificationEvent = z.object({ notification: notificationEntry, unread: z.number().int() });

/** Answer of the admin's POST /api/admin/notifications: the stored notification (null when the user turned them off). */
export const adminNotificationAnswer = envelope.extend({
  data: z.object({ id: z.number().int().nullable(), send_type: z.enum(['all', 'one']) }),
});
