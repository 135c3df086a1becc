import { getPaymentDetails } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { privateUrlSigner } from '../../lib/private-files.ts';
import { listTransactions } from './payments.repository.ts';

/** GET /api/get_payment_details: the caller's transactions, newest first, with `total`. */
export default implement(getPaymentDetails, async ({ query, user, deps, urls }) => {
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
