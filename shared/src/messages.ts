/** Minimum password length (spec §5 and §9). */
export const MIN_PASSWORD_LENGTH = 6;

/** SEO limits of spec §5, in characters and comma-separated phrases. */
export const SEO_LIMITS = {
  titleMax: 60,
  keywordsMax: 10,
  descriptionMin: 50,
  descriptionMax: 160,
} as const;

/** Photo rule of spec §5: JPEG or PNG, at least 120×120 pixels. */
export const PHOTO_RULES = {
  mimeTypes: ['image/jpeg', 'image/png'],
  minWidth: 120,
  minHeight: 120,
  /** Largest accepted photo file (ours; the spec gives no size). */
  maxBytes: 5 * 1024 * 1024,
} as const;

/**
 * Client validation and error texts. The spec §5 and §8 texts are a contract, kept word for word
 * (misspellings included); only the SEO, address/location and unknown-auth texts are our own wording.
 */
export const MESSAGES = {
  // §5 validation
  pleaseFillAllFields: 'Please fill all fields',
  invalidEmailFormat: 'Invalid email format',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description field is required',
  priceRequired: 'Price is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email address is invalid',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be 6 characters or more',
  passwordsDoNotMatch: 'Passwords do not match',
  otpRequired: 'Please enter OTP first.',
  messageRequired: 'Please enter a message before sending.',
  reasonRequired: 'Please select a reason first.',
  reasonTextRequired: 'Please write your reason',
  titleImageRequired: 'Please select a Title Image',
  categoryRequired: 'Please select Category',
  floorDetailsRequired: 'Please fill the current floor details before adding a new one.',
  photoRule: 'Photos must be JPEG or PNG, at least 120x120.',
  photoTooLarge: 'Photos must be 5 MB or smaller.',
  addressIncomplete: 'Please fill all address details.',
  locationIncomplete: 'Please choose a location with a city, state, country and address.',
  seoTitleTooLong: 'Meta title should be at most 60 characters.',
  seoTooManyKeywords: 'Meta keywords should be at most 10 comma-separated phrases.',
  seoDescriptionLength: 'Meta description should be between 50 and 160 characters.',

  // §8 errors
  packageLimitOver: 'Your Package Limit is Over. Please Purchase Package.',
  notSubscribed: 'You have not subscribed. Please subscribe first',
  // Ours: the spec has no text for a running package that lacks the feature (docs/decisions/025).
  featureNotInPackage: 'Your package does not include this feature. Please purchase a package that includes it.',
  profileIncomplete: 'You have not completed your profile yet. Please complete first',
  verificationIncomplete: 'You have not completed profile verification. Please complete first',
  accountDeactivated: 'Your Account have been Deactivetd by Admin. please connect them.',
  notLoggedIn: 'You have not logged in. Please log in first.',
  noPaymentMethod: 'No payment method is enabled. Please contact the admin.',
  paymentFailed: 'Payment failed',
  paymentCanceled: 'Payment canceled. Please try again later.',
  micPermission: 'Permission is not allow for Microphone.',
  noMicrophone: 'No Microphone Found',
  notificationDenied: 'Notification Permission Denied.',
  registrationFailed: 'Registration failed',
  somethingWentWrong: 'Oops! Something went wrong. Please try again later',
  demoMode: 'This Action is Not Allowed in Demo Mode',
  unknownAuthError: 'An error occurred.',
} as const;

/** Key of a text in {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES;

/** Sign-in error codes (without the 'auth/' prefix) and their texts; spec §8 texts are kept word for word. */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'email-already-in-use': 'Email already in use.',
  'invalid-email': 'Invalid email address.',
  'weak-password': 'Password is too weak.',
  'user-disabled': 'User account has been disabled',
  'too-many-requests': 'Too many requests, try again later',
  'invalid-credential': 'The details entered are incorrect Please enter the correct details and try again.',
  'invalid-login-credentials': 'The details entered are incorrect Please enter the correct details and try again.',
  // The spec does not give these texts; they are ours.
  'user-not-found': 'No account was found with these details.',
  'wrong-password': 'The password is incorrect.',
  'quota-exceeded': 'Too many attempts for now, try again later.',
  'invalid-phone-number': 'Invalid phone number.',
  'missing-phone-number': 'Please enter a phone number.',
  'invalid-verification-code': 'The verification code is incorrect.',
  'code-expired': 'The verification code has expired. Please request a new one.',
  'network-request-failed': 'Network error. Please check your connection and try again.',
  'popup-closed-by-user': 'The sign-in window was closed before sign-in finished.',
};

/**
 * The text for a sign-in error code, with or without the 'auth/' prefix. Also accepts a raw SDK
 * message such as 'Firebase: Error (auth/user-disabled).', where the code is only inside the text.
 * An unknown code gives 'An error occurred.' followed by a space and the code.
 */
export function authErrorMessage(code: string): string {
  const raw = (code ?? '').trim();
  const embedded = /\(auth\/([\w-]+)\)/.exec(raw)?.[1];
  const key = embedded ?? raw.replace(/^auth\//, '');
  // hasOwn, so codes such as 'constructor' cannot reach Object.prototype.
  if (Object.hasOwn(AUTH_ERROR_MESSAGES, key)) return AUTH_ERROR_MESSAGES[key] ?? MESSAGES.unknownAuthError;
  return key ? `${MESSAGES.unknownAuthError} ${key}` : MESSAGES.unknownAuthError;
}

/** SEO fields of a property, project or article; the API may send null for any of them. */
export interface SeoFields {
  meta_title?: string | null;
  meta_keywords?: string | null;
  meta_description?: string | null;
}

// Characters, not UTF-16 units, so an emoji or a non-BMP letter counts once, as a reader counts it.
function charCount(text: string): number {
  return [...text].length;
}

/** The comma-separated, non-blank keyword phrases of a meta_keywords value. */
export function keywordPhrases(keywords: string | null | undefined): string[] {
  return (keywords ?? '')
    .split(',')
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== '');
}

/**
 * The SEO warnings that apply (title over 60 characters, over 10 keyword phrases, a description outside
 * 50–160 characters), in field order. Blank fields are not warned about: SEO fields are optional.
 */
export function seoWarnings(fields: SeoFields): string[] {
  const warnings: string[] = [];
  const title = (fields.meta_title ?? '').trim();
  if (charCount(title) > SEO_LIMITS.titleMax) warnings.push(MESSAGES.seoTitleTooLong);
  if (keywordPhrases(fields.meta_keywords).length > SEO_LIMITS.keywordsMax) {
    warnings.push(MESSAGES.seoTooManyKeywords);
  }
  const description = (fields.meta_description ?? '').trim();
  const length = charCount(description);
  if (length > 0 && (length < SEO_LIMITS.descriptionMin || length > SEO_LIMITS.descriptionMax)) {
    warnings.push(MESSAGES.seoDescriptionLength);
  }
  return warnings;
}

/** A field value as the API may send it. */
type FieldValue = string | number | null | undefined;

/** True when a value is present: a non-blank string or a finite number. */
export function isPresent(value: FieldValue): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '';
}

/** Profile fields that decide completeness (spec §5). */
export interface ProfileFields {
  name?: FieldValue;
  email?: FieldValue;
  mobile?: FieldValue;
  profile?: FieldValue;
  address?: FieldValue;
}

/** Spec §5: a profile is complete only when name, email, mobile, profile and address are all present. */
export function isProfileComplete(user: ProfileFields | null | undefined): boolean {
  if (!user) return false;
  return (
    isPresent(user.name) &&
    isPresent(user.email) &&
    isPresent(user.mobile) &&
    isPresent(user.profile) &&
    isPresent(user.address)
  );
}

/** Location fields that decide completeness (spec §5). */
export interface LocationFields {
  city?: FieldValue;
  state?: FieldValue;
  country?: FieldValue;
  formatted_address?: FieldValue;
}

/** Spec §5: a chosen location needs city, state, country and formatted address. */
export function isLocationComplete(loc: LocationFields | null | undefined): boolean {
  if (!loc) return false;
  return isPresent(loc.city) && isPresent(loc.state) && isPresent(loc.country) && isPresent(loc.formatted_address);
}

/** What is known about a chosen photo before upload. */
export interface PhotoInfo {
  type: string;
  width: number;
  height: number;
}

/** Spec §5: photos must be JPEG or PNG and at least 120×120; show {@link MESSAGES.photoRule} otherwise. */
export function isValidPhoto(photo: PhotoInfo): boolean {
  return (
    (PHOTO_RULES.mimeTypes as readonly string[]).includes(photo.type.toLowerCase()) &&
    photo.width >= PHOTO_RULES.minWidth &&
    photo.height >= PHOTO_RULES.minHeight
  );
}
