// Sign-in on request: a section (or the session-end policy of `@abode/shared`, when the server stops accepting the
// session) asks for it with `abode:auth/login-required`; the shell opens the login page, which brings the visitor
// back to `returnTo` once signed in. The notice itself was shown by whoever asked.
import { paths, subscribeLoginRequired } from '@abode/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Opens /login?returnTo=… whenever sign-in is asked for; the page asked from is replaced, its address kept. */
export function useLoginRequired(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      subscribeLoginRequired(({ returnTo }) => {
        if (window.location.pathname === paths.login()) return;
        navigate(paths.login(returnTo), { replace: true });
      }),
    [navigate],
  );
}
