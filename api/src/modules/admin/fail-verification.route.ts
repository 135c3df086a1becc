import { adminFailVerification } from '@abode/shared/operations';
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

/** POST /api/admin/verifications/:id/fail (admin), body `reason` (required): the applicant may apply again. */
export default implement(adminFailVerification, async ({ params: { id }, deps, req, urls, body }) => {
  const before = await findApplicationById(deps.db, id);
  if (!before) throw new ApiError('NOT_FOUND', 'Verification not found');
  const row = (await setApplicationStatus(deps.db, id, 'failed', body.reason)) ?? before;
  if (before.status !== 'failed' || before.reason !== body.reason) {
    const applicant = await findCustomer(deps.db, row.user_id);
    if (applicant?.email)
      await enqueue(deps.db, req.log, {
        channel: 'email',
        recipient: applicant.email,
        template: 'verification_status',
        subject: `Your ${row.kind} verification was not approved`,
        body: `Hello ${applicant.name ?? ''}, your ${row.kind} verification on Abode was not approved: ${body.reason}. You may apply again.`,
        payload: { kind: row.kind, status: 'failed', reason: body.reason },
      });
    await announce(
      { deps, urls, log: req.log },
      {
        to: row.user_id,
        type: 'verification_failed',
        title: 'Verification not approved',
        message: `Your ${row.kind} verification was not approved: ${body.reason}. You may apply again.`,
        item: { type: 'verification', id: row.id },
      },
    );
  }
  const [data] = recordViews([row], await applicationDetails(deps.db, [row]), urls);
  // One application in, its one view out.
  if (!data) throw new Error('the application has no view');
  return { message: 'Verification marked as failed', data };
});
