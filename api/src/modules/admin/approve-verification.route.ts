import { adminApproveVerification } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { decideVerification } from './verification-decision.ts';

/** POST /api/admin/verifications/:id/approve (admin): the applicant is verified; repeating it changes nothing. */
export default implement(adminApproveVerification, async (ctx) =>
  decideVerification(ctx, ctx.params.id, {
    status: 'success',
    reason: null,
    answer: 'Verification approved',
    mail: (row, name) => ({
      subject: `Your ${row.kind} verification is approved`,
      body: `Hello ${name}, your ${row.kind} verification on Abode has been approved.`,
    }),
    notification: {
      type: 'verification_success',
      title: 'Verification approved',
      message: (row) => `Your ${row.kind} verification has been approved.`,
    },
  }),
);
