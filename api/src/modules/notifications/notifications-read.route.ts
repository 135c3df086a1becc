import { notificationsRead } from '@abode/shared/operations';
import { NOTIFICATION_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { markNotificationsRead, readable, unreadCount } from './notifications.repository.ts';

/** POST /api/notifications-read (`id`, or none for all): marks the caller's notifications read. */
export default implement(notificationsRead, async ({ body, user, deps }) => {
  if (body.id !== undefined && !(await readable(deps.db, user.id, body.id)))
    throw new ApiError('NOT_FOUND', M.notFound);
  await markNotificationsRead(deps.db, user.id, body.id);
  return { message: M.read, data: { unread: await unreadCount(deps.db, user.id) } };
});
