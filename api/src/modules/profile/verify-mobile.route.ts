import { verifyMobile } from '@abode/shared/operations';
import { PROFILE_MESSAGES, SIGNIN_MESSAGES } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { consumePhoneTicket } from '../otp/otp.repository.ts';
import { markMobileVerified } from './profile.repository.ts';
import { profileAnswer } from './profile.service.ts';

/**
 * POST /api/verify-mobile (ours; upstream trusts a typed number): proves the profile's phone number. The client
 * has a code sent to that number (get-otp?number=, rate limited as for sign-in), checks it with verify-otp, and
 * hands the ticket verify-otp answered here; a ticket for any other number, used or expired, is refused. From
 * then on phone sign-in opens this account; the number stops opening any other one (decision 026).
 */
export default implement(verifyMobile, async ({ body, user, deps, urls }) => {
  if (!user.mobile) throw new ApiError('VALIDATION', PROFILE_MESSAGES.mobileMissing);
  // Not 401: that would end the caller's session (decision 012); a stale ticket is the code's failure.
  if (!(await consumePhoneTicket(deps.db, body.auth_id, user.mobile)))
    throw new ApiError('OTP_INVALID', SIGNIN_MESSAGES.phoneVerificationInvalid);
  const updated = await markMobileVerified(deps.db, user.id, user.mobile);
  // The number changed while the code was being entered: what was proven is no longer the profile's.
  if (!updated) throw new ApiError('OTP_INVALID', SIGNIN_MESSAGES.phoneVerificationInvalid);
  return { message: PROFILE_MESSAGES.mobileVerified, data: profileAnswer(updated, urls) };
});
