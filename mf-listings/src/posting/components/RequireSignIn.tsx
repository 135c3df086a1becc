// Pages for signed-in owners send a visitor to the login page, which brings them back here afterwards. Someone
// who signs out while on such a page is not sent to login (whoever signed them out takes them elsewhere).
import { roleHref, useSession } from '@abode/shared';
import { type ReactNode, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';

/** Renders `children(userId)` for a signed-in user; a visitor goes to /login?returnTo=<this page>. */
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
