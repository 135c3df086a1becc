import { getOtp } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { smsSenderFor } from '../../lib/sms.ts';
import { findEmailCustomer } from '../users/users.repository.ts';
import { checkOtpRate, sendEmailOtp, sendPhoneOtp, storeDecoyOtp } from './otp.service.ts';
import { otpTarget } from './otp-target.ts';

/** The one success answer, whether or not the address has an account. */
export const OTP_SENT_MESSAGE = 'OTP sent successfully';

/**
 * GET /api/get-otp?email=…: mails a fresh 6-digit code to an email-login account (replacing older codes);
 * the answer is the same for an unknown address. GET /api/get-otp?number=…: texts a sign-in code to a phone
 * number (normalised to E.164) through the SMS adapter. Both are rate limited per target and per IP.
 */
export default implement(getOtp, async ({ query, deps, req }) => {
  const target = otpTarget(query, req.query);
  await checkOtpRate(deps.limiter, target, req.ip);
  if ('number' in target) {
    await sendPhoneOtp(deps.db, smsSenderFor(deps.config, deps.db, req.log), req.log, target.number);
    return { message: OTP_SENT_MESSAGE, data: null };
  }
  const found = await findEmailCustomer(deps.db, target.email);
  if (found) await sendEmailOtp(deps.db, req.log, { email: target.email, name: found.name });
  else await storeDecoyOtp(deps.db, target.email);
  return { message: OTP_SENT_MESSAGE, data: null };
});
