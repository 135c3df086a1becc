import { addReports } from '@abode/shared/operations';
import { ENGAGEMENT_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { insertReport, reportReasons } from './engagement.repository.ts';
import { assertNotOwner, visibleProperty } from './engagement.service.ts';

/**
 * POST /api/add_reports (form or JSON): `property_id`, `reason_id` (0 or absent = other) and
 * `other_message`. Validation texts are the spec's: neither a reason nor a message → 'Please select a
 * reason first.'; "other" without a message → 'Please write your reason'. One report per user and
 * property ('Already Reported'); not one's own listing.
 */
export default implement(addReports, async ({ body, user, deps }) => {
  const p = await visibleProperty(deps.db, body.property_id);
  assertNotOwner(p, user, M.ownReport);
  const reasonId = body.reason_id ? body.reason_id : null;
  if (reasonId !== null && !(await reportReasons(deps.db, reasonId)).length) {
    throw new ApiError('NOT_FOUND', M.reasonNotFound);
  }
  const stored = await insertReport(deps.db, {
    customer_id: user.id,
    property_id: p.id,
    reason_id: reasonId,
    other_message: body.other_message ?? '',
  });
  if (!stored) throw new ApiError('ALREADY_EXISTS', M.alreadyReported);
  return { message: M.reported, data: { property_id: p.id, is_reported: true } };
});
