import { getNotificationList } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { listNotifications, unreadCount } from './notifications.repository.ts';
import { publicNotification } from './notify.ts';

/**
 * GET /api/get_notification_list?offset&limit: the caller's notifications and everyone's (`send_type` 1),
 * newest first, upstream's fields plus `is_read` and what each is about; `total` and `unread` beside `data`.
 */
export default implement(getNotificationList, async ({ query, user, deps, urls }) => {
  const { rows, total } = await listNotifications(deps.db, user.id, query.offset, query.limit);
  return {
    message: total ? 'Data Fetch Successfully' : 'No data found!',
    data: rows.map((r) => publicNotification(r.n, r.is_read, r.property_image, urls)),
    total,
    unread: await unreadCount(deps.db, user.id),
  };
});
