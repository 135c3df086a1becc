import { logoutAllDevices } from '@abode/shared/operations';
import { PROFILE_MESSAGES } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { logOutEverywhere } from './profile.repository.ts';

/**
 * POST /api/logout-all-devices (ours; upstream has none): signs the caller out of every device, this one
 * included — every bearer token of the account is revoked and every push registration forgotten. `data.revoked`
 * counts the sign-ins ended. A password change or reset already does the same to tokens. Refused in DEMO_MODE,
 * where one visitor would sign every other visitor out of the shared demo accounts.
 */
export default implement(logoutAllDevices, async ({ user, deps, req }) => {
  const revoked = await logOutEverywhere(deps.db, user.id);
  req.log.info({ customer_id: user.id, revoked }, 'signed out everywhere');
  return { message: PROFILE_MESSAGES.loggedOutEverywhere, data: { revoked } };
});
