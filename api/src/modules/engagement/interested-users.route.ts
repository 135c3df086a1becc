import { interestedUsers } from '@abode/shared/operations';
import { ENGAGEMENT_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { announce, listingSummary, NOUN } from '../notifications/announce.ts';
import { ownsProject, visibleProject } from '../projects/engagement/project-engagement.service.ts';
import { addInterest, removeInterest } from './engagement.repository.ts';
import { assertNotOwner, visibleProperty } from './engagement.service.ts';

/**
 * POST /api/interested_users (form or JSON): `property_id` or `project_id`, `type` 1 shows interest and 0
 * withdraws it. Not in one's own listing; a property must be for sale or rent (upstream
 * `is_interest_available`). Withdrawing also works once the listing is hidden or sold. Divergence: upstream
 * has no interest in projects; the spec's `get_interested_project` needs one, so `project_id` is read here.
 */
export default implement(interestedUsers, async ({ body, user, deps, urls, req }) => {
  const kind = body.property_id !== undefined ? 'property' : 'project';
  const listingId = body.property_id ?? body.project_id ?? 0;
  const ref = kind === 'property' ? { property_id: listingId } : { project_id: listingId };
  if (body.type === 0) {
    await removeInterest(deps.db, kind, user.id, listingId);
    return { message: M.interestRemoved, data: { ...ref, is_interested: 0 } };
  }
  if (kind === 'property') {
    const p = await visibleProperty(deps.db, listingId);
    assertNotOwner(p, user, M.ownInterest);
    if (p.propery_type > 1) throw new ApiError('BAD_REQUEST', M.interestUnavailable);
  } else if (ownsProject(await visibleProject(deps.db, listingId), user)) {
    throw new ApiError('FORBIDDEN', M.ownProjectInterest);
  }
  const added = await addInterest(deps.db, kind, user.id, listingId);
  const listing = added ? await listingSummary(deps.db, kind, listingId) : undefined;
  if (listing?.owner)
    await announce(
      { deps, urls, log: req.log },
      {
        to: listing.owner,
        type: 'interest',
        title: `New interest in your ${NOUN[kind]}`,
        message: `${user.name ?? 'Someone'} is interested in "${listing.title}".`,
        item: { type: listing.item, id: listingId, slug: listing.slug },
        otherUserId: user.id,
        propertyId: kind === 'property' ? listingId : null,
        image: listing.image,
      },
    );
  return { message: M.interestAdded, data: { ...ref, is_interested: 1 } };
});
