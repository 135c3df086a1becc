import { interestBody, ENGAGEMENT_MESSAGES as M } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { addInterest, removeInterest } from './engagement.repository.ts';
import { assertNotOwner, visibleProperty } from './engagement.service.ts';

/**
 * POST /api/interested_users (form or JSON): `property_id`, `type` 1 shows interest and 0 withdraws it.
 * Not in one's own listing, and only in a property for sale or rent (upstream `is_interest_available`).
 * Withdrawing also works once the listing is hidden or sold.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/interested_users',
  auth: 'required',
  body: interestBody,
  handler: async ({ body, user, deps }) => {
    if (body.type === 0) {
      await removeInterest(deps.db, user.id, body.property_id);
      return { message: M.interestRemoved, data: { property_id: body.property_id, is_interested: 0 } };
    }
    const p = await visibleProperty(deps.db, body.property_id);
    assertNotOwner(p, user, M.ownInterest);
    if (p.propery_type > 1) throw new ApiError('BAD_REQUEST', M.interestUnavailable);
    await addInterest(deps.db, user.id, body.property_id);
    return { message: M.interestAdded, data: { property_id: body.property_id, is_interested: 1 } };
  },
});
