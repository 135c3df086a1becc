import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_MESSAGES,
  authErrorMessage,
  isLocationComplete,
  isPresent,
  isProfileComplete,
  isValidPhoto,
  keywordPhrases,
  MESSAGES,
  MIN_PASSWORD_LENGTH,
  PHOTO_RULES,
  SEO_LIMITS,
  seoWarnings,
} from './messages.ts';

describe('MESSAGES', () => {
  // Copied from spec §5, word for word.
  it.each([
    ['pleaseFillAllFields', 'Please fill all fields'],
    ['invalidEmailFormat', 'Invalid email format'],
    ['titleRequired', 'Title is required'],
    ['descriptionRequired', 'Description field is required'],
    ['priceRequired', 'Price is required'],
    ['emailRequired', 'Email is required'],
    ['emailInvalid', 'Email address is invalid'],
    ['nameRequired', 'Name is required'],
    ['phoneRequired', 'Phone number is required'],
    ['phoneInvalid', 'Phone number is invalid'],
    ['passwordRequired', 'Password is required'],
    ['passwordTooShort', 'Password must be 6 characters or more'],
    ['passwordsDoNotMatch', 'Passwords do not match'],
    ['otpRequired', 'Please enter OTP first.'],
    ['messageRequired', 'Please enter a message before sending.'],
    ['reasonRequired', 'Please select a reason first.'],
    ['reasonTextRequired', 'Please write your reason'],
    ['titleImageRequired', 'Please select a Title Image'],
    ['categoryRequired', 'Please select Category'],
    ['floorDetailsRequired', 'Please fill the current floor details before adding a new one.'],
    ['photoRule', 'Photos must be JPEG or PNG, at least 120x120.'],
  ] as const)('§5 %s is verbatim', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  // Copied from spec §8, word for word, misspellings included.
  it.each([
    ['packageLimitOver', 'Your Package Limit is Over. Please Purchase Package.'],
    ['notSubscribed', 'You have not subscribed. Please subscribe first'],
    ['profileIncomplete', 'You have not completed your profile yet. Please complete first'],
    ['verificationIncomplete', 'You have not completed profile verification. Please complete first'],
    ['accountDeactivated', 'Your Account have been Deactivetd by Admin. please connect them.'],
    ['notLoggedIn', 'You have not logged in. Please log in first.'],
    ['noPaymentMethod', 'No payment method is enabled. Please contact the admin.'],
    ['paymentFailed', 'Payment failed'],
    ['paymentCanceled', 'Payment canceled. Please try again later.'],
    ['micPermission', 'Permission is not allow for Microphone.'],
    ['noMicrophone', 'No Microphone Found'],
    ['notificationDenied', 'Notification Permission Denied.'],
    ['registrationFailed', 'Registration failed'],
    ['somethingWentWrong', 'Oops! Something went wrong. Please try again later'],
    ['demoMode', 'This Action is Not Allowed in Demo Mode'],
    ['unknownAuthError', 'An error occurred.'],
  ] as const)('§8 %s is verbatim', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('states the SEO limits in the SEO warnings', () => {
    expect(MESSAGES.seoTitleTooLong).toBe('Meta title should be at most 60 characters.');
    expect(MESSAGES.seoTooManyKeywords).toBe('Meta keywords should be at most 10 comma-separated phrases.');
    expect(MESSAGES.seoDescriptionLength).toBe('Meta description should be between 50 and 160 characters.');
  });

  it('has no duplicate texts', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('exposes the limits of spec §5', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(SEO_LIMITS).toEqual({ titleMax: 60, keywordsMax: 10, descriptionMin: 50, descriptionMax: 160 });
    expect(PHOTO_RULES).toEqual({
      mimeTypes: ['image/jpeg', 'image/png'],
      minWidth: 120,
      minHeight: 120,
      maxBytes: 5 * 1024 * 1024,
    });
  });
});

describe('AUTH_ERROR_MESSAGES and authErrorMessage', () => {
  const incorrect = 'The details entered are incorrect Please enter the correct details and try again.';

  // Copied from spec §8, word for word.
  it.each([
    ['email-already-in-use', 'Email already in use.'],
    ['invalid-email', 'Invalid email address.'],
    ['weak-password', 'Password is too weak.'],
    ['user-disabled', 'User account has been disabled'],
    ['too-many-requests', 'Too many requests, try again later'],
    ['invalid-credential', incorrect],
    ['invalid-login-credentials', incorrect],
  ])('%s maps to the spec text', (code, text) => {
    expect(AUTH_ERROR_MESSAGES[code]).toBe(text);
    expect(authErrorMessage(code)).toBe(text);
    expect(authErrorMessage(`auth/${code}`)).toBe(text);
  });

  it.each([
    ['user-not-found', 'No account was found with these details.'],
    ['wrong-password', 'The password is incorrect.'],
    ['quota-exceeded', 'Too many attempts for now, try again later.'],
    ['invalid-phone-number', 'Invalid phone number.'],
    ['missing-phone-number', 'Please enter a phone number.'],
    ['invalid-verification-code', 'The verification code is incorrect.'],
    ['code-expired', 'The verification code has expired. Please request a new one.'],
    ['network-request-failed', 'Network error. Please check your connection and try again.'],
    ['popup-closed-by-user', 'The sign-in window was closed before sign-in finished.'],
  ])('%s has its own message', (code, text) => {
    expect(authErrorMessage(`auth/${code}`)).toBe(text);
  });

  it("gives 'An error occurred.' followed by a space and the code for unknown codes", () => {
    expect(authErrorMessage('auth/something-new')).toBe('An error occurred. something-new');
    expect(authErrorMessage('something-new')).toBe('An error occurred. something-new');
    expect(authErrorMessage('  auth/odd  ')).toBe('An error occurred. odd');
  });

  it('does not treat Object.prototype names as known codes', () => {
    expect(authErrorMessage('constructor')).toBe('An error occurred. constructor');
    expect(authErrorMessage('auth/__proto__')).toBe('An error occurred. __proto__');
  });

  it('gives the bare text for an empty code', () => {
    expect(authErrorMessage('')).toBe('An error occurred.');
    expect(authErrorMessage('auth/')).toBe('An error occurred.');
  });

  it('finds the code inside a raw SDK message', () => {
    expect(authErrorMessage('Firebase: Error (auth/user-disabled).')).toBe('User account has been disabled');
    expect(authErrorMessage('Firebase: Error (auth/brand-new).')).toBe('An error occurred. brand-new');
  });
});

describe('seoWarnings', () => {
  const chars = (n: number) => 'x'.repeat(n);
  const phrases = (n: number) => Array.from({ length: n }, (_, i) => `kw${i}`).join(', ');

  it('gives no warnings for blank or missing fields', () => {
    expect(seoWarnings({})).toEqual([]);
    expect(seoWarnings({ meta_title: null, meta_keywords: null, meta_description: null })).toEqual([]);
    expect(seoWarnings({ meta_title: '  ', meta_keywords: ' , ,', meta_description: '   ' })).toEqual([]);
  });

  it('warns about a title over 60 characters', () => {
    expect(seoWarnings({ meta_title: chars(60) })).toEqual([]);
    expect(seoWarnings({ meta_title: chars(61) })).toEqual([MESSAGES.seoTitleTooLong]);
    expect(seoWarnings({ meta_title: ` ${chars(60)} ` })).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(seoWarnings({ meta_title: '🏠'.repeat(60) })).toEqual([]);
    expect(seoWarnings({ meta_title: '🏠'.repeat(61) })).toEqual([MESSAGES.seoTitleTooLong]);
  });

  it('warns about more than 10 non-empty keyword phrases', () => {
    expect(seoWarnings({ meta_keywords: phrases(10) })).toEqual([]);
    expect(seoWarnings({ meta_keywords: phrases(11) })).toEqual([MESSAGES.seoTooManyKeywords]);
    expect(seoWarnings({ meta_keywords: `${phrases(10)}, , ,` })).toEqual([]);
  });

  it('warns about a present description outside 50–160 characters', () => {
    expect(seoWarnings({ meta_description: chars(49) })).toEqual([MESSAGES.seoDescriptionLength]);
    expect(seoWarnings({ meta_description: chars(50) })).toEqual([]);
    expect(seoWarnings({ meta_description: chars(160) })).toEqual([]);
    expect(seoWarnings({ meta_description: chars(161) })).toEqual([MESSAGES.seoDescriptionLength]);
    expect(seoWarnings({ meta_description: 'x' })).toEqual([MESSAGES.seoDescriptionLength]);
  });

  it('returns all applicable warnings in field order', () => {
    expect(seoWarnings({ meta_title: chars(61), meta_keywords: phrases(11), meta_description: chars(10) })).toEqual([
      MESSAGES.seoTitleTooLong,
      MESSAGES.seoTooManyKeywords,
      MESSAGES.seoDescriptionLength,
    ]);
  });

  it('splits keyword phrases on commas, trimmed and non-empty', () => {
    expect(keywordPhrases(' sea view , villa,,  goa ')).toEqual(['sea view', 'villa', 'goa']);
    expect(keywordPhrases(null)).toEqual([]);
  });
});

describe('isProfileComplete', () => {
  const full = {
    name: 'Asha',
    email: 'asha@example.com',
    mobile: '9876543210',
    profile: 'https://cdn.example.com/a.png',
    address: 'MG Road, Pune',
  };

  it('is true when all five fields are present', () => {
    expect(isProfileComplete(full)).toBe(true);
    expect(isProfileComplete({ ...full, mobile: 9876543210 })).toBe(true);
  });

  it.each(['name', 'email', 'mobile', 'profile', 'address'] as const)('is false without %s', (field) => {
    expect(isProfileComplete({ ...full, [field]: undefined })).toBe(false);
    expect(isProfileComplete({ ...full, [field]: null })).toBe(false);
    expect(isProfileComplete({ ...full, [field]: '' })).toBe(false);
    expect(isProfileComplete({ ...full, [field]: '   ' })).toBe(false);
  });

  it('is false for a missing user', () => {
    expect(isProfileComplete(null)).toBe(false);
    expect(isProfileComplete(undefined)).toBe(false);
    expect(isProfileComplete({})).toBe(false);
  });
});

describe('isLocationComplete', () => {
  const full = { city: 'Pune', state: 'Maharashtra', country: 'India', formatted_address: 'MG Road, Pune' };

  it('is true when city, state, country and formatted address are present', () => {
    expect(isLocationComplete(full)).toBe(true);
  });

  it.each(['city', 'state', 'country', 'formatted_address'] as const)('is false without %s', (field) => {
    expect(isLocationComplete({ ...full, [field]: undefined })).toBe(false);
    expect(isLocationComplete({ ...full, [field]: ' ' })).toBe(false);
  });

  it('is false for a missing location', () => {
    expect(isLocationComplete(null)).toBe(false);
  });
});

describe('isPresent', () => {
  it('accepts non-blank strings and finite numbers only', () => {
    expect(isPresent('a')).toBe(true);
    expect(isPresent(0)).toBe(true);
    expect(isPresent('')).toBe(false);
    expect(isPresent(' \t')).toBe(false);
    expect(isPresent(Number.NaN)).toBe(false);
    expect(isPresent(null)).toBe(false);
    expect(isPresent(undefined)).toBe(false);
  });
});

describe('isValidPhoto', () => {
  it('accepts JPEG and PNG of at least 120×120', () => {
    expect(isValidPhoto({ type: 'image/jpeg', width: 120, height: 120 })).toBe(true);
    expect(isValidPhoto({ type: 'image/png', width: 4000, height: 3000 })).toBe(true);
    expect(isValidPhoto({ type: 'IMAGE/JPEG', width: 200, height: 200 })).toBe(true);
  });

  it('rejects other types and smaller images', () => {
    expect(isValidPhoto({ type: 'image/webp', width: 500, height: 500 })).toBe(false);
    expect(isValidPhoto({ type: 'image/gif', width: 500, height: 500 })).toBe(false);
    expect(isValidPhoto({ type: 'image/jpeg', width: 119, height: 500 })).toBe(false);
    expect(isValidPhoto({ type: 'image/png', width: 500, height: 119 })).toBe(false);
  });
});
