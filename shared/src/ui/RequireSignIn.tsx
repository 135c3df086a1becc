// Pages for signed-in users send a visitor to the login page, which brings them back afterwards. Someone who
// signs out while on such a page is not sent to login (whoever signed them out takes them elsewhere).

import { roleHref, useSession } from '@abode/shared/core';
import { type ReactNode, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

/** Renders `children(userId)` for a signed-in user; a visitor goes to the sign-in page with `returnTo`. */
export function RequireSignIn({ children }: { children: (userId: number) => ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const wasSignedIn = useRef(false);
  const userId = session.isLoggedIn ? (session.user?.id ?? null) : null;
  if (userId !== null) wasSignedIn.current = true;
  if (userId === null)
    return wasSignedIn.current ? null : (
      <Navigate to={roleHref('signIn', { returnTo: pathname + search }) ?? '/'} replace />
    );
  return <>{children(userId)}</>;
}

/** A function that sends a visitor to the sign-in page, with this page (path and query) as `returnTo`. */
export function useSignInRedirect(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => navigate(roleHref('signIn', { returnTo: `${pathname}${search}` }) ?? '/');
}
