import { z } from 'zod';
import { normalisePhone } from './phone.ts';

export { DEFAULT_PHONE_COUNTRY, normalisePhone } from './phone.ts';

/** Texts of the sign-in flows: spec §5/§8 ones word for word, the rest ours. */
export const SIGNIN_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be 6 characters or more',
  passwordsDoNotMatch: 'Passwords do not match',
  /** Spec §8 'weak-password'. */
  passwordTooWeak: 'Password is too weak.',
  /** Ours: upstream answers 'No User Found' for an unknown address, which tells anyone who has an account. */
  resetLinkSent: 'If an account exists for this email, a reset link has been sent.',
  passwordReset: 'Password Reset Successfully',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  phoneVerificationInvalid: 'Your phone verification has expired. Please request a new code.',
  smsUnavailable: 'The code could not be sent right now. Please try again later.',
  registered: 'User Register Successfully',
  loggedIn: 'Login Successfully',
} as const;

/** Login type of user_signup for a phone number verified by OTP (admin API reference §1.2). */
export const PHONE_LOGIN_TYPE = 1;

/** How long a reset link stays valid, in minutes (ours). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** A phone number field: 'Phone number is required' / 'Phone number is invalid', normalised to E.164. */
export const phoneNumber = z
  .string({ error: SIGNIN_MESSAGES.phoneRequired })
  .trim()
  .min(1, SIGNIN_MESSAGES.phoneRequired)
  .max(32, SIGNIN_MESSAGES.phoneInvalid)
  .transform((v, ctx) => {
    const e164 = normalisePhone(v);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: SIGNIN_MESSAGES.phoneInvalid });
    return z.NEVER;
  });

/** Body of user_signup type 1: the ticket from verify-otp as `auth_id`, the same number, optional name/email. */
export const phoneSignupBody = z.object({
  auth_id: z
    .string({ error: SIGNIN_MESSAGES.phoneVerificationInvalid })
    .trim()
    .min(1, SIGNIN_MESSAGES.phoneVerificationInvalid)
    .max(128, SIGNIN_MESSAGES.phoneVerificationInvalid),
  mobile: phoneNumber,
  name: z.string().trim().max(191).optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(191)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v), 'Email address is invalid')
    .optional(),
});
export type PhoneSignupBody = z.infer<typeof phoneSignupBody>;

/** A new password: required, at least 6 characters (spec §5). */
export const newPassword = z
  .string({ error: SIGNIN_MESSAGES.passwordRequired })
  .min(1, SIGNIN_MESSAGES.passwordRequired)
  .min(6, SIGNIN_MESSAGES.passwordTooShort)
  .max(256);

/** Query of GET forgot-password. */
export const forgotPasswordQuery = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'Email address is invalid')
    .max(191),
});
export type ForgotPasswordQuery = z.infer<typeof forgotPasswordQuery>;

/** Body of POST reset-password: the token from the mailed link and the new password twice. */
export const resetPasswordBody = z
  .object({
    token: z
      .string({ error: SIGNIN_MESSAGES.resetLinkInvalid })
      .trim()
      .min(1, SIGNIN_MESSAGES.resetLinkInvalid)
      .max(128, SIGNIN_MESSAGES.resetLinkInvalid),
    password: newPassword,
    re_password: z.string({ error: SIGNIN_MESSAGES.passwordsDoNotMatch }),
  })
  .refine((b) => b.password === b.re_password, {
    message: SIGNIN_MESSAGES.passwordsDoNotMatch,
    path: ['re_password'],
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
