import { userSignup } from '@abode/shared/operations';
import { APPLE_LOGIN_TYPE, GOOGLE_LOGIN_TYPE, PHONE_LOGIN_TYPE } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { DEACTIVATED_MESSAGE } from '../../plugins/auth.ts';
import { startLoginAttempt } from './login-limits.ts';
import { phoneSignIn } from './phone-signin.ts';
import { socialSignIn } from './social-signin.ts';
import { createToken, findEmailCustomer } from './users.repository.ts';
import { dummyPasswordHash, publicCustomer } from './users.service.ts';

// One answer for an unknown email and a wrong password, so the endpoint never reveals who has an account.
const BAD_CREDENTIALS = 'The details entered are incorrect Please enter the correct details and try again.';

/**
 * POST /api/user_signup: login. Type 3 (email and password; failures rate limited per address and per IP)
 * type 1 (a phone number verified by OTP; the first sign-in creates the customer) and types 0/2 (Google/Apple
 * through Firebase: a verified Firebase ID token; the first sign-in creates the customer).
 */
export default implement(userSignup, async ({ body, deps, urls, req }) => {
  if (body.type === PHONE_LOGIN_TYPE) return phoneSignIn(deps, req.body, urls);
  if (body.type === GOOGLE_LOGIN_TYPE || body.type === APPLE_LOGIN_TYPE)
    return socialSignIn(deps, body.type, req.body, urls, req.ip);
  if (body.type !== 3) throw new ApiError('NOT_SUPPORTED', 'Not supported yet');
  const email = body.email ?? '';
  const attempt = await startLoginAttempt(deps.limiter, email, req.ip);
  const found = await findEmailCustomer(deps.db, email);
  // Hash even when the account does not exist, so timing does not tell them apart either.
  const ok = await verifyPassword(body.password ?? '', found?.password ?? (await dummyPasswordHash()));
  // A failure stays counted against the limits.
  if (!found || !ok) throw new ApiError('UNAUTHENTICATED', BAD_CREDENTIALS);
  await attempt.succeeded();
  // Only after the password matched may the answer say anything about the account's state.
  if (found.isActive !== 1) throw new ApiError('ACCOUNT_DEACTIVATED', DEACTIVATED_MESSAGE, { is_active: false });
  if (!found.is_email_verified) throw new ApiError('EMAIL_NOT_VERIFIED', 'Email is not verified');
  const token = await createToken(deps.db, found.id, deps.config.tokenTtlMs);
  return { message: 'Login Successfully', token, data: publicCustomer(found, urls) };
});
