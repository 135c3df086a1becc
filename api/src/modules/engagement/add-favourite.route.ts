import { addFavouriteBody, ENGAGEMENT_MESSAGES as M } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { assertNotDemo } from '../../lib/demo-mode.ts';
import { addFavourite, removeFavourite } from './engagement.repository.ts';
import { visibleProperty } from './engagement.service.ts';

/**
 * POST /api/add_favourite (JSON or form): `property_id`, `type` 1 adds and 0 removes. `project_id` is
 * accepted as the spec lists it, but only properties can be favourites (as upstream). Adding twice or
 * removing what is not there succeeds and changes nothing. Removing works even after the listing was
 * hidden; adding needs a listing visitors can see. Refused in demo mode, as upstream.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/add_favourite',
  auth: 'required',
  body: addFavouriteBody,
  handler: async ({ body, user, deps }) => {
    assertNotDemo(deps.config);
    const propertyId = body.property_id ?? 0;
    if (body.type === 0) {
      await removeFavourite(deps.db, user.id, propertyId);
      return { message: M.favouriteRemoved, data: { property_id: propertyId, is_favourite: 0 } };
    }
    await visibleProperty(deps.db, propertyId);
    await addFavourite(deps.db, user.id, propertyId);
    return { message: M.favouriteAdded, data: { property_id: propertyId, is_favourite: 1 } };
  },
});
