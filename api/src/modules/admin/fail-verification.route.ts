import { adminFailVerification } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { decideVerification } from './verification-decision.ts';

/** POST /api/admin/verifications/:id/fail (admin), body `reason` (required): the applicant may apply again. */
export default implement(adminFailVerification, async (ctx) => {
  const { reason } = ctx.body;
  return decideVerification(ctx, ctx.params.id, {
    status: 'failed',
    reason,
    answer: 'Verification marked as failed',
    mail: (row, name) => ({
      subject: `Your ${row.kind} verification was not approved`,
      body: `Hello ${name}, your ${row.kind} verification on Abode was not approved: ${reason}. You may apply again.`,
    }),
    notification: {
      type: 'verification_failed',
      title: 'Verification not approved',
      message: (row) => `Your ${row.kind} verification was not approved: ${reason}. You may apply again.`,
    },
  });
});
