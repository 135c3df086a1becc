import { myRepairworks } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { listMessage } from '../listing-kit/listing.service.ts';
import { findOwnRepairWorks } from './repairworks.repository.ts';
import { toRepairWorkDetails } from './repairworks.service.ts';

/**
 * GET /api/my-repairworks?offset,limit,request_status,id,slug_id: the caller's repair works in every review
 * state, newest first, each as the detail answers it (latest `reject_reason`, `interested_count`).
 */
export default implement(myRepairworks, async ({ query, user, deps, urls }) => {
  const { total, rows } = await findOwnRepairWorks(deps.db, user.id, query);
  const data = await toRepairWorkDetails(deps.db, rows, user, urls);
  return { message: listMessage(data.length), total, data };
});
