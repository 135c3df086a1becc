import { abodeStore, INITIAL_USER_SIGNUP, notify, userSignupAtom } from '@abode/shared';
import { buildUser, describedText, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from './Register.page.tsx';

function renderRegister(path = '/register') {
  const user = userEvent.setup();
  const view = renderWithProviders(<RegisterPage />, { path });
  return {
    user,
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    mobile: screen.getByLabelText('Phone number'),
    password: screen.getByLabelText('Password'),
    rePassword: screen.getByLabelText('Confirm password'),
    submit: screen.getByRole('button', { name: 'Create account' }),
    ...view,
  };
}

beforeEach(() => abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RegisterPage validation', () => {
  it('shows each required message on its input and focuses the first invalid field', async () => {
    const { calls } = stubApi({});
    const f = renderRegister();
    await f.user.click(f.submit);
    await waitFor(() => expect(describedText(f.name)).toContain('Name is required'));
    expect(describedText(f.email)).toContain('Email is required');
    expect(describedText(f.password)).toContain('Password is required');
    expect(describedText(f.mobile)).not.toContain('Phone number is invalid');
    expect(document.activeElement).toBe(f.name);
    expect(calls).toHaveLength(0);
  });

  it('shows the invalid-email, invalid-phone, short-password and mismatch messages', async () => {
    stubApi({});
    const f = renderRegister();
    await f.user.type(f.name, 'Asha');
    await f.user.type(f.email, 'asha@');
    await f.user.type(f.mobile, 'call me');
    await f.user.type(f.password, '123');
    await f.user.type(f.rePassword, '1234{Enter}');
    await waitFor(() => expect(describedText(f.email)).toContain('Email address is invalid'));
    expect(describedText(f.mobile)).toContain('Phone number is invalid');
    expect(describedText(f.password)).toContain('Password must be 6 characters or more');
    expect(describedText(f.rePassword)).toContain('Passwords do not match');
    expect(document.activeElement).toBe(f.email);
  });

  it("says 'Passwords do not match' when only the confirmation differs", async () => {
    const { calls } = stubApi({});
    const f = renderRegister();
    await f.user.type(f.name, 'Asha');
    await f.user.type(f.email, 'asha@abode.test');
    await f.user.type(f.password, 'secret-1');
    await f.user.type(f.rePassword, 'secret-2{Enter}');
    await waitFor(() => expect(describedText(f.rePassword)).toContain('Passwords do not match'));
    expect(describedText(f.password)).toBe('');
    expect(document.activeElement).toBe(f.rePassword);
    expect(calls).toHaveLength(0);
  });
});

describe('RegisterPage submit', () => {
  async function fillValid(f: ReturnType<typeof renderRegister>) {
    await f.user.type(f.name, 'Asha Rao');
    await f.user.type(f.email, 'asha@abode.test');
    await f.user.type(f.mobile, '+91 98765 43210');
    await f.user.type(f.password, 'secret-1');
    await f.user.type(f.rePassword, 'secret-1');
    await f.user.click(f.submit);
  }

  const SIGNED_IN = {
    error: false,
    message: 'Login Successfully',
    token: '9|fresh',
    data: buildUser({
      id: 9,
      name: 'Asha Rao',
      email: 'asha@abode.test',
      mobile: '+91 98765 43210',
      profile: '',
      address: null,
    }),
  };

  it('registers (multipart), shows the verification step, verifies the code and signs in', async () => {
    const { calls } = stubApi({
      'user-register': { body: { error: false, message: 'User Registered Successfully', data: null } },
      'verify-otp': { body: { error: false, message: 'OTP verified successfully!', auth_id: 'uid-9' } },
      user_signup: { body: SIGNED_IN },
    });
    const f = renderRegister();
    await fillValid(f);
    expect((await screen.findByTestId('verify-notice')).textContent).toBe(
      'Check your email: we sent a 6-digit code to asha@abode.test. If this address already has an Abode account, the mail tells you how to sign in instead.',
    );
    expect(screen.getByText('Enter the code we sent to asha@abode.test')).toBeTruthy();
    const reg = calls[0]?.init?.body as FormData;
    expect(reg).toBeInstanceOf(FormData);
    expect(Object.fromEntries(reg.entries())).toEqual({
      name: 'Asha Rao',
      email: 'asha@abode.test',
      mobile: '+91 98765 43210',
      password: 'secret-1',
      re_password: 'secret-1',
    });
    // Nothing signs in before the code is verified.
    expect(calls.map((c) => c.endpoint)).toEqual(['user-register']);

    await f.user.type(screen.getByLabelText('Verification code'), '123456');
    await f.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(abodeStore.get(userSignupAtom).token).toBe('9|fresh'));
    expect(calls.map((c) => c.endpoint)).toEqual(['user-register', 'verify-otp', 'user_signup']);
    expect(calls[1]?.url.searchParams.get('email')).toBe('asha@abode.test');
    expect(calls[1]?.url.searchParams.get('otp')).toBe('123456');
    const login = calls[2]?.init?.body as FormData;
    expect(login.get('type')).toBe('3');
    expect(login.get('email')).toBe('asha@abode.test');
    expect(login.get('password')).toBe('secret-1');
    await waitFor(() => expect(f.router.state.location.pathname).toBe('/'));
    // The password was only ever in memory.
    expect(JSON.stringify(localStorage)).not.toContain('secret-1');
    expect(JSON.stringify(sessionStorage)).not.toContain('secret-1');
  });

  it('says to check the mailbox, not that an account was made: a taken address is answered alike', async () => {
    const successToast = vi.spyOn(toast, 'success');
    stubApi({ 'user-register': { body: { error: false, message: 'User Registered Successfully', data: null } } });
    const f = renderRegister();
    await fillValid(f);
    expect((await screen.findByTestId('verify-notice')).textContent).toBe(
      'Check your email: we sent a 6-digit code to asha@abode.test. If this address already has an Abode account, the mail tells you how to sign in instead.',
    );
    expect(screen.queryByText('User Registered Successfully')).toBeNull();
    expect(successToast).not.toHaveBeenCalled();
  });

  it("shows a wrong code's message inline and toasts it once", async () => {
    const errorToast = vi.spyOn(notify, 'error');
    const { calls } = stubApi({
      'user-register': { body: { error: false, message: 'User Registered Successfully', data: null } },
      'verify-otp': { status: 400, body: { error: true, message: 'Invalid OTP.', code: 'OTP_INVALID' } },
    });
    const f = renderRegister();
    await fillValid(f);
    await f.user.type(await screen.findByLabelText('Verification code'), '000000{Enter}');
    expect((await screen.findByTestId('verify-error')).textContent).toBe('Invalid OTP.');
    expect(screen.getByRole('alert').textContent).toBe('Invalid OTP.');
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.endpoint)).toEqual(['user-register', 'verify-otp']);
    expect(abodeStore.get(userSignupAtom).token).toBeNull();
  });

  it("shows the server's refusal inline and toasts it once", async () => {
    const errorToast = vi.spyOn(notify, 'error');
    const { calls } = stubApi({
      'user-register': { status: 400, body: { error: true, message: 'User Already Exists', code: 'ALREADY_EXISTS' } },
    });
    const f = renderRegister();
    await fillValid(f);
    expect((await screen.findByTestId('register-error')).textContent).toBe('User Already Exists');
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.endpoint)).toEqual(['user-register']);
  });
});
