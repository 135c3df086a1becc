import { getPaymentSettings } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { publicPaymentSettings, readPaymentSettings } from './payment-settings.ts';

/** GET /api/get_payment_settings: `{type, data}` pairs of the public payment settings; never a secret. */
export default implement(getPaymentSettings, async ({ deps }) => {
  const s = await readPaymentSettings(deps.db, deps.config.payments);
  return { message: 'Data Fetch Successfully', data: publicPaymentSettings(s) };
});
