// The other ways in: phone OTP (get-otp / verify-otp with `number`, then user_signup type 1) and the
// password reset (forgot-password, reset-password). The transport never toasts: the pages show the message
// inline and the mutation cache (or the page, for a mutation marked silent) raises the one toast.
import { ApiError, authErrorMessage, call, MESSAGES } from '@abode/shared';
import {
  forgotPassword,
  getOtp,
  resetPassword as resetPasswordOp,
  userSignup,
  verifyOtp,
} from '@abode/shared/operations';
import { PHONE_LOGIN_TYPE } from '@abode/shared/wire';
import { failureMessage, type SignInResult, toSignInResult } from './account.api.ts';

/** Ask the server to text a sign-in code to a number (E.164 or as typed; the server normalises it). */
export async function requestPhoneOtp(number: string): Promise<string> {
  const body = await call(getOtp, { query: { number } });
  return body.message;
}

/** Check a texted code; resolves with the one-time `auth_id` the server issued for this number. */
export async function verifyPhoneOtp(number: string, otp: string): Promise<string> {
  const body = await call(verifyOtp, { query: { number, otp } });
  const authId = body.auth_id;
  if (!authId) throw new ApiError('UNKNOWN', MESSAGES.somethingWentWrong, { status: 200, body });
  return authId;
}

/** Exchange the verified number's `auth_id` for a session (the first sign-in creates the account). */
export async function signInWithPhone(authId: string, mobile: string): Promise<SignInResult> {
  const body = await call(userSignup, { body: { type: PHONE_LOGIN_TYPE, auth_id: authId, mobile } });
  return toSignInResult(body);
}

/** Ask for a reset link; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<string> {
  const body = await call(forgotPassword, { query: { email: email.trim() } });
  return body.message;
}

/** Set a new password from a reset link's token. */
export async function resetPassword(values: { token: string; password: string; re_password: string }) {
  const body = await call(resetPasswordOp, { body: values });
  return body.message;
}

// API error codes that are the sign-in service's own codes under another name (spec §8 texts).
const AUTH_CODES: Record<string, string> = {
  RATE_LIMITED: 'too-many-requests',
  NETWORK: 'network-request-failed',
};

/**
 * The text for a failed sign-in step: provider-level failures (throttling, no network) go through the shared
 * sign-in error table (`authErrorMessage`); anything else is the server's own message.
 */
export function signInFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code && Object.hasOwn(AUTH_CODES, error.code)) {
    return authErrorMessage(AUTH_CODES[error.code] ?? '');
  }
  return failureMessage(error);
}
