import { isProfileComplete, type ProfileCustomer } from '@abode/shared/wire';
import type { customers } from '../../db/schema.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import { publicCustomer } from '../users/users.service.ts';

/** Storage folder of profile photos; only files under it are ever removed when a photo is replaced. */
export const PROFILE_PHOTO_FOLDER = 'profiles';

/** The customer as get-user-data and update_profile answer it, with `is_profile_complete` (spec §5). */
export function profileAnswer(c: typeof customers.$inferSelect, urls: UrlBuilder): ProfileCustomer {
  // The stored key decides completeness, not the URL built from it.
  return { ...publicCustomer(c, urls), is_profile_complete: isProfileComplete(c) };
}

/** Whether a stored photo key is one this module wrote (seed pictures and external URLs are shared or foreign). */
export function isOwnPhoto(key: string | null | undefined): key is string {
  return Boolean(key?.startsWith(`${PROFILE_PHOTO_FOLDER}/`));
}
