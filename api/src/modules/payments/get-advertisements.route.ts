import { getAdvertisements } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { advertisementsOf } from './account.repository.ts';

/** GET /api/get-advertisements: the caller's featuring requests, newest first. */
export default implement(getAdvertisements, async ({ query, user, deps, urls }) => {
  const { rows, total } = await advertisementsOf(deps.db, urls, user.id, query);
  return { message: 'Data Fetch Successfully', data: rows, total };
});
