import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/index.tsx';
import { standInSections, withSections } from '../test/sections.ts';
import { useSignInRedirect } from './RequireSignIn.tsx';

function SignInButton() {
  const signIn = useSignInRedirect();
  return (
    <button type="button" onClick={signIn}>
      Sign in
    </button>
  );
}

afterEach(cleanup);

describe('useSignInRedirect', () => {
  describe('with the account section running', () => {
    withSections(standInSections.account);

    it('goes to the sign-in page with this page and its query as returnTo', async () => {
      const { router } = renderWithProviders(<SignInButton />, { path: '/projects/green-acres?tab=plans' });
      fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
      const { pathname, search } = router.state.location;
      expect(pathname).toBe('/login');
      expect(new URLSearchParams(search).get('returnTo')).toBe('/projects/green-acres?tab=plans');
    });
  });

  it('goes home when no section fills the sign-in role', async () => {
    const { router } = renderWithProviders(<SignInButton />, { path: '/projects/green-acres' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
