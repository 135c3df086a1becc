import { getUserPackages } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { userPackagesOf } from './account.repository.ts';

/** GET /api/get-user-packages: the caller's packages, running first, with usage per feature. */
export default implement(getUserPackages, async ({ query, user, deps }) => {
  const { rows, total } = await userPackagesOf(deps.db, user.id, query);
  return { message: 'Data Fetch Successfully', data: rows, total };
});
