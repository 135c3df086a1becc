import { myConstruction } from '@abode/shared/operations';
import { VENTURE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { findOwnVentures } from './ventures.repository.ts';
import { toConstructionProfiles, withRejectReasons } from './ventures.service.ts';

/** GET /api/my-construction?request_status,offset,limit: as my-joint-venture, for construction profiles. */
export default implement(myConstruction, async ({ query, user, deps, urls }) => {
  const { total, rows } = await findOwnVentures(deps.db, user.id, 'construction', query);
  const data = await withRejectReasons(deps.db, await toConstructionProfiles(deps.db, rows, urls));
  return { message: data.length ? M.fetched : M.empty, total, data };
});
