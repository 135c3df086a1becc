// The operations of the accounts area (docs/decisions/032): sign-up and sign-in, codes, the password reset, the
// profile, blocking and the verification applications.
import { z } from 'zod';
import {
  adminReasonBody,
  adminVerificationsQuery,
  beforeLogoutBody,
  blockedUser,
  blockUserBody,
  envelope,
  envelopeOf,
  forgotPasswordQuery,
  getOtpFields,
  idParams,
  listEnvelopeOf,
  pagination,
  profileCustomer,
  registerBody,
  resetPasswordBody,
  signInAnswer,
  signupBody,
  unblockUserBody,
  updateProfileBody,
  userReport,
  userReportsQuery,
  verificationFormField,
  verificationRecord,
  verifyMobileBody,
  verifyOtpAnswer,
  verifyOtpFields,
} from '../wire/index.ts';
import { defineOperation } from './operation.ts';

/** An answer that only says what happened: `data` is null. */
const doneAnswer = envelopeOf(z.null());

// ——— Sign-up and sign-in ———

export const getUserData = defineOperation({
  id: 'getUserData',
  method: 'GET',
  path: '/api/get-user-data',
  auth: 'required',
  tag: 'account',
  summary: 'The customer behind the token, with `is_profile_complete`',
  response: envelopeOf(profileCustomer),
});

export const userRegister = defineOperation({
  id: 'userRegister',
  method: 'POST',
  path: '/api/user-register',
  auth: 'none',
  tag: 'session',
  summary: 'Email sign-up: the same answer whether the address was free or taken; a code is mailed to verify it',
  body: registerBody,
  encoding: 'multipart',
  response: doneAnswer,
});

export const userSignup = defineOperation({
  id: 'userSignup',
  method: 'POST',
  path: '/api/user_signup',
  auth: 'none',
  tag: 'session',
  summary: 'Sign-in: email and password (type 3), a verified phone number (1), Google or Apple (0, 2)',
  body: signupBody,
  encoding: 'multipart',
  response: signInAnswer,
  errors: ['UNAUTHENTICATED', 'ACCOUNT_DEACTIVATED', 'EMAIL_NOT_VERIFIED', 'NOT_SUPPORTED', 'ALREADY_EXISTS'],
});

// ——— Codes and the password reset ———

export const getOtp = defineOperation({
  id: 'getOtp',
  method: 'GET',
  path: '/api/get-otp',
  auth: 'none',
  tag: 'session',
  summary: 'Mails a code to an email-login account (`email`) or texts a sign-in code to a phone `number`',
  query: getOtpFields,
  response: doneAnswer,
});

export const verifyOtp = defineOperation({
  id: 'verifyOtp',
  method: 'GET',
  path: '/api/verify-otp',
  auth: 'none',
  tag: 'session',
  summary: "Checks a code: verifies the email and answers its auth_id, or answers a number's sign-in ticket",
  query: verifyOtpFields,
  response: verifyOtpAnswer,
  errors: ['NOT_FOUND', 'OTP_EXPIRED', 'OTP_INVALID'],
});

export const forgotPassword = defineOperation({
  id: 'forgotPassword',
  method: 'GET',
  path: '/api/forgot-password',
  auth: 'none',
  tag: 'session',
  summary: 'Mails a password reset link to an email-login account; the same answer for any address',
  query: forgotPasswordQuery,
  response: doneAnswer,
});

export const resetPassword = defineOperation({
  id: 'resetPassword',
  method: 'POST',
  path: '/api/reset-password',
  auth: 'none',
  tag: 'session',
  summary: "Sets a new password from a mailed link's token; every token of the account is revoked",
  body: resetPasswordBody,
  response: doneAnswer,
  errors: ['BAD_REQUEST'],
});

// ——— The profile ———

export const beforeLogout = defineOperation({
  id: 'beforeLogout',
  method: 'POST',
  path: '/api/before-logout',
  auth: 'required',
  tag: 'session',
  summary: "Forgets this device's push token and revokes the request's bearer token",
  body: beforeLogoutBody,
  encoding: 'multipart',
  response: doneAnswer,
});

export const deleteUser = defineOperation({
  id: 'deleteUser',
  method: 'POST',
  path: '/api/delete_user',
  auth: 'required',
  tag: 'account',
  summary: "Deletes the token's customer and everything that is theirs",
  response: doneAnswer,
});

export const logoutAllDevices = defineOperation({
  id: 'logoutAllDevices',
  method: 'POST',
  path: '/api/logout-all-devices',
  auth: 'required',
  tag: 'account',
  summary: 'Signs the caller out of every device: every token revoked, every push registration forgotten',
  response: envelopeOf(z.object({ revoked: z.number().int() })),
});

export const updateProfile = defineOperation({
  id: 'updateProfile',
  method: 'POST',
  path: '/api/update_profile',
  auth: 'required',
  tag: 'account',
  summary: "Changes the caller's profile fields and photo (file `profile`); a new phone number is unverified",
  // The photo is a file part; '' (an empty form field) means "no new photo".
  body: updateProfileBody.extend({ profile: z.unknown().optional() }),
  encoding: 'multipart',
  response: envelopeOf(profileCustomer),
  errors: ['ALREADY_EXISTS'],
});

export const verifyMobile = defineOperation({
  id: 'verifyMobile',
  method: 'POST',
  path: '/api/verify-mobile',
  auth: 'required',
  tag: 'account',
  summary: "Proves the profile's phone number with the ticket verify-otp answered for it",
  body: verifyMobileBody,
  response: envelopeOf(profileCustomer),
  errors: ['OTP_INVALID'],
});

// ——— Blocking and reports ———

export const blockUser = defineOperation({
  id: 'blockUser',
  method: 'POST',
  path: '/api/block-user',
  auth: 'required',
  tag: 'blocked-users',
  summary: 'Blocks a user (or the admin); a `reason` is a report of them',
  body: blockUserBody,
  encoding: 'multipart',
  response: envelope.omit({ data: true }),
  errors: ['NOT_FOUND'],
});

export const unblockUser = defineOperation({
  id: 'unblockUser',
  method: 'POST',
  path: '/api/unblock-user',
  auth: 'required',
  tag: 'blocked-users',
  summary: 'Unblocks a user (or the admin)',
  body: unblockUserBody,
  encoding: 'multipart',
  response: envelope.omit({ data: true }),
  errors: ['NOT_FOUND'],
});

export const blockedUsers = defineOperation({
  id: 'blockedUsers',
  method: 'GET',
  path: '/api/blocked-users',
  auth: 'required',
  tag: 'blocked-users',
  summary: 'The people the caller has blocked, latest first, with the reason they gave',
  query: pagination,
  response: listEnvelopeOf(blockedUser),
});

export const adminUserReports = defineOperation({
  id: 'adminUserReports',
  method: 'GET',
  path: '/api/admin/user-reports',
  auth: 'admin',
  tag: 'admin',
  summary: "The users' reports of other users (blocks with a reason), newest first",
  query: userReportsQuery,
  response: listEnvelopeOf(userReport),
});

// ——— Verification applications (spec §6), one set per kind; the tenant's paths keep upstream's "tenet" ———

const formFieldsAnswer = envelopeOf(z.array(verificationFormField));
const formValuesAnswer = envelopeOf(verificationRecord.nullable());
/**
 * The application's body as the route reads it, in its handler after the refusals (multipart: `form_fields[i][id]`
 * and `form_fields[i][value]`, a PDF, JPEG or PNG for file fields): declared as taking anything, so that a caller
 * with an application under review is told so whatever the form holds.
 */
const applyForm = z.unknown();

export const getAgentVerificationFormFields = defineOperation({
  id: 'getAgentVerificationFormFields',
  method: 'GET',
  path: '/api/get-agent-verification-form-fields',
  auth: 'required',
  tag: 'verification',
  summary: 'The active fields of the agent verification form, in display order, with their options',
  response: formFieldsAnswer,
});

export const getBuilderVerificationFormFields = defineOperation({
  id: 'getBuilderVerificationFormFields',
  method: 'GET',
  path: '/api/get-builder-verification-form-fields',
  auth: 'required',
  tag: 'verification',
  summary: 'The active fields of the builder verification form, in display order, with their options',
  response: formFieldsAnswer,
});

export const getTenetVerificationFormFields = defineOperation({
  id: 'getTenetVerificationFormFields',
  method: 'GET',
  path: '/api/get-tenet-verification-form-fields',
  auth: 'required',
  tag: 'verification',
  summary: 'The active fields of the tenant verification form, in display order, with their options',
  response: formFieldsAnswer,
});

export const getAgentVerificationFormValues = defineOperation({
  id: 'getAgentVerificationFormValues',
  method: 'GET',
  path: '/api/get-agent-verification-form-values',
  auth: 'required',
  tag: 'verification',
  summary: "The caller's agent verification application with its answers, or null data",
  response: formValuesAnswer,
});

export const getBuilderVerificationFormValues = defineOperation({
  id: 'getBuilderVerificationFormValues',
  method: 'GET',
  path: '/api/get-builder-verification-form-values',
  auth: 'required',
  tag: 'verification',
  summary: "The caller's builder verification application with its answers, or null data",
  response: formValuesAnswer,
});

export const getTenetVerificationFormValues = defineOperation({
  id: 'getTenetVerificationFormValues',
  method: 'GET',
  path: '/api/get-tenet-verification-form-values',
  auth: 'required',
  tag: 'verification',
  summary: "The caller's tenant verification application with its answers, or null data",
  response: formValuesAnswer,
});

export const applyAgentVerification = defineOperation({
  id: 'applyAgentVerification',
  method: 'POST',
  path: '/api/apply-agent-verification',
  auth: 'required',
  tag: 'verification',
  summary: 'Applies for agent verification: every active field answered; allowed first or after a failure',
  body: applyForm,
  encoding: 'multipart',
  response: formValuesAnswer,
  errors: ['BAD_REQUEST'],
});

export const applyBuilderVerification = defineOperation({
  id: 'applyBuilderVerification',
  method: 'POST',
  path: '/api/apply-builder-verification',
  auth: 'required',
  tag: 'verification',
  summary: 'Applies for builder verification: every active field answered; allowed first or after a failure',
  body: applyForm,
  encoding: 'multipart',
  response: formValuesAnswer,
  errors: ['BAD_REQUEST'],
});

export const applyTenetVerification = defineOperation({
  id: 'applyTenetVerification',
  method: 'POST',
  path: '/api/apply-tenet-verification',
  auth: 'required',
  tag: 'verification',
  summary: 'Applies for tenant verification: every active field answered; allowed first or after a failure',
  body: applyForm,
  encoding: 'multipart',
  response: formValuesAnswer,
  errors: ['BAD_REQUEST'],
});

// ——— Admin: users and verification applications ———

/** A user switched on or off by an admin; `tokens_revoked` counts the sign-ins ended. */
const userStatusAnswer = envelopeOf(
  z.object({ id: z.number().int(), is_active: z.boolean(), tokens_revoked: z.number().int() }),
);
export const adminActivateUser = defineOperation({
  id: 'adminActivateUser',
  method: 'POST',
  path: '/api/admin/users/:id/activate',
  auth: 'admin',
  tag: 'admin',
  summary: "Activates a user's account; their old tokens are deleted, so they sign in afresh",
  params: idParams,
  response: userStatusAnswer,
  errors: ['NOT_FOUND'],
});

export const adminDeactivateUser = defineOperation({
  id: 'adminDeactivateUser',
  method: 'POST',
  path: '/api/admin/users/:id/deactivate',
  auth: 'admin',
  tag: 'admin',
  summary: "Deactivates a user's account: every request with its tokens and every login is refused",
  params: idParams,
  response: userStatusAnswer,
  errors: ['NOT_FOUND', 'BAD_REQUEST'],
});

export const adminVerifications = defineOperation({
  id: 'adminVerifications',
  method: 'GET',
  path: '/api/admin/verifications',
  auth: 'admin',
  tag: 'admin',
  summary: 'Verification applications, oldest first, with their applicants and answers',
  query: adminVerificationsQuery,
  response: listEnvelopeOf(verificationRecord),
});

export const adminApproveVerification = defineOperation({
  id: 'adminApproveVerification',
  method: 'POST',
  path: '/api/admin/verifications/:id/approve',
  auth: 'admin',
  tag: 'admin',
  summary: 'Approves a verification application: the applicant is verified',
  params: idParams,
  response: envelopeOf(verificationRecord),
  errors: ['NOT_FOUND'],
});

export const adminFailVerification = defineOperation({
  id: 'adminFailVerification',
  method: 'POST',
  path: '/api/admin/verifications/:id/fail',
  auth: 'admin',
  tag: 'admin',
  summary: 'Fails a verification application with a reason; the applicant may apply again',
  params: idParams,
  body: adminReasonBody,
  response: envelopeOf(verificationRecord),
  errors: ['NOT_FOUND'],
});
