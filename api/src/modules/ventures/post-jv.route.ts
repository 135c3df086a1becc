import { postJv } from '@abode/shared/operations';
import { postListingRoute } from '../listing-kit/listing-routes.ts';
import { ventureKit } from './venture-kit.ts';

/**
 * POST /api/post-jv (multipart; encoding in shared/src/wire/venture.ts): creates a joint-venture post, or edits
 * the caller's post named by `?slug_id=`. Needs a complete profile; a new post also needs a package whose
 * `service_list` has units left (spec §6: package, feature and limit), one used in the same transaction as the
 * insert. A new post is pending (hidden) until an admin approves it, unless `auto_approve` is '1' and the owner
 * is verified; an edited approved post goes back to review unless `auto_approve_edited_listings` is '1'.
 * Answers the saved post as its owner sees it.
 */
export default postListingRoute(postJv, ventureKit('jv'));
