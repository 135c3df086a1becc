import { blockUser } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { block } from './blocking.repository.ts';
import { BLOCK_MESSAGES, targetsOf } from './blocking.service.ts';

/**
 * POST /api/block-user (multipart; spec §3 "User report or block"): `to_user_id` or `to_admin=1`, and an
 * optional `reason`, which is the user's report and is stored with the block. A blocked user cannot send
 * the blocker a message (send_message). Blocking again succeeds and changes nothing but the reason.
 */
export default implement(blockUser, async ({ body, user, deps }) => {
  const targets = await targetsOf(deps.db, user.id, body);
  await block(deps.db, user.id, targets, body.reason ?? '');
  return { message: BLOCK_MESSAGES.blocked };
});
