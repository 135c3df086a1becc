import { z } from 'zod';
import { phoneOrEmpty } from './phone.ts';

/** A signed-in customer as the API returns it (the password hash never leaves the server). */
export const customer = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  slug_id: z.string().nullable(),
  auth_id: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  profile: z.string(),
  address: z.string().nullable(),
  fcm_id: z.string().nullable(),
  logintype: z.string(),
  is_email_verified: z.boolean(),
  /** Whether `mobile` was proven by a code (verify-mobile); only then does phone sign-in open the account. */
  is_mobile_verified: z.boolean(),
  isActive: z.number().int(),
  notification: z.number().int(),
  subscription: z.number().int(),
  is_premium: z.number().int(),
  about_me: z.string().nullable(),
  facebook_id: z.string().nullable(),
  twiiter_id: z.string().nullable(), // sic: upstream spelling
  instagram_id: z.string().nullable(),
  youtube_id: z.string().nullable(),
  linked_in: z.string().nullable(),
  whatsapp_number: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Customer = z.infer<typeof customer>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Body of POST user-register, with the spec's messages word for word. */
export const registerBody = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(191),
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .toLowerCase()
      .min(1, 'Email is required')
      .regex(EMAIL_RE, 'Email address is invalid')
      .max(191),
    // Stored in E.164, the form phone sign-in looks the account up by (phone.ts).
    mobile: phoneOrEmpty('Phone number is invalid').optional(),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .min(6, 'Password must be 6 characters or more')
      .max(256),
    re_password: z.string({ error: 'Passwords do not match' }),
  })
  .refine((b) => b.password === b.re_password, { message: 'Passwords do not match', path: ['re_password'] });
export type RegisterBody = z.infer<typeof registerBody>;

/** Login types of user_signup: 0 Google, 1 phone OTP, 2 Apple, 3 email and password. */
export const loginType = z.coerce.number().int().min(0).max(3);

/** Body of POST user_signup (login, and registration for the social types). */
export const signupBody = z
  .object({
    type: loginType,
    email: z.string().trim().toLowerCase().optional(),
    password: z.string().optional(),
    auth_id: z.string().optional(),
    name: z.string().optional(),
    mobile: z.string().optional(),
    address: z.string().optional(),
    profile: z.string().optional(),
    fcm_id: z.string().optional(),
    /** Types 0 and 2: the Firebase ID token, checked by the social sign-in itself (socialSignupBody, social.ts). */
    firebase_token: z.unknown().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.type !== 3) return;
    if (!b.email) ctx.addIssue({ code: 'custom', message: 'Email is required', path: ['email'] });
    else if (!EMAIL_RE.test(b.email))
      ctx.addIssue({ code: 'custom', message: 'Email address is invalid', path: ['email'] });
    if (!b.password) ctx.addIssue({ code: 'custom', message: 'Password is required', path: ['password'] });
  });
export type SignupBody = z.infer<typeof signupBody>;

/**
 * The answer of a sign-in (user_signup, any login type): the bearer token is a TOP-LEVEL key, the customer is in
 * `data`.
 */
export const signInAnswer = z.looseObject({
  error: z.boolean(),
  message: z.string(),
  token: z.string(),
  data: customer,
  request_id: z.string().optional(),
});
export type SignInAnswer = z.infer<typeof signInAnswer>;
