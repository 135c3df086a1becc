// The buyer's records: transactions (get_payment_details), a receipt for a successful one, bank transfers
// (start, upload again), packages held now and before (get-user-packages) and featuring requests
// (get-advertisements).
import * as op from '@abode/shared/operations';
import { PAYMENT_MESSAGES as M } from '@abode/shared/wire';
import { answerWithPage, implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { privateUrlSigner } from '../../lib/private-files.ts';
import { settingsMap } from '../settings/settings.repository.ts';
import { advertisementsOf, userPackagesOf } from './account.repository.ts';
import { reuploadReceipt, startBankTransfer } from './bank-transfer.ts';
import { listTransactions } from './payments.repository.ts';
import { ownTransaction } from './payments.service.ts';
import { receiptHtml } from './receipt.ts';

/** GET /api/get_payment_details: the caller's transactions, newest first, with `total`. */
const getPaymentDetails = implement(op.getPaymentDetails, async ({ query, user, deps, urls }) => {
  const sign = await privateUrlSigner(deps.db, urls);
  const { rows, total } = await listTransactions(
    deps.db,
    {
      userId: user.id,
      id: query.payment_transaction_id,
      paymentType: query.payment_type,
      offset: query.offset,
      limit: query.limit,
    },
    sign,
  );
  return { message: 'Data Fetch Successfully', data: rows, total };
});

/** POST /api/initiate-bank-transfer (multipart `package_id`, `file`): a transfer in review, and the bank details. */
const initiateBankTransfer = implement(op.initiateBankTransfer, async ({ body, user, deps, urls, req }) => {
  const result = await startBankTransfer({ deps, urls, log: req.log }, user.id, body.package_id, body.file);
  return {
    message: 'Your receipt has been sent. The package starts once the payment is confirmed.',
    ...result,
  };
});

/** POST /api/upload-bank-receipt-file (multipart `payment_transaction_id`, `file`): a new receipt. */
const uploadBankReceipt = implement(op.uploadBankReceiptFile, async ({ body, user, deps, urls, req }) => {
  const data = await reuploadReceipt({ deps, urls, log: req.log }, user.id, body.payment_transaction_id, body.file);
  return { message: 'Receipt uploaded successfully', data };
});

/** GET /api/get-payment-receipt?payment_transaction_id: the caller's receipt as a printable HTML page. */
const getPaymentReceipt = implement(op.getPaymentReceipt, async ({ query, user, deps, reply }) => {
  const row = await ownTransaction(deps.db, user.id, query.payment_transaction_id);
  if (row.payment_status !== 'success') throw new ApiError('BAD_REQUEST', M.receiptOnlySuccess);
  const { rows } = await listTransactions(deps.db, { id: row.id, offset: 0, limit: 1 }, () => '');
  const [tx] = rows;
  if (!tx) throw new ApiError('NOT_FOUND', M.transactionNotFound);
  const s = await settingsMap(deps.db);
  return answerWithPage(
    reply,
    'text/html; charset=utf-8',
    receiptHtml(tx, { company: s.company_name || 'Abode', buyer: user }),
    {
      'cache-control': 'private, no-store',
    },
  );
});

/** GET /api/get-user-packages: the caller's packages, running first, with usage per feature. */
const getUserPackages = implement(op.getUserPackages, async ({ query, user, deps }) => {
  const { rows, total } = await userPackagesOf(deps.db, user.id, query);
  return { message: 'Data Fetch Successfully', data: rows, total };
});

/** GET /api/get-advertisements: the caller's featuring requests, newest first. */
const getAdvertisements = implement(op.getAdvertisements, async ({ query, user, deps, urls }) => {
  const { rows, total } = await advertisementsOf(deps.db, urls, user.id, query);
  return { message: 'Data Fetch Successfully', data: rows, total };
});

/** The buyer's records. */
export const accountRoutes = [
  getPaymentDetails,
  initiateBankTransfer,
  uploadBankReceipt,
  getPaymentReceipt,
  getUserPackages,
  getAdvertisements,
] as const;
