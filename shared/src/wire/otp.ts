import { z } from 'zod';
import { phoneNumber } from './signin.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The spec §5 text for a verification step submitted without a code. */
export const OTP_REQUIRED_MESSAGE = 'Please enter OTP first.';

/** Upstream's verify-otp answers (admin API reference §1.2), word for word. */
export const OTP_MESSAGES = {
  verified: 'OTP verified successfully!',
  invalid: 'Invalid OTP.',
  expired: 'OTP expired.',
  notFound: 'OTP not found.',
} as const;

/** How long an OTP is valid, and the client's resend countdown (both ours; spec §9 leaves them open). */
export const OTP_TTL_MINUTES = 10;
export const OTP_RESEND_SECONDS = 60;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .regex(EMAIL_RE, 'Email address is invalid')
  .max(191);
// E.164 after normalisation ('+91 98765 43210' → '+919876543210').
const number = phoneNumber;

function oneTarget(b: { email?: string | undefined; number?: string | undefined }, ctx: z.RefinementCtx) {
  if (!b.email && !b.number) ctx.addIssue({ code: 'custom', message: 'Email is required', path: ['email'] });
}

/** Fields of GET get-otp without the "one of them" rule (the API tells an empty `number=` apart itself). */
export const getOtpFields = z.object({ email: email.optional(), number: number.optional() });

/** Query of GET get-otp: an email (email verification) or a number (phone login). */
export const getOtpQuery = getOtpFields.superRefine(oneTarget);
export type GetOtpQuery = z.infer<typeof getOtpQuery>;

/** Fields of GET verify-otp without the "one of them" rule. */
export const verifyOtpFields = z.object({
  email: email.optional(),
  number: number.optional(),
  otp: z.string({ error: OTP_REQUIRED_MESSAGE }).trim().min(1, OTP_REQUIRED_MESSAGE),
});

/** Query of GET verify-otp: the same target plus the 6-digit code. */
export const verifyOtpQuery = verifyOtpFields.superRefine(oneTarget);
export type VerifyOtpQuery = z.infer<typeof verifyOtpQuery>;

/** The success answer of verify-otp: `auth_id` is the uid to pass to user_signup. */
export const verifyOtpAnswer = z.looseObject({
  error: z.literal(false),
  message: z.string(),
  auth_id: z.string().nullable(),
});
export type VerifyOtpAnswer = z.infer<typeof verifyOtpAnswer>;
