import { resetPassword as resetPasswordOp } from '@abode/shared/operations';
import { SIGNIN_MESSAGES } from '@abode/shared/wire';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { rateLimited } from '../otp/otp.service.ts';
import { resetPassword } from './password.repository.ts';

/** Reset attempts allowed per client IP and window (tokens are unguessable; this only caps the hashing work). */
export const RESET_LIMITS = { perIp: 30, windowMs: 15 * 60_000 } as const;

/**
 * POST /api/reset-password (token, password, re_password): sets a new password from a mailed link, with the
 * spec's password messages and 'Password is too weak.' for the most common ones. Success revokes every token
 * of the account (all devices sign in again).
 */
export default implement(resetPasswordOp, async ({ body, deps, req }) => {
  const byIp = await deps.limiter.hit(`reset:ip:${req.ip}`, RESET_LIMITS.perIp, RESET_LIMITS.windowMs);
  if (!byIp.allowed) throw rateLimited();
  // Checked before the token is used, so a refused password does not burn the link.
  if (isCommonPassword(body.password)) throw new ApiError('VALIDATION', SIGNIN_MESSAGES.passwordTooWeak);
  const hash = await hashPassword(body.password);
  if (!(await resetPassword(deps.db, body.token, hash)))
    throw new ApiError('BAD_REQUEST', SIGNIN_MESSAGES.resetLinkInvalid);
  return { message: SIGNIN_MESSAGES.passwordReset, data: null };
});
