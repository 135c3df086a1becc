// Form rules of the profile page. Field rules are the wire contract's (`updateProfileBody`), so the page shows
// the very messages the API answers with; the location rule and the completeness list are shared too.
import {
  type CompletenessField,
  type ProfileLocation,
  profileLocationIssue,
  updateProfileBody,
} from '@abode/shared/wire';
import { fieldRule } from './account.schema.ts';
import type { ProfileData } from './profile.api.ts';

/** The text fields of the profile form, in display order (focus goes to the first invalid one). */
export const PROFILE_TEXT_FIELDS = [
  'name',
  'about_me',
  'email',
  'mobile',
  'whatsapp_number',
  'facebook_id',
  'twiiter_id', // sic: upstream spelling
  'instagram_id',
  'youtube_id',
  'linked_in',
  'address',
  'city',
  'state',
  'country',
  'latitude',
  'longitude',
] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/** Values of the profile form: every text field as typed, and the notification switch. */
export type ProfileValues = Record<ProfileTextField, string> & { notification: boolean };

/** The form's values for a customer as the API answered it (null texts become ''). */
export function profileValues(c: ProfileData): ProfileValues {
  const values = Object.fromEntries(PROFILE_TEXT_FIELDS.map((f) => [f, String(c[f] ?? '')])) as Record<
    ProfileTextField,
    string
  >;
  return { ...values, notification: (c.notification ?? 1) === 1 };
}

const shape = updateProfileBody.shape;
const rules = Object.fromEntries(PROFILE_TEXT_FIELDS.map((f) => [f, fieldRule(shape[f])])) as Record<
  ProfileTextField,
  (value: unknown) => string | null
>;

/**
 * Every error of the form, by field: the field rules, then the location rule (coordinates in pairs; a location
 * needs address, city, state and country), whose message goes on the first field to fix.
 */
export function validateProfile(values: ProfileValues): Partial<Record<ProfileTextField, string>> {
  const errors: Partial<Record<ProfileTextField, string>> = {};
  for (const field of PROFILE_TEXT_FIELDS) {
    const error = rules[field](values[field]);
    if (error) errors[field] = error;
  }
  const issue = profileLocationIssue(values as ProfileLocation);
  if (issue && !errors[issue.field as ProfileTextField]) errors[issue.field as ProfileTextField] = issue.message;
  return errors;
}

/**
 * What to send to update_profile: only the fields that changed since the profile was loaded (trimmed), so a
 * field the user never touched is never overwritten. `notification` goes as 0/1.
 */
export function changedFields(initial: ProfileValues, values: ProfileValues): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of PROFILE_TEXT_FIELDS) {
    const next = values[field].trim();
    if (next !== initial[field].trim()) out[field] = next;
  }
  if (values.notification !== initial.notification) out.notification = values.notification ? 1 : 0;
  return out;
}

// The photo check is shared with the listing forms.
export { type ImageSize, photoProblem, readImageSize } from '@abode/shared';

/** Labels (translation keys) of the completeness fields, for the checklist. */
export const COMPLETENESS_LABELS = {
  name: 'name',
  email: 'email',
  mobile: 'phoneNumber',
  profile: 'profilePhoto',
  address: 'profileAddress',
} as const satisfies Record<CompletenessField, string>;
