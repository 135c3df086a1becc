import { updateProfile as updateProfileOp } from '@abode/shared/operations';
import { PROFILE_MESSAGES, profileLocationIssue } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import { storePhoto } from '../../lib/uploads.ts';
import { emailTakenByOther, type ProfilePatch, updateProfile } from './profile.repository.ts';
import { isOwnPhoto, PROFILE_PHOTO_FOLDER, profileAnswer } from './profile.service.ts';

const emailInUse = () => new ApiError('ALREADY_EXISTS', PROFILE_MESSAGES.emailInUse);

/**
 * POST /api/update_profile (multipart): any profile field of spec §3 plus the photo file `profile`. Only the
 * token's own customer is changed. An email change keeps the account verified (no re-verification yet); a new
 * or cleared phone number is unverified until a code sent to it proves it (verify-mobile, decision 026).
 */
export default implement(updateProfileOp, async ({ body, user, deps, urls }) => {
  const { profile: photo, ...fields } = body;
  const patch: ProfilePatch = {};
  for (const [key, value] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
    if (value === undefined) continue;
    // '' clears a text field (name and email never get here blank: the schema refuses them).
    (patch as Record<string, unknown>)[key] = value === '' ? null : value;
  }

  // Only a code sent to the new number proves it; until then phone sign-in does not open this account.
  if (patch.mobile !== undefined && patch.mobile !== user.mobile) patch.is_mobile_verified = false;

  const issue = profileLocationIssue({ ...user, ...patch });
  if (issue) throw new ApiError('VALIDATION', issue.message);
  if (
    patch.email &&
    patch.email !== user.email &&
    (await emailTakenByOther(deps.db, patch.email, user.logintype, user.id))
  )
    throw emailInUse();

  const hasPhoto = photo !== undefined && photo !== '';
  const newPhoto = hasPhoto
    ? await storePhoto(deps.storage, photo, { folder: PROFILE_PHOTO_FOLDER, maxSide: 1024 })
    : null;
  if (newPhoto) patch.profile = newPhoto;

  let updated: Awaited<ReturnType<typeof updateProfile>>;
  try {
    updated = await updateProfile(deps.db, user.id, patch);
  } catch (err) {
    if (newPhoto) await deps.storage.remove(newPhoto).catch(() => {});
    // Two accounts racing for one address: the unique index decides.
    if (isUniqueViolation(err)) throw emailInUse();
    throw err;
  }
  // The old photo goes only once the new one is committed, and only if this module wrote it.
  if (newPhoto && isOwnPhoto(user.profile) && user.profile !== newPhoto) {
    await deps.storage.remove(user.profile).catch(() => {});
  }
  return { message: PROFILE_MESSAGES.updated, data: profileAnswer(updated, urls) };
});
