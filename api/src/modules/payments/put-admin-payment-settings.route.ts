import { putAdminPaymentSettings } from '@abode/shared/operations';
import { onlineGateway } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { adminPaymentSettings, GATEWAY_FLAG, readPaymentSettings, writePaymentSettings } from './payment-settings.ts';

/**
 * PUT /api/admin/payment-settings (JSON, any subset): switching one online gateway on switches the others off;
 * a gateway cannot be switched on without its keys.
 */
export default implement(putAdminPaymentSettings, async ({ body, deps }) => {
  const on = onlineGateway.options.filter((g) => body[GATEWAY_FLAG[g] as keyof typeof body] === true);
  if (on.length > 1) throw new ApiError('VALIDATION', 'Only one online payment gateway can be enabled at a time');
  await writePaymentSettings(deps.db, body);
  const s = await readPaymentSettings(deps.db, deps.config.payments);
  const [gateway] = on;
  if (gateway && !s[gateway]) {
    // Keys incomplete: undo the switch, tell the admin what is missing.
    await writePaymentSettings(deps.db, { [GATEWAY_FLAG[gateway]]: false });
    throw new ApiError('VALIDATION', `Set every key of ${gateway} before enabling it`);
  }
  return {
    message: 'Settings updated',
    data: adminPaymentSettings(await readPaymentSettings(deps.db, deps.config.payments)),
  };
});
