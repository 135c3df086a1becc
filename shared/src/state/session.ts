// Sign-in state transitions (spec §4 "Signup: idle → requested → success | failure; logout resets").
// Sections call these; the shell listens to `abode:auth/changed` to refresh what depends on the user.
import { useAtomValue } from 'jotai';
import { dispatchAuthChanged } from '../events.ts';
import { abodeStore, INITIAL_USER_SIGNUP, type SessionUser, userSignupAtom } from './slices.ts';

/** Mark a sign-in request as under way. */
export function signInRequested(): void {
  abodeStore.set(userSignupAtom, (s) => ({ ...s, status: 'loading', error: null }));
}

/** Store a successful sign-in: the token and the user's public data. */
export function signInSucceeded(token: string, user: SessionUser): void {
  abodeStore.set(userSignupAtom, { token, data: user, status: 'success', error: null });
  dispatchAuthChanged({ userId: user.id });
}

/** Store a failed sign-in. */
export function signInFailed(message: string): void {
  abodeStore.set(userSignupAtom, { ...INITIAL_USER_SIGNUP, status: 'failure', error: message });
}

/** Update the stored user after a profile change. */
export function updateSessionUser(patch: Partial<SessionUser>): void {
  abodeStore.set(userSignupAtom, (s) => (s.data ? { ...s, data: { ...s.data, ...patch } } : s));
}

/** Sign out: the user slice goes back to its initial state. */
export function signOut(): void {
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  dispatchAuthChanged({ userId: null });
}

/** The session: user (or null), token, and request status. */
export function useSession() {
  const s = useAtomValue(userSignupAtom);
  return { user: s.data, token: s.token, status: s.status, error: s.error, isLoggedIn: Boolean(s.token && s.data?.id) };
}
