import { getOtpQuery } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { findEmailCustomer } from '../users/users.repository.ts';
import { checkOtpRate, sendEmailOtp, storeDecoyOtp } from './otp.service.ts';

/** The one success answer, whether or not the address has an account. */
export const OTP_SENT_MESSAGE = 'OTP sent successfully';

/**
 * GET /api/get-otp?email=…: mails a fresh 6-digit code to an email-login account (replacing older codes).
 * The answer is the same for an unknown address. Phone codes (`number`) need an SMS provider: not yet.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/get-otp',
  auth: 'none',
  query: getOtpQuery,
  handler: async ({ query, deps, req }) => {
    if (!query.email) throw new ApiError(400, 'NOT_SUPPORTED', 'Phone OTP is not configured yet.');
    const email = query.email;
    await checkOtpRate(deps.limiter, email, req.ip);
    const found = await findEmailCustomer(deps.db, email);
    if (found) await sendEmailOtp(deps.db, req.log, { email, name: found.name });
    else await storeDecoyOtp(deps.db, email);
    return { message: OTP_SENT_MESSAGE, data: null };
  },
});
