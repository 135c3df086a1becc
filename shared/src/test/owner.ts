// The owner who posts in the posting and managing tests (a property, a project): every field a complete
// profile needs (spec §5), as the session and get-user-data carry them, and a helper that signs them in.
import { abodeStore, INITIAL_USER_SIGNUP, userSignupAtom } from '../state/slices.ts';
import { buildProfile, buildSession } from './fixtures.ts';

/** The posting owner: name, email, mobile, profile photo and address all set. */
export const POSTING_OWNER = {
  id: 7,
  name: 'Arjun Mehta',
  email: 'agent@abode.test',
  mobile: '+91 98450 22222',
  profile: '/uploads/a.svg',
  address: 'Bengaluru, India',
};

/** The posting owner's customer of get-user-data, complete (built through the wire schema). */
export function buildCompleteOwner() {
  return buildProfile({ ...POSTING_OWNER, slug_id: 'arjun-mehta', is_profile_complete: true });
}

/** Sign the posting owner in (the session slice), with `user` changed in part, or sign out with `null`. */
export function signInOwner(user: { id: number; name?: string } | null = { id: POSTING_OWNER.id }) {
  if (!user) return abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  abodeStore.set(userSignupAtom, buildSession({ data: { ...POSTING_OWNER, ...user } }));
}
