import { OTP_MESSAGES, verifyOtpQuery } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { consumeOtp, findEmailOtp, markEmailVerified, otpMatches, recordWrongAttempt } from './otp.repository.ts';

const notFound = () => new ApiError(404, 'NOT_FOUND', OTP_MESSAGES.notFound);
const invalid = () => new ApiError(400, 'OTP_INVALID', OTP_MESSAGES.invalid);

/**
 * GET /api/verify-otp?email=…&otp=…: checks the code (single use; five wrong guesses void it), marks the
 * address verified and answers the account's auth_id, as upstream does, for user_signup.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/verify-otp',
  auth: 'none',
  query: verifyOtpQuery,
  handler: async ({ query, deps }) => {
    if (!query.email) throw new ApiError(400, 'NOT_SUPPORTED', 'Phone OTP is not configured yet.');
    const email = query.email;
    const code = await findEmailOtp(deps.db, email);
    if (!code) throw notFound();
    if (code.expire_at.getTime() <= Date.now()) throw new ApiError(400, 'OTP_EXPIRED', OTP_MESSAGES.expired);
    if (!/^\d{6}$/.test(query.otp) || !otpMatches(query.otp, code.otp)) {
      await recordWrongAttempt(deps.db, code.id);
      throw invalid();
    }
    // A concurrent request may have used (or voided) it in the meantime.
    if (!(await consumeOtp(deps.db, code.id))) throw notFound();
    const account = await markEmailVerified(deps.db, email);
    // Only a decoy code (no account) could get here, and no guess can match a decoy.
    if (!account) throw notFound();
    return { message: OTP_MESSAGES.verified, auth_id: account.auth_id };
  },
});
