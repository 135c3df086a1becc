import { deleteUser } from '@abode/shared/operations';
import { PROFILE_MESSAGES } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { applicationDetails, applicationsOf } from '../verification/verification.repository.ts';
import { documentKeysOf } from '../verification/verification.service.ts';
import { deleteAccount } from './profile.repository.ts';
import { isOwnPhoto } from './profile.service.ts';

/**
 * POST /api/delete_user: deletes the token's customer and everything that is theirs, in one transaction
 * (the spec leaves the payload open; nothing in the body is read).
 */
export default implement(deleteUser, async ({ user, deps, req }) => {
  // Identity documents of the verification applications must not outlive the account.
  const applications = await applicationsOf(deps.db, user.id);
  const documents = documentKeysOf(await applicationDetails(deps.db, applications));
  const counts = await deleteAccount(deps.db, user);
  req.log.info({ customer_id: user.id, deleted: counts }, 'account deleted');
  // Files go after the commit: a failed transaction must not leave a profile without its photo.
  if (isOwnPhoto(user.profile)) await deps.storage.remove(user.profile).catch(() => {});
  await Promise.all(documents.map((key) => deps.storage.remove(key).catch(() => {})));
  return { message: PROFILE_MESSAGES.deleted, data: null };
});
