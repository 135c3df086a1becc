import { initiateBankTransfer } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { startBankTransfer } from './bank-transfer.ts';

/** POST /api/initiate-bank-transfer (multipart `package_id`, `file`): a transfer in review, and the bank details. */
export default implement(initiateBankTransfer, async ({ body, user, deps, urls, req }) => {
  const result = await startBankTransfer({ deps, urls, log: req.log }, user.id, body.package_id, body.file);
  return {
    message: 'Your receipt has been sent. The package starts once the payment is confirmed.',
    ...result,
  };
});
