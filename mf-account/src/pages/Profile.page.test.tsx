import { abodeStore, INITIAL_USER_SIGNUP, MESSAGES, userSignupAtom } from '@abode/shared';
import { buildProfile, describedText, renderWithProviders, stubApi } from '@abode/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from './Profile.page.tsx';

const CUSTOMER = buildProfile({
  id: 7,
  name: 'Riya Sharma',
  email: 'user@abode.test',
  mobile: null,
  profile: '',
  address: 'Bandra West, Mumbai',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  latitude: null,
  longitude: null,
  about_me: null,
  facebook_id: null,
  twiiter_id: 'riya_tw',
  instagram_id: null,
  youtube_id: null,
  linked_in: null,
  whatsapp_number: null,
  notification: 1,
  is_profile_complete: false,
});

function signIn() {
  abodeStore.set(userSignupAtom, {
    token: '7|token',
    data: { id: 7, name: 'Riya Sharma', email: 'user@abode.test', mobile: '', profile: '', address: '' },
    status: 'success',
    error: null,
  });
}

function renderProfile() {
  const user = userEvent.setup();
  const view = renderWithProviders(<ProfilePage />, { path: '/user/profile', route: '/user/profile' });
  return { user, ...view };
}

beforeEach(() => abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProfilePage', () => {
  it('sends a visitor to login with returnTo', async () => {
    const { calls } = stubApi({});
    const { router } = renderProfile();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fuser%2Fprofile');
    expect(calls).toHaveLength(0);
  });

  it('shows every field from get-user-data and lists what is missing, with the spec text', async () => {
    signIn();
    stubApi({ 'get-user-data': { body: { error: false, message: 'Data Fetch Successfully', data: CUSTOMER } } });
    renderProfile();
    const completeness = await screen.findByTestId('profile-completeness');
    expect(completeness.getAttribute('data-complete')).toBe('false');
    expect(within(completeness).getByText(MESSAGES.profileIncomplete)).toBeTruthy();
    expect(MESSAGES.profileIncomplete).toBe('You have not completed your profile yet. Please complete first');
    const missing = within(screen.getByTestId('profile-missing'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(missing).toEqual(['Phone number', 'Profile photo']);

    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Riya Sharma');
    expect(screen.getByLabelText('X (Twitter)')).toHaveProperty('value', 'riya_tw');
    expect(screen.getByLabelText('City')).toHaveProperty('value', 'Mumbai');
    expect(screen.getByRole('switch', { name: /^Notifications/ })).toHaveProperty('checked', true);
    for (const group of ['Personal details', 'Contact', 'Social profiles', 'Location']) {
      expect(screen.getByRole('group', { name: group })).toBeTruthy();
    }
  });

  it('refuses invalid input with the spec messages and sends nothing', async () => {
    signIn();
    const { calls } = stubApi({
      'get-user-data': { body: { error: false, message: 'Data Fetch Successfully', data: CUSTOMER } },
    });
    const { user } = renderProfile();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(screen.getByLabelText('Phone number'), 'call me');
    await user.type(screen.getByLabelText('Latitude'), '19.07');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(describedText(name)).toContain('Name is required'));
    expect(describedText(screen.getByLabelText('Phone number'))).toContain('Phone number is invalid');
    expect(describedText(screen.getByLabelText('Longitude'))).toContain('Please enter both latitude and longitude.');
    expect(document.activeElement).toBe(name);
    // Only reads happened: the invalid form was never sent.
    expect(calls.map((c) => c.endpoint)).toContain('get-user-data');
    expect(calls.filter((c) => c.endpoint === 'update_profile')).toEqual([]);
  });

  it('saves only the changed fields, updates the session and shows the new completeness', async () => {
    signIn();
    const saved = {
      ...CUSTOMER,
      mobile: '+91 98200 11111',
      profile: 'http://x/uploads/profiles/a.jpg',
      notification: 0,
    };
    const { calls } = stubApi({
      'get-user-data': { body: { error: false, message: 'Data Fetch Successfully', data: CUSTOMER } },
      update_profile: { body: { error: false, message: 'Profile Updated Successfully', data: saved } },
    });
    const { user } = renderProfile();
    await user.type(await screen.findByLabelText('Phone number'), '+91 98200 11111');
    await user.click(screen.getByRole('switch', { name: /^Notifications/ }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(screen.getByTestId('profile-completeness').getAttribute('data-complete')).toBe('true'));
    expect(screen.getByText('Your profile is complete.')).toBeTruthy();
    const call = calls.find((c) => c.endpoint === 'update_profile');
    expect(call?.init?.method).toBe('POST');
    const body = call?.init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({ mobile: '+91 98200 11111', notification: '0' });
    expect(call?.init?.headers).toMatchObject({ Authorization: 'Bearer 7|token' });
    expect(abodeStore.get(userSignupAtom).data).toMatchObject({
      mobile: '+91 98200 11111',
      profile: 'http://x/uploads/profiles/a.jpg',
    });
  });

  it("shows the server's refusal inline", async () => {
    signIn();
    stubApi({
      'get-user-data': { body: { error: false, message: 'Data Fetch Successfully', data: CUSTOMER } },
      update_profile: { status: 400, body: { error: true, message: 'Email already in use.', code: 'ALREADY_EXISTS' } },
    });
    const { user } = renderProfile();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'agent@abode.test');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByTestId('profile-error')).textContent).toBe('Email already in use.');
  });

  it('signs out everywhere after a confirmation, this browser too, and goes to login', async () => {
    signIn();
    const { calls } = stubApi({
      'get-user-data': { body: { error: false, message: 'Data Fetch Successfully', data: CUSTOMER } },
      'logout-all-devices': { body: { error: false, message: 'Logged out from all devices', data: { revoked: 3 } } },
    });
    const { user, router } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/this one included/)).toBeTruthy();
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.endpoint === 'logout-all-devices')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, sign out everywhere' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const call = calls.find((c) => c.endpoint === 'logout-all-devices');
    expect(call?.init?.method).toBe('POST');
    expect((call?.init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer 7|token');
    expect(abodeStore.get(userSignupAtom)).toEqual(INITIAL_USER_SIGNUP);
  });

  it('keeps the session when signing out everywhere fails, and says why', async () => {
    signIn();
    stubApi({
      'get-user-data': { body: { error: false, message: 'Data Fetch Successfully', data: CUSTOMER } },
      'logout-all-devices': { status: 503, body: { error: true, message: 'Service busy, try again' } },
    });
    const { user, router } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, sign out everywhere' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveProperty(
      'textContent',
      'Service busy, try again',
    );
    expect(router.state.location.pathname).toBe('/user/profile');
    expect(abodeStore.get(userSignupAtom).token).toBe('7|token');
  });

  it('deletes the account only after DELETE is typed, then signs out and goes home', async () => {
    signIn();
    const { calls } = stubApi({
      'get-user-data': { body: { error: false, message: 'Data Fetch Successfully', data: CUSTOMER } },
      delete_user: { body: { error: false, message: 'User Deleted Successfully', data: null } },
    });
    const { user, router } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toHaveProperty('disabled', true);
    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm).toHaveProperty('disabled', false);
    expect(calls.some((c) => c.endpoint === 'delete_user')).toBe(false);
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.filter((c) => c.endpoint === 'delete_user')).toHaveLength(1);
    expect(abodeStore.get(userSignupAtom)).toEqual(INITIAL_USER_SIGNUP);
  });
});
