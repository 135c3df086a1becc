import { adminNotifications } from '@abode/shared/operations';
import { NOTIFICATION_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { findActiveCustomer } from '../chat/chat.repository.ts';
import { announce } from './announce.ts';
import { startBroadcastPush, storeBroadcast } from './broadcast.ts';

/**
 * POST /api/admin/notifications (admin): `title`, `message`, `send_type` all (everyone, upstream's send_type 1:
 * one row; reaches every open page of a reader with notifications on at once, then their devices by push after
 * the answer, see broadcast.ts) or one (`user_id`; honours their notification switch, and reaches their open
 * pages at once).
 */
export default implement(adminNotifications, async ({ body, deps, urls, req, reply }) => {
  if (body.send_type === 'all') {
    const row = await storeBroadcast(deps, body);
    // Once the answer has gone (or the admin went away): pushing to everyone takes a while.
    reply.raw.once('close', () => startBroadcastPush({ deps, urls, log: req.log }, row));
    return { message: M.sent, data: { id: row.id, send_type: 'all' as const } };
  }
  const to = body.user_id ?? 0;
  if (!(await findActiveCustomer(deps.db, to))) throw new ApiError('NOT_FOUND', M.userNotFound);
  const row = await announce(
    { deps, urls, log: req.log },
    { to, title: body.title, message: body.message, type: 'general' },
  );
  return { message: M.sent, data: { id: row?.id ?? null, send_type: 'one' as const } };
});
