import { adminListingSettings } from '@abode/shared/operations';
import { settings } from '../../db/schema.ts';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';

/**
 * POST /api/admin/settings (admin): the listing settings, any of auto_approve, auto_approve_edited_listings
 * ('0'|'1'), maps_browser_key (the Google Maps browser key), appstore_id (Apple's number) and playstore_id (the
 * Android package name), '' for none.
 */
export default implement(adminListingSettings, async ({ deps, body }) => {
  const entries = Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string');
  if (!entries.length) throw new ApiError('VALIDATION', 'Please fill all fields');
  await deps.db.transaction(async (tx) => {
    for (const [type, data] of entries) {
      await tx.insert(settings).values({ type, data }).onConflictDoUpdate({ target: settings.type, set: { data } });
    }
  });
  return { message: 'Settings updated', data: Object.fromEntries(entries) };
});
