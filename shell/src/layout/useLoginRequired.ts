// Sign-in on request: a section (or the session-end policy of `@abode/shared`, when the server stops accepting the
// session) asks for it with `abode:auth/login-required`; the shell opens the login page, which brings the visitor
// back to `returnTo` once signed in. The notice itself was shown by whoever asked.
import { roleHref, subscribeLoginRequired } from '@abode/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Opens the sign-in page (`?returnTo=…`) whenever sign-in is asked for; the page asked from is replaced, its address kept. */
export function useLoginRequired(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      subscribeLoginRequired(({ returnTo }) => {
        const login = roleHref('signIn');
        // Without a running section that signs people in, there is nowhere to send them.
        if (!login || window.location.pathname === login) return;
        navigate(roleHref('signIn', { returnTo }) ?? login, { replace: true });
      }),
    [navigate],
  );
}
