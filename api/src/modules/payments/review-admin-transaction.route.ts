import { reviewAdminTransaction } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { reviewBankTransfer } from './bank-transfer.ts';

/** POST /api/admin/transactions/:id/review (`status` success|rejected|failed, `reject_reason`): a bank transfer. */
export default implement(reviewAdminTransaction, async ({ params, body, deps, urls, req }) => {
  const data = await reviewBankTransfer({ deps, urls, log: req.log }, params.id, body.status, body.reject_reason);
  return { message: body.status === 'success' ? 'Payment approved' : 'Payment rejected', data };
});
