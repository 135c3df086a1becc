// The one policy for a session the server no longer accepts: its token expired or was revoked (a sign-out
// elsewhere, a password change), or an admin deactivated the account. The transport (client.ts) asks it about
// every failed call that carried the session's token, so no page decides this for itself: the session is
// cleared once, one translated notice is shown, and the shell is asked to offer sign-in and come back here.
import { dispatchLoginRequired } from '../events.ts';
import { translate } from '../i18n/useT.ts';
import { signOut } from '../state/session.ts';
import { abodeStore, languageAtom, userSignupAtom } from '../state/slices.ts';
import { notify } from '../toast.ts';

/** Why the server stopped accepting a session: the token is dead, or the account was deactivated. */
export type SessionEndReason = 'expired' | 'deactivated';

/** The reason an answer to a call that carried the session's token ends the session, or null when it does not. */
export function sessionEndReason(status: number, code: string | undefined): SessionEndReason | null {
  if (status === 401 && code === 'UNAUTHENTICATED') return 'expired';
  if (status === 403 && code === 'ACCOUNT_DEACTIVATED') return 'deactivated';
  return null;
}

/** The notice for a reason in the selected language ('Your session has ended…' or the spec's deactivation text). */
export function sessionEndMessage(reason: SessionEndReason): string {
  const file = abodeStore.get(languageAtom).selected.file;
  return translate(file, reason === 'deactivated' ? 'accountDeactivated' : 'sessionEnded');
}

/** The address of the page shown now, to come back to after signing in again. */
function currentAddress(): string {
  const where = (globalThis as { location?: Location }).location;
  return where ? `${where.pathname}${where.search}${where.hash}` : '/';
}

/**
 * Ends the session that sent `token`, if it is still the current one: clears the session slice, shows the
 * notice and asks for sign-in with the current address to return to. Many calls refused together end it
 * once (the first clears the slice, the rest no longer match); a newer sign-in made meanwhile is left alone.
 * Returns true for the call that ended it.
 */
export function endSession(token: string, reason: SessionEndReason): boolean {
  if (abodeStore.get(userSignupAtom).token !== token) return false;
  signOut();
  notify.error(sessionEndMessage(reason));
  dispatchLoginRequired({ returnTo: currentAddress(), reason });
  return true;
}
