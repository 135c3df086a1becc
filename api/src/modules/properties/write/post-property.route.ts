import { postProperty as postPropertyOp } from '@abode/shared/operations';
import { PROPERTY_WRITE_MESSAGES as M, postPropertyFields } from '@abode/shared/wire';
import { implement } from '../../../lib/define-route.ts';
import { parseInput } from '../../../lib/validation.ts';
import { collectPropertyForm } from './form.ts';
import { assertProfileComplete, ownerView } from './manage.ts';
import { saveProperty } from './save.ts';

/**
 * POST /api/post_property (multipart, spec §3 Property fields; encoding in shared/src/wire/property-write.ts).
 * Needs a complete profile and a package with `property_list` units left (one is used, in the same
 * transaction as the insert). New listings are active and pending review, or approved at once when the
 * setting `auto_approve` is '1' and the owner holds a verification.
 */
export default implement(postPropertyOp, async ({ user, deps, urls, req }) => {
  assertProfileComplete(user);
  const { fields, files } = collectPropertyForm(req.body);
  const input = parseInput(postPropertyFields, fields);
  const id = await saveProperty(deps, user, input, files);
  return { message: M.posted, data: await ownerView(deps.db, user, urls, id) };
});
