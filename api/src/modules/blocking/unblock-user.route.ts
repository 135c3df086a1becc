import { unblockUser } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { unblock } from './blocking.repository.ts';
import { BLOCK_MESSAGES, targetsOf } from './blocking.service.ts';

/** POST /api/unblock-user (multipart): `to_user_id` or `to_admin=1`. Unblocking twice succeeds. */
export default implement(unblockUser, async ({ body, user, deps }) => {
  const targets = await targetsOf(deps.db, user.id, body);
  await unblock(deps.db, user.id, targets);
  return { message: BLOCK_MESSAGES.unblocked };
});
