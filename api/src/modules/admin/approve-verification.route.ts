import { adminApproveVerification } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { announce } from '../notifications/announce.ts';
import { enqueue } from '../outbox/outbox.ts';
import {
  applicationDetails,
  findApplicationById,
  setApplicationStatus,
} from '../verification/verification.repository.ts';
import { recordViews } from '../verification/verification.service.ts';
import { findCustomer } from './admin.repository.ts';

/** POST /api/admin/verifications/:id/approve (admin): the applicant is verified; repeating it changes nothing. */
export default implement(adminApproveVerification, async ({ params: { id }, deps, req, urls }) => {
  const before = await findApplicationById(deps.db, id);
  if (!before) throw new ApiError('NOT_FOUND', 'Verification not found');
  const row = (await setApplicationStatus(deps.db, id, 'success', null)) ?? before;
  if (before.status !== 'success') {
    const applicant = await findCustomer(deps.db, row.user_id);
    if (applicant?.email)
      await enqueue(deps.db, req.log, {
        channel: 'email',
        recipient: applicant.email,
        template: 'verification_status',
        subject: `Your ${row.kind} verification is approved`,
        body: `Hello ${applicant.name ?? ''}, your ${row.kind} verification on Abode has been approved.`,
        payload: { kind: row.kind, status: 'success' },
      });
    await announce(
      { deps, urls, log: req.log },
      {
        to: row.user_id,
        type: 'verification_success',
        title: 'Verification approved',
        message: `Your ${row.kind} verification has been approved.`,
        item: { type: 'verification', id: row.id },
      },
    );
  }
  const [data] = recordViews([row], await applicationDetails(deps.db, [row]), urls);
  // One application in, its one view out.
  if (!data) throw new Error('the application has no view');
  return { message: 'Verification approved', data };
});
