// The profile calls: the signed-in customer (get-user-data), update_profile (multipart, with the photo file)
// and delete_user. Keys live under ['account', 'profile', userId] so a cached profile never outlives its user.
import { ApiError, apiRequest, MESSAGES, type SessionUser } from '@abode/shared';
import { type ProfileCustomer, profileCustomer } from '@abode/shared/wire';
import { queryOptions } from '@tanstack/react-query';

// A customer answer parsed leniently: extra keys pass, unknown states never break the page.
const answer = profileCustomer.partial().required({ id: true });

/** The customer as the profile pages see it; any text may be null. */
export type ProfileData = Partial<ProfileCustomer> & Pick<ProfileCustomer, 'id'>;

function parseCustomer(body: { data?: unknown }): ProfileData {
  const parsed = answer.safeParse(body.data);
  if (!parsed.success) throw new ApiError(MESSAGES.somethingWentWrong, 200, undefined, body);
  return parsed.data;
}

export const profileQueries = {
  all: () => ['account', 'profile'] as const,
  /** The signed-in customer, fresh from the server (the session slice only keeps a few fields). */
  me: (userId: number) =>
    queryOptions({
      queryKey: [...profileQueries.all(), userId] as const,
      queryFn: async ({ signal }) => parseCustomer(await apiRequest<unknown>('get-user-data', { signal })),
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
  const body = await apiRequest<unknown>('update_profile', {
    method: 'POST',
    multipart: true,
    body: photo ? { ...fields, profile: photo } : fields,
  });
  return { message: body.message ?? '', customer: parseCustomer(body) };
}

/** Delete the signed-in account (delete_user); resolves with the server's message. */
export async function deleteAccount(): Promise<string> {
  const body = await apiRequest<unknown>('delete_user', { method: 'POST', body: {} });
  return body.message ?? '';
}

/** Sign out on every device, this one included (logout-all-devices); resolves once the server revoked them all. */
export async function logOutAllDevices(): Promise<void> {
  await apiRequest<unknown>('logout-all-devices', { method: 'POST', body: {} });
}

/**
 * Prove the profile's own number with the ticket verify-otp answered for a code texted to it (verify-mobile);
 * resolves with the message and the customer, now `is_mobile_verified`.
 */
export async function verifyMobile(authId: string): Promise<{ message: string; customer: ProfileData }> {
  const body = await apiRequest<unknown>('verify-mobile', { method: 'POST', body: { auth_id: authId } });
  return { message: body.message ?? '', customer: parseCustomer(body) };
}
