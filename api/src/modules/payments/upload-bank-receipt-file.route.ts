import { uploadBankReceiptFile } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { reuploadReceipt } from './bank-transfer.ts';

/** POST /api/upload-bank-receipt-file (multipart `payment_transaction_id`, `file`): a new receipt. */
export default implement(uploadBankReceiptFile, async ({ body, user, deps, urls, req }) => {
  const data = await reuploadReceipt({ deps, urls, log: req.log }, user.id, body.payment_transaction_id, body.file);
  return { message: 'Receipt uploaded successfully', data };
});
