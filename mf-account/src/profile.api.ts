// The profile calls: the signed-in customer (get-user-data), update_profile (multipart, with the photo file)
// and delete_user. The customer's keys are get-user-data's (operationKey: ['account', 'getUserData', { viewer }]),
// so a cached profile never outlives its user.
import { call, operationKey, operationRoot, type SessionUser } from '@abode/shared';
import {
  deleteUser,
  getUserData,
  logoutAllDevices,
  updateProfile,
  verifyMobile as verifyMobileOp,
} from '@abode/shared/operations';
import type { ProfileCustomer } from '@abode/shared/wire';
import { queryOptions } from '@tanstack/react-query';

/** The customer as the profile pages see it; any text may be null. */
export type ProfileData = Partial<ProfileCustomer> & Pick<ProfileCustomer, 'id'>;

export const profileQueries = {
  all: () => operationRoot(getUserData),
  /** The signed-in customer, fresh from the server (the session slice only keeps a few fields). */
  me: (userId: number) =>
    queryOptions({
      queryKey: operationKey(getUserData, {}, userId),
      queryFn: async ({ signal }): Promise<ProfileData> => (await call(getUserData, {}, { signal })).data,
    }),
};

/** The session's copy of the fields it keeps, from a customer answer. */
export function sessionFields(c: ProfileData): Partial<SessionUser> {
  return {
    name: c.name ?? '',
    email: c.email ?? '',
    mobile: c.mobile ?? '',
    profile: c.profile ?? '',
    address: c.address ?? '',
  };
}

/** Send changed profile fields (and a new photo) to update_profile; resolves with the message and the customer. */
export async function saveProfile(
  fields: Record<string, string | number>,
  photo: File | null,
): Promise<{ message: string; customer: ProfileData }> {
  const body = await call(updateProfile, { body: photo ? { ...fields, profile: photo } : fields });
  return { message: body.message, customer: body.data };
}

/** Delete the signed-in account (delete_user); resolves with the server's message. */
export async function deleteAccount(): Promise<string> {
  const body = await call(deleteUser, {});
  return body.message;
}

/** Sign out on every device, this one included (logout-all-devices); resolves once the server revoked them all. */
export async function logOutAllDevices(): Promise<void> {
  await call(logoutAllDevices, {});
}

/**
 * Prove the profile's own number with the ticket verify-otp answered for a code texted to it (verify-mobile);
 * resolves with the message and the customer, now `is_mobile_verified`.
 */
export async function verifyMobile(authId: string): Promise<{ message: string; customer: ProfileData }> {
  const body = await call(verifyMobileOp, { body: { auth_id: authId } });
  return { message: body.message, customer: body.data };
}
