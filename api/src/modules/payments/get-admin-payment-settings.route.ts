import { getAdminPaymentSettings } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { adminPaymentSettings, readPaymentSettings } from './payment-settings.ts';

/** GET /api/admin/payment-settings: every setting; secrets only as set or not and their last four characters. */
export default implement(getAdminPaymentSettings, async ({ deps }) => {
  const s = await readPaymentSettings(deps.db, deps.config.payments);
  return { message: 'Data Fetch Successfully', data: adminPaymentSettings(s) };
});
