import { abodeStore, INITIAL_USER_SIGNUP, MESSAGES, notify, userSignupAtom } from '@abode/shared';
import { buildUser, describedText, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './Login.page.tsx';

const CUSTOMER = buildUser({
  id: 7,
  name: 'Demo User',
  email: 'user@abode.test',
  mobile: null,
  profile: '',
  address: null,
  logintype: '3',
  is_email_verified: true,
});

function renderLogin(path = '/login') {
  const user = userEvent.setup();
  const view = renderWithProviders(<LoginPage />, { path });
  const email = screen.getByLabelText('Email');
  const password = screen.getByLabelText('Password');
  const submit = screen.getByRole('button', { name: 'Sign in' });
  return { user, email, password, submit, ...view };
}

beforeEach(() => abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LoginPage validation', () => {
  it('requires email and password, word for word, linked to each input, and focuses the first', async () => {
    const { calls } = stubApi({});
    const { user, email, password, submit } = renderLogin();
    await user.click(submit);
    await waitFor(() => expect(describedText(email)).toContain(MESSAGES.emailRequired));
    expect(MESSAGES.emailRequired).toBe('Email is required');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(password)).toContain('Password is required');
    expect(document.activeElement).toBe(email);
    expect(calls).toHaveLength(0);
  });

  it('rejects a malformed email and a short password', async () => {
    stubApi({});
    const { user, email, password } = renderLogin();
    await user.type(email, 'not-an-email');
    await user.type(password, '12345{Enter}');
    await waitFor(() => expect(describedText(email)).toContain('Email address is invalid'));
    expect(describedText(password)).toContain('Password must be 6 characters or more');
  });

  it('focuses the password when only it is invalid', async () => {
    stubApi({});
    const { user, email, password } = renderLogin();
    await user.type(email, 'user@abode.test{Enter}');
    await waitFor(() => expect(describedText(password)).toContain('Password is required'));
    expect(describedText(email)).not.toContain('Email');
    expect(document.activeElement).toBe(password);
  });
});

describe('LoginPage submit', () => {
  it('signs in with a multipart type=3 request and stores the top-level token', async () => {
    const { calls } = stubApi({
      user_signup: { body: { error: false, message: 'Login Successfully', token: '7|plain-token', data: CUSTOMER } },
    });
    const { user, email, password, router } = renderLogin('/login?returnTo=%2Fproperties%3Fcity%3DPune');
    await user.type(email, 'user@abode.test');
    await user.type(password, 'abode-demo{Enter}');

    await waitFor(() => expect(abodeStore.get(userSignupAtom).token).toBe('7|plain-token'));
    const slice = abodeStore.get(userSignupAtom);
    expect(slice.status).toBe('success');
    expect(slice.data).toEqual({
      id: 7,
      name: 'Demo User',
      email: 'user@abode.test',
      mobile: '',
      profile: '',
      address: '',
    });

    expect(calls).toHaveLength(1);
    const call = calls[0];
    expect(call?.endpoint).toBe('user_signup');
    expect(call?.init?.method).toBe('POST');
    const body = call?.init?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('type')).toBe('3');
    expect(form.get('email')).toBe('user@abode.test');
    expect(form.get('password')).toBe('abode-demo');

    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    expect(router.state.location.search).toBe('?city=Pune');
  });

  it('goes home without a returnTo, and ignores an off-site one', async () => {
    stubApi({ user_signup: { body: { error: false, message: 'Login Successfully', token: '7|t', data: CUSTOMER } } });
    const { user, email, password, router } = renderLogin('/login?returnTo=%2F%2Fevil.example%2Fx');
    await user.type(email, 'user@abode.test');
    await user.type(password, 'abode-demo{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the server's message inline and toasts it once", async () => {
    const errorToast = vi.spyOn(notify, 'error');
    stubApi({ user_signup: { status: 400, body: { error: true, message: 'Invalid Password', code: 'BAD_REQUEST' } } });
    const { user, email, password } = renderLogin();
    await user.type(email, 'user@abode.test');
    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByTestId('login-error');
    expect(alert).toHaveProperty('textContent', 'Invalid Password');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(errorToast).toHaveBeenCalledWith('Invalid Password');
    const slice = abodeStore.get(userSignupAtom);
    expect(slice.token).toBeNull();
    expect(slice.status).toBe('failure');
    expect(slice.error).toBe('Invalid Password');
  });
});

describe('LoginPage when signed in', () => {
  it('says who is signed in and links home', () => {
    stubApi({});
    abodeStore.set(userSignupAtom, {
      token: '7|t',
      data: { id: 7, name: 'Demo User', email: 'user@abode.test', mobile: '', profile: '', address: '' },
      status: 'success',
      error: null,
    });
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(screen.getByTestId('signed-in-notice').textContent).toContain('Demo User');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});

describe('LoginPage links', () => {
  it('links to register and to forgot-password', () => {
    stubApi({});
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('LoginPage sign-in method', () => {
  it('switches between email and phone with pressed toggle buttons, one field set at a time', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    const group = screen.getByRole('group', { name: 'Sign-in method' });
    expect(group).toBeTruthy();
    const emailToggle = screen.getByRole('button', { name: 'Email' });
    const phoneToggle = screen.getByRole('button', { name: 'Phone' });
    expect(emailToggle.getAttribute('aria-pressed')).toBe('true');
    expect(phoneToggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByLabelText('Phone number')).toBeNull();

    await user.click(phoneToggle);
    expect(screen.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('signs in by phone and goes where the visitor came from', async () => {
    const { calls } = stubApi({
      'get-otp': { body: { error: false, message: 'OTP sent successfully', data: null } },
      'verify-otp': { body: { error: false, message: 'OTP verified successfully!', auth_id: 'A'.repeat(40) } },
      user_signup: {
        body: {
          error: false,
          message: 'Login Successfully',
          token: '9|phone',
          data: { ...CUSTOMER, id: 9, mobile: '+919876543210' },
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginPage />, { path: '/login?method=phone&returnTo=%2Fuser%2Fdashboard' });
    await user.type(screen.getByLabelText('Phone number'), '+91 98765 43210{Enter}');
    await user.type(await screen.findByLabelText('Verification code'), '654321{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(abodeStore.get(userSignupAtom).token).toBe('9|phone');
    expect(calls.map((c) => c.endpoint)).toEqual(['get-otp', 'verify-otp', 'user_signup']);
  });
});

describe('LoginPage with an unverified email', () => {
  it('offers the verification step, mails a fresh code and signs in after it', async () => {
    const { calls } = stubApi({
      user_signup: (call) =>
        calls.filter((c) => c.endpoint === 'user_signup').length > 1 || call.endpoint !== 'user_signup'
          ? { body: { error: false, message: 'Login Successfully', token: '7|token', data: CUSTOMER } }
          : { status: 403, body: { error: true, message: 'Email is not verified', code: 'EMAIL_NOT_VERIFIED' } },
      'get-otp': { body: { error: false, message: 'OTP sent successfully', data: null } },
      'verify-otp': { body: { error: false, message: 'OTP verified successfully!', auth_id: 'x' } },
    });
    const f = renderLogin();
    await f.user.type(f.email, 'user@abode.test');
    await f.user.type(f.password, 'abode-demo{Enter}');
    expect((await screen.findByTestId('verify-notice')).textContent).toBe('Email is not verified');
    expect(screen.getByText('Enter the code we sent to user@abode.test')).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => c.endpoint)).toEqual(['user_signup', 'get-otp']));
    expect(calls[1]?.url.searchParams.get('email')).toBe('user@abode.test');
    await f.user.type(screen.getByLabelText('Verification code'), '123456{Enter}');
    await waitFor(() => expect(abodeStore.get(userSignupAtom).token).toBe('7|token'));
    expect(calls.map((c) => c.endpoint)).toEqual(['user_signup', 'get-otp', 'verify-otp', 'user_signup']);
    await waitFor(() => expect(f.router.state.location.pathname).toBe('/'));
  });
});
