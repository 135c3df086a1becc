import { abodeStore, INITIAL_USER_SIGNUP, userSignupAtom } from '@abode/shared';
import { buildProfile, renderWithProviders, stubApi } from '@abode/shared/test';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withSections } from '../test/sections.ts';
import { DashboardPage } from './Dashboard.page.tsx';

withSections();

const CUSTOMER = buildProfile({
  id: 7,
  name: 'Riya Sharma',
  email: 'user@abode.test',
  mobile: '+91 98200 11111',
  profile: 'http://x/uploads/seed/avatars/riya.svg',
  address: 'Bandra West, Mumbai',
  is_profile_complete: true,
});

beforeEach(() => abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('sends a visitor to login with returnTo', async () => {
    stubApi({});
    const { router } = renderWithProviders(<DashboardPage />, { path: '/user/dashboard', route: '/user/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fuser%2Fdashboard');
  });

  it('greets the user, shows completeness and links to their pages', async () => {
    abodeStore.set(userSignupAtom, {
      token: '7|token',
      data: { id: 7, name: 'Riya Sharma', email: 'user@abode.test', mobile: '', profile: '', address: '' },
      status: 'success',
      error: null,
    });
    stubApi({ 'get-user-data': { body: { error: false, message: 'Data Fetch Successfully', data: CUSTOMER } } });
    renderWithProviders(<DashboardPage />, { path: '/user/dashboard', route: '/user/dashboard' });
    expect(screen.getByTestId('dashboard-greeting').textContent).toBe('Hello, Riya Sharma');
    await waitFor(() => expect(screen.getByTestId('profile-completeness').getAttribute('data-complete')).toBe('true'));
    const links = screen.getAllByRole('link').map((a) => [a.querySelector('p')?.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Post a property', '/user/add-property'],
      ['My properties', '/user/properties'],
      ['Favourites', '/user/favorites-properties'],
      ['Interested properties', '/user/interested-properties'],
      ['Personalised feed', '/user/personalize-feed'],
      ['Subscriptions', '/subscription-plan'],
      ['Chat', '/user/chat'],
      ['Verification', '/user/verification'],
      ['Profile', '/user/profile'],
    ]);
    // No made-up numbers.
    expect(screen.queryByText(/^\d+$/)).toBeNull();
  });

  it('lists what is missing with a link to the profile', async () => {
    abodeStore.set(userSignupAtom, {
      token: '7|token',
      data: { id: 7, name: 'Riya Sharma', email: 'user@abode.test', mobile: '', profile: '', address: '' },
      status: 'success',
      error: null,
    });
    stubApi({
      'get-user-data': {
        body: { error: false, message: 'Data Fetch Successfully', data: { ...CUSTOMER, profile: '', address: null } },
      },
    });
    renderWithProviders(<DashboardPage />, { path: '/user/dashboard', route: '/user/dashboard' });
    await waitFor(() => expect(screen.getByTestId('profile-completeness').getAttribute('data-complete')).toBe('false'));
    expect(screen.getByTestId('profile-missing').textContent).toBe('Profile photoAddress');
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/user/profile');
  });
});
