import { myRepairworkInterested } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { toMyInterest } from '../engagement/engagement.service.ts';
import { listMessage } from '../listing-kit/listing.service.ts';
import { filesOfListings } from '../listing-kit/listing-files.ts';
import { myRepairInterestPage } from './repairworks.repository.ts';
import { repairWorkObject } from './repairworks.service.ts';

/**
 * GET /api/my_repairwork_interested?offset,limit,type: the (visible) repair works I showed interest in, newest
 * interest first, each with `interest: {is_shortlisted, is_approved, created_at}`; `type` narrows by the owner's
 * decision (approved, shortlisted, pending = neither; all or absent: every one).
 */
export default implement(myRepairworkInterested, async ({ query, user, deps, urls }) => {
  const { total, rows } = await myRepairInterestPage(deps.db, user.id, query.type ?? 'all', query.offset, query.limit);
  const files = await filesOfListings(
    deps.db,
    'repair_work',
    rows.map((r) => r.repair.id),
  );
  const data = rows.map((r) => ({
    ...repairWorkObject(r, files.get(r.repair.id), urls),
    interest: toMyInterest(r.interest),
  }));
  return { message: listMessage(data.length), total, data };
});
