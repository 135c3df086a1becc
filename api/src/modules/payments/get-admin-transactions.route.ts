import { getAdminTransactions } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { privateUrlSigner } from '../../lib/private-files.ts';
import { listTransactions } from './payments.repository.ts';

/** GET /api/admin/transactions: every transaction, newest first, receipts signed; filters by status, type, user. */
export default implement(getAdminTransactions, async ({ query, deps, urls }) => {
  const sign = await privateUrlSigner(deps.db, urls);
  const { rows, total } = await listTransactions(
    deps.db,
    {
      userId: query.user_id,
      status: query.payment_status,
      paymentType: query.payment_type,
      offset: query.offset,
      limit: query.limit,
    },
    sign,
  );
  return { message: 'Data Fetch Successfully', data: rows, total };
});
