// The account calls: email sign-in (`user_signup` type 3) and email registration (`user-register`). The
// transport never toasts; the pages show the server's message inline and the mutation cache toasts it.
import { ApiError, call, MESSAGES, type SessionUser, toSessionUser } from '@abode/shared';
import { getOtp, userRegister, userSignup, verifyOtp } from '@abode/shared/operations';
import type { SignInAnswer } from '@abode/shared/wire';
import type { LoginValues, RegisterValues } from './account.schema.ts';

/** Login type of user_signup for email and password (admin API reference §1.2). */
export const EMAIL_LOGIN_TYPE = 3;

/** A successful sign-in: what the session stores, and the server's message for the success toast. */
export interface SignInResult {
  token: string;
  user: SessionUser;
  message: string;
}

/** Sign in with email and password. Throws an ApiError (server message) on failure. */
export async function signInWithEmail({ email, password }: LoginValues): Promise<SignInResult> {
  const body = await call(userSignup, { body: { type: EMAIL_LOGIN_TYPE, email: email.trim(), password } });
  return toSignInResult(body);
}

/** Reads a user_signup answer (any login type) into what the session stores. */
export function toSignInResult({ token, data, message }: SignInAnswer): SignInResult {
  return { token, message, user: toSessionUser(data) };
}

/**
 * Register an email account; resolves with the answer, whose `message` the mutation cache toasts (and the page
 * shows above the verification step). The server mails an OTP to verify.
 */
export async function registerAccount(values: RegisterValues): Promise<{ message: string }> {
  const body = await call(userRegister, {
    body: { ...values, name: values.name.trim(), email: values.email.trim(), mobile: values.mobile.trim() },
  });
  return { message: body.message };
}

/** The message to show for a failed call: the server's own text, or the spec's generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : MESSAGES.somethingWentWrong;
}

/** True when a sign-in failed only because the email is not verified yet. */
export function isEmailNotVerified(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.code === 'EMAIL_NOT_VERIFIED' || error.message === 'Email is not verified')
  );
}

/** Ask the server to mail a fresh verification code (get-otp); resolves with the server's message. */
export async function requestEmailOtp(email: string): Promise<string> {
  const body = await call(getOtp, { query: { email: email.trim() } });
  return body.message;
}

/** Check a mailed code (verify-otp); resolves with the server's message, throws an ApiError otherwise. */
export async function verifyEmailOtp(email: string, otp: string): Promise<string> {
  const body = await call(verifyOtp, { query: { email: email.trim(), otp } });
  return body.message;
}
