// Pages for signed-in users send visitors to the login page, which brings them back here afterwards. A user
// who signs out (or deletes the account) while on such a page is not sent to login: whoever signed them out
// takes them elsewhere (the shell's logout goes home).

import { useSession } from '@abode/shared';
import { useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { link } from '../../links.ts';

/** Redirects a visitor to /login?returnTo=<this page>. */
export function SignInRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={link('login', {}, { returnTo: pathname + search })} replace />;
}

/**
 * The session for a signed-in-only page, and whether it was signed in earlier in this page's life (then the
 * page renders nothing rather than redirecting to login).
 */
export function useSignedInPage() {
  const session = useSession();
  const wasSignedIn = useRef(false);
  const signedIn = Boolean(session.isLoggedIn && session.user);
  if (signedIn) wasSignedIn.current = true;
  return { session, signedIn, signedOutHere: !signedIn && wasSignedIn.current };
}
