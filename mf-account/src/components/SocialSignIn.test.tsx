import { abodeStore, INITIAL_USER_SIGNUP, notify, userSignupAtom } from '@abode/shared';
import { buildUser, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../pages/Login.page.tsx';
import { RegisterPage } from '../pages/Register.page.tsx';

// The Firebase SDK, replaced: the real one is exercised against the Auth emulator by the API's tests.
const firebase = vi.hoisted(() => ({
  initializeApp: vi.fn((_config: unknown, name: string) => ({ name })),
  connectAuthEmulator: vi.fn(),
  signInWithPopup: vi.fn(),
  providers: [] as string[],
}));
vi.mock('firebase/app', () => ({
  getApps: () => [],
  getApp: (name: string) => ({ name }),
  initializeApp: firebase.initializeApp,
}));
vi.mock('firebase/auth', () => ({
  getAuth: (app: unknown) => ({ app }),
  connectAuthEmulator: firebase.connectAuthEmulator,
  signInWithPopup: firebase.signInWithPopup,
  GoogleAuthProvider: class {
    constructor() {
      firebase.providers.push('google.com');
    }
  },
  OAuthProvider: class {
    constructor(id: string) {
      firebase.providers.push(id);
    }
    addScope() {}
  },
}));

const CUSTOMER = buildUser({ id: 9, name: 'Ann', email: 'ann@example.com', mobile: null, profile: '', logintype: '0' });
const SOCIAL_ON = {
  error: false,
  message: 'Data Fetch Successfully',
  data: {
    social_login: true,
    firebase_config: {
      apiKey: 'k',
      authDomain: 'demo.firebaseapp.com',
      projectId: 'demo',
      appId: '1:2:web:3',
      emulator_url: 'http://127.0.0.1:9199',
    },
  },
};

beforeEach(() => {
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  firebase.initializeApp.mockClear();
  firebase.connectAuthEmulator.mockClear();
  firebase.signInWithPopup.mockReset();
  firebase.providers.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SocialSignIn', () => {
  it('shows no social buttons when web-settings has social_login off', async () => {
    const { calls } = stubApi({
      'web-settings': { body: { error: false, message: 'ok', data: { social_login: false } } },
    });
    renderWithProviders(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(calls.map((c) => c.endpoint)).toContain('web-settings'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
    expect(firebase.initializeApp).not.toHaveBeenCalled();
  });

  it('shows Google and Apple on login and register when social_login is on, without loading Firebase', async () => {
    stubApi({ 'web-settings': { body: SOCIAL_ON } });
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeTruthy();
    cleanup();
    renderWithProviders(<RegisterPage />, { path: '/register' });
    expect(await screen.findByRole('button', { name: 'Continue with Apple' })).toBeTruthy();
    expect(firebase.initializeApp).not.toHaveBeenCalled();
  });

  it('signs in with Google: popup, then user_signup type 0 with the Firebase ID token', async () => {
    firebase.signInWithPopup.mockResolvedValue({ user: { getIdToken: async () => 'firebase-id-token' } });
    const { calls } = stubApi({
      'web-settings': { body: SOCIAL_ON },
      user_signup: { body: { error: false, message: 'User Register Successfully', token: '9|t', data: CUSTOMER } },
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(abodeStore.get(userSignupAtom).token).toBe('9|t'));
    expect(firebase.connectAuthEmulator).toHaveBeenCalledWith(expect.anything(), 'http://127.0.0.1:9199', {
      disableWarnings: true,
    });
    expect(firebase.providers).toEqual(['google.com']);
    const body = calls.find((c) => c.endpoint === 'user_signup')?.init?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries((body as FormData).entries())).toEqual({
      type: '0',
      firebase_token: 'firebase-id-token',
    });
  });

  it('signs in with Apple as type 2', async () => {
    firebase.signInWithPopup.mockResolvedValue({ user: { getIdToken: async () => 'apple-token' } });
    const { calls } = stubApi({
      'web-settings': { body: SOCIAL_ON },
      user_signup: { body: { error: false, message: 'Login Successfully', token: '9|a', data: CUSTOMER } },
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { path: '/register' });
    await user.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    await waitFor(() => expect(abodeStore.get(userSignupAtom).token).toBe('9|a'));
    expect(firebase.providers).toEqual(['apple.com']);
    const body = calls.find((c) => c.endpoint === 'user_signup')?.init?.body as FormData;
    expect(body.get('type')).toBe('2');
  });

  it('maps a Firebase error code through authErrorMessage, inline and as one toast', async () => {
    const errorToast = vi.spyOn(notify, 'error');
    firebase.signInWithPopup.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/popup-closed-by-user).'), { code: 'auth/popup-closed-by-user' }),
    );
    const { calls } = stubApi({ 'web-settings': { body: SOCIAL_ON } });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const alert = await screen.findByTestId('social-error');
    expect(alert.textContent).toBe('The sign-in window was closed before sign-in finished.');
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.endpoint)).not.toContain('user_signup');
    expect(abodeStore.get(userSignupAtom).token).toBeNull();
  });

  it("shows the server's refusal of the token", async () => {
    firebase.signInWithPopup.mockResolvedValue({ user: { getIdToken: async () => 'bad' } });
    const refused = 'The details entered are incorrect Please enter the correct details and try again.';
    stubApi({
      'web-settings': { body: SOCIAL_ON },
      user_signup: { status: 401, body: { error: true, message: refused, code: 'UNAUTHENTICATED' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByTestId('social-error')).textContent).toBe(refused);
  });
});
