import { blockedUsers } from '@abode/shared/operations';
import type { BlockedUser } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { listBlocked } from './blocking.repository.ts';

/**
 * GET /api/blocked-users?offset&limit: the people the caller has blocked, latest first, with the reason
 * they gave. Our addition (upstream lists blocks only through get_chats' `is_blocked_by_me`), for the
 * blocked-users page: someone blocked without a conversation would not appear there otherwise.
 */
export default implement(blockedUsers, async ({ query, user, deps, urls }) => {
  const { rows, total } = await listBlocked(deps.db, user.id, query.offset, query.limit);
  const data: BlockedUser[] = rows.map((r) => ({
    id: r.id,
    name: r.name ?? '',
    profile: urls.upload(r.profile),
    slug_id: r.slug_id ?? '',
    reason: r.reason,
    blocked_at: new Date(r.blocked_at).toISOString(),
  }));
  return { message: total ? 'Data Fetch Successfully' : 'No data found!', total, data };
});
