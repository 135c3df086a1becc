import { z } from 'zod';
import { isPresent, isProfileComplete, MESSAGES } from '../messages.ts';
import { customer } from './customer.ts';
import { userLink } from './links.ts';
import { phoneOrEmpty } from './phone.ts';

// The API cannot load the React half of `@abode/shared`; it takes the spec's texts and rules from here,
// so server and client answer with the very same words.
export { isLocationComplete, isProfileComplete, MESSAGES, PHOTO_RULES } from '../messages.ts';

/** Answers and refusals of the profile calls (ours where upstream has none). */
export const PROFILE_MESSAGES = {
  updated: 'Profile Updated Successfully',
  deleted: 'User Deleted Successfully',
  loggedOut: 'Logged out successfully',
  loggedOutEverywhere: 'Logged out from all devices',
  /** Spec §8 text for the sign-in code email-already-in-use, reused for a taken address. */
  emailInUse: 'Email already in use.',
  latitudeInvalid: 'Latitude must be a number between -90 and 90.',
  longitudeInvalid: 'Longitude must be a number between -180 and 180.',
  coordinatesPair: 'Please enter both latitude and longitude.',
  whatsappInvalid: 'WhatsApp number is invalid',
  notificationInvalid: 'notification must be 0 or 1',
  /** verify-mobile: the profile's number is proven (decision 026). */
  mobileVerified: 'Phone number verified',
  mobileMissing: 'Add a phone number to your profile first',
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const DECIMAL_RE = /^-?\d{1,3}(\.\d{1,15})?$/;

// Multipart sends strings; a JSON client may send numbers for the coordinates.
const asText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);

const text = (max: number) => z.string().trim().max(max);
// Stored in E.164 ('+919820011111'): phone sign-in finds the account by this number (phone.ts).
const phone = phoneOrEmpty;
const coordinate = (limit: number, message: string) =>
  z.preprocess(
    asText,
    z
      .string({ error: message })
      .trim()
      .refine((v) => v === '' || (DECIMAL_RE.test(v) && Math.abs(Number(v)) <= limit), message),
  );

/**
 * Text fields of POST update_profile (spec §3 "User profile (update)"), each optional: a field not sent is
 * left alone, '' clears it (except name and email, which an account keeps). The photo `profile` is a file
 * part, checked by content on the server. Ids in the body are never read: the token says whose profile.
 */
export const updateProfileBody = z.object({
  name: z.string().trim().min(1, MESSAGES.nameRequired).max(191).optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.emailRequired)
    .regex(EMAIL_RE, MESSAGES.emailInvalid)
    .max(191)
    .optional(),
  mobile: phone(MESSAGES.phoneInvalid).optional(),
  address: text(500).optional(),
  latitude: coordinate(90, PROFILE_MESSAGES.latitudeInvalid).optional(),
  longitude: coordinate(180, PROFILE_MESSAGES.longitudeInvalid).optional(),
  about_me: text(2000).optional(),
  facebook_id: userLink('Facebook').optional(),
  twiiter_id: userLink('Twitter').optional(), // sic: upstream spelling
  instagram_id: userLink('Instagram').optional(),
  youtube_id: userLink('YouTube').optional(),
  linked_in: userLink('LinkedIn').optional(),
  whatsapp_number: phone(PROFILE_MESSAGES.whatsappInvalid).optional(),
  fcm_id: text(1024).optional(),
  notification: z
    .union([z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1', 'true', 'false'])], {
      error: PROFILE_MESSAGES.notificationInvalid,
    })
    .transform((v) => (v === 1 || v === true || v === '1' || v === 'true' ? 1 : 0))
    .optional(),
  city: text(191).optional(),
  state: text(191).optional(),
  country: text(191).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/**
 * Body of POST verify-mobile: the ticket (`auth_id`) verify-otp answered for a code sent to the profile's own
 * number. The number is the profile's, never the body's.
 */
export const verifyMobileBody = z.object({
  auth_id: z.string({ error: 'auth_id is required' }).trim().min(1, 'auth_id is required').max(128),
});
export type VerifyMobileBody = z.infer<typeof verifyMobileBody>;

/** Body of POST before-logout: this device's push token, when it has one. */
export const beforeLogoutBody = z.object({ fcm_id: text(1024).optional() });
export type BeforeLogoutBody = z.infer<typeof beforeLogoutBody>;

/** The location part of a profile, as stored after an update. */
export interface ProfileLocation {
  address?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  country?: string | null | undefined;
  latitude?: string | number | null | undefined;
  longitude?: string | number | null | undefined;
}

/** The profile location fields in the order a form shows them. */
export const LOCATION_FIELDS = ['address', 'city', 'state', 'country', 'latitude', 'longitude'] as const;

/**
 * What is wrong with a profile's location, or null. Coordinates come in pairs, and a chosen location must
 * have city, state, country and a formatted address (spec §5; the profile's `address` is that address).
 * `field` is the first field to fix.
 */
export function profileLocationIssue(loc: ProfileLocation): { field: keyof ProfileLocation; message: string } | null {
  const hasLat = isPresent(loc.latitude);
  const hasLng = isPresent(loc.longitude);
  if (hasLat !== hasLng) return { field: hasLat ? 'longitude' : 'latitude', message: PROFILE_MESSAGES.coordinatesPair };
  if (!hasLat) return null;
  const missing = (['address', 'city', 'state', 'country'] as const).find((f) => !isPresent(loc[f]));
  return missing ? { field: missing, message: MESSAGES.locationIncomplete } : null;
}

/** The fields that decide completeness (spec §5), in the order a checklist shows them. */
export const COMPLETENESS_FIELDS = ['name', 'email', 'mobile', 'profile', 'address'] as const;
export type CompletenessField = (typeof COMPLETENESS_FIELDS)[number];

/** Which of name, email, mobile, profile photo and address are still missing; empty when complete. */
export function missingProfileFields(
  user: Partial<Record<CompletenessField, string | number | null | undefined>> | null | undefined,
): CompletenessField[] {
  if (isProfileComplete(user)) return [];
  return COMPLETENESS_FIELDS.filter((f) => !isPresent(user?.[f]));
}

/** The customer as get-user-data and update_profile answer it: plus whether the profile is complete. */
export const profileCustomer = customer.extend({ is_profile_complete: z.boolean() });
export type ProfileCustomer = z.infer<typeof profileCustomer>;
