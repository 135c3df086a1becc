import { deleteProperty as deletePropertyOp } from '@abode/shared/operations';
import { PROPERTY_WRITE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../../lib/define-route.ts';
import { deleteProperty, ownListing } from './manage.ts';

/** POST /api/delete_property (`id`): the owner deletes a listing, its relations and the files it uploaded. */
export default implement(deletePropertyOp, async ({ body, user, deps }) => {
  await ownListing(deps.db, user, body.id);
  await deleteProperty(deps, user, body.id);
  return { message: M.deleted, data: [] };
});
