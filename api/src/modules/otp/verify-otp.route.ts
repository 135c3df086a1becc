import { verifyOtp } from '@abode/shared/operations';
import { OTP_MESSAGES, OTP_TTL_MINUTES } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import {
  claimOtpGuess,
  consumeOtp,
  findEmailOtp,
  findNumberOtp,
  issuePhoneTicket,
  MAX_OTP_ATTEMPTS,
  markEmailVerified,
  otpMatches,
  voidOtp,
} from './otp.repository.ts';
import { otpTarget } from './otp-target.ts';

const notFound = () => new ApiError('NOT_FOUND', OTP_MESSAGES.notFound);
const invalid = () => new ApiError('OTP_INVALID', OTP_MESSAGES.invalid);

/**
 * GET /api/verify-otp?email=…&otp=… | ?number=…&otp=…: checks the code (single use; five wrong guesses void
 * it). For an email it marks the address verified and answers the account's auth_id, as upstream does. For a
 * number it creates nothing: `auth_id` is a fresh single-use ticket (valid 10 minutes) that user_signup type 1
 * exchanges, with the same number, for a session.
 */
export default implement(verifyOtp, async ({ query, deps, req }) => {
  const target = otpTarget(query, req.query);
  const code =
    'email' in target ? await findEmailOtp(deps.db, target.email) : await findNumberOtp(deps.db, target.number);
  if (!code) throw notFound();
  if (code.expire_at.getTime() <= Date.now()) throw new ApiError('OTP_EXPIRED', OTP_MESSAGES.expired);
  // The guess is counted before it is compared (atomically), so concurrent guesses cannot exceed the five.
  const attempts = await claimOtpGuess(deps.db, code.id);
  if (attempts === undefined) throw notFound();
  if (!/^\d{6}$/.test(query.otp) || !otpMatches(query.otp, code.otp)) {
    if (attempts >= MAX_OTP_ATTEMPTS) await voidOtp(deps.db, code.id);
    throw invalid();
  }
  // A concurrent request may have used (or voided) it in the meantime.
  if (!(await consumeOtp(deps.db, code.id))) throw notFound();
  if ('number' in target) {
    const ticket = await issuePhoneTicket(deps.db, target.number, OTP_TTL_MINUTES);
    return { message: OTP_MESSAGES.verified, auth_id: ticket };
  }
  const account = await markEmailVerified(deps.db, target.email);
  // Only a decoy code (no account) could get here, and no guess can match a decoy.
  if (!account) throw notFound();
  return { message: OTP_MESSAGES.verified, auth_id: account.auth_id };
});
