import { updatePostProperty as updatePostPropertyOp } from '@abode/shared/operations';
import { PROPERTY_WRITE_MESSAGES as M, updatePostPropertyFields } from '@abode/shared/wire';
import { implement } from '../../../lib/define-route.ts';
import { parseInput } from '../../../lib/validation.ts';
import { collectPropertyForm } from './form.ts';
import { assertProfileComplete, deleteProperty, ownerView, ownListing } from './manage.ts';
import { saveProperty } from './save.ts';

/**
 * POST /api/update_post_property (multipart): `id`, `action_type` ('1' deletes, else edits), any property
 * field (absent = unchanged), new files, and `remove_gallery_images`, `remove_documents` (comma ids) and
 * `remove_three_d_image` ('1'). Only the owner may edit. An approved listing goes back to review unless the
 * setting `auto_approve_edited_listings` is '1' (default '0') or auto-approve applies to a verified owner.
 */
export default implement(updatePostPropertyOp, async ({ user, deps, urls, req }) => {
  const { fields, files } = collectPropertyForm(req.body);
  const input = parseInput(updatePostPropertyFields, fields);
  const existing = await ownListing(deps.db, user, input.id);
  if (input.action_type === '1') {
    await deleteProperty(deps, user, input.id);
    return { message: M.deleted, data: [] };
  }
  assertProfileComplete(user);
  const { id, action_type: _, ...rest } = input;
  await saveProperty(deps, user, rest, files, existing);
  return { message: M.updated, data: await ownerView(deps.db, user, urls, id) };
});
