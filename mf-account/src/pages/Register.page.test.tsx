import { abodeStore, INITIAL_USER_SIGNUP, notify, userSignupAtom } from '@abode/shared';
import { renderWithProviders } from '@abode/shared/test';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describedText, stubApi } from '../test/fetch.ts';
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

  it('registers (multipart), then signs in with the same email and password', async () => {
    const { calls } = stubApi({
      'user-register': { body: { error: false, message: 'User Registered Successfully', data: null } },
      user_signup: {
        body: {
          error: false,
          message: 'Login Successfully',
          token: '9|fresh',
          data: {
            id: 9,
            name: 'Asha Rao',
            email: 'asha@abode.test',
            mobile: '+91 98765 43210',
            profile: '',
            address: null,
          },
        },
      },
    });
    const f = renderRegister();
    await fillValid(f);
    await waitFor(() => expect(abodeStore.get(userSignupAtom).token).toBe('9|fresh'));
    expect(calls.map((c) => c.endpoint)).toEqual(['user-register', 'user_signup']);
    const reg = calls[0]?.init?.body as FormData;
    expect(reg).toBeInstanceOf(FormData);
    expect(Object.fromEntries(reg.entries())).toEqual({
      name: 'Asha Rao',
      email: 'asha@abode.test',
      mobile: '+91 98765 43210',
      password: 'secret-1',
      re_password: 'secret-1',
    });
    const login = calls[1]?.init?.body as FormData;
    expect(login.get('type')).toBe('3');
    expect(login.get('email')).toBe('asha@abode.test');
    expect(login.get('password')).toBe('secret-1');
    await waitFor(() => expect(f.router.state.location.pathname).toBe('/'));
  });

  it("shows the success and 'Email is not verified' with a link to /login", async () => {
    stubApi({
      'user-register': { body: { error: false, message: 'User Registered Successfully', data: null } },
      user_signup: { status: 403, body: { error: true, message: 'Email is not verified', code: 'EMAIL_NOT_VERIFIED' } },
    });
    const f = renderRegister();
    await fillValid(f);
    expect((await screen.findByTestId('register-success')).textContent).toBe('User Registered Successfully');
    const alert = await screen.findByTestId('register-signin-error');
    expect(alert.textContent).toContain('Email is not verified');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
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
