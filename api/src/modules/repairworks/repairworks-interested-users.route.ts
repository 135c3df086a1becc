import { repairworksInterestedUsers } from '@abode/shared/operations';
import { SERVICE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { addInterest, hasInterest, removeInterest } from '../engagement/engagement.repository.ts';
import { isVisible, ownsListing } from '../listing-kit/listing.service.ts';
import { repairRepository } from './repairworks.repository.ts';

/**
 * POST /api/repairworks_interested_users (form or JSON: `repairworks_id`, `type`): `type` 1 shows interest in a
 * visible repair work, 0 withdraws it (also once the repair work is hidden), no `type` turns it over. Not in
 * one's own repair work (403). Answers the caller's interest after the call.
 */
export default implement(repairworksInterestedUsers, async ({ body, user, deps }) => {
  const id = body.repairworks_id;
  const want = body.type ?? ((await hasInterest(deps.db, 'repair_work', user.id, id)) ? 0 : 1);
  if (want === 0) {
    await removeInterest(deps.db, 'repair_work', user.id, id);
    return { message: M.interestRemoved, data: { repairworks_id: id, is_interested: 0 as const } };
  }
  const row = await repairRepository.find(deps.db, { id });
  if (!row || !isVisible(row.repair)) throw new ApiError('NOT_FOUND', M.repairNotFound);
  if (ownsListing(row.repair, user)) throw new ApiError('FORBIDDEN', M.ownInterest);
  await addInterest(deps.db, 'repair_work', user.id, id);
  return { message: M.interestAdded, data: { repairworks_id: id, is_interested: 1 as const } };
});
