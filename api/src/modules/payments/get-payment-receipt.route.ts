import { getPaymentReceipt } from '@abode/shared/operations';
import { PAYMENT_MESSAGES as M } from '@abode/shared/wire';
import { answerWithPage, implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { settingsMap } from '../settings/settings.repository.ts';
import { listTransactions } from './payments.repository.ts';
import { ownTransaction } from './payments.service.ts';
import { receiptHtml } from './receipt.ts';

/** GET /api/get-payment-receipt?payment_transaction_id: the caller's receipt as a printable HTML page. */
export default implement(getPaymentReceipt, async ({ query, user, deps, reply }) => {
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
