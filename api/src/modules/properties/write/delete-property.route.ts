import { deletePropertyBody, PROPERTY_WRITE_MESSAGES as M } from '@abode/shared/wire';
import { defineRoute } from '../../../lib/define-route.ts';
import { deleteProperty, ownListing } from './manage.ts';

/** POST /api/delete_property (`id`): the owner deletes a listing, its relations and the files it uploaded. */
export default defineRoute({
  method: 'POST',
  url: '/api/delete_property',
  auth: 'required',
  body: deletePropertyBody,
  handler: async ({ body, user, deps }) => {
    await ownListing(deps.db, user, body.id);
    await deleteProperty(deps, user, body.id);
    return { message: M.deleted, data: [] };
  },
});
