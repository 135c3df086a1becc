import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeAuthChanged, subscribeLoginRequired } from '../events.ts';
import { EN } from '../i18n/en.ts';
import { MESSAGES } from '../messages.ts';
import { getUserData } from '../operations/accounts.ts';
import { getFavouriteProperty } from '../operations/listings.ts';
import { abodeStore, INITIAL_LANGUAGE, INITIAL_USER_SIGNUP, languageAtom, userSignupAtom } from '../state/slices.ts';
import { call } from './call.ts';
import { ApiError, apiRequest, isSessionEnded } from './client.ts';
import { createQueryClient } from './query.ts';
import { sessionEndReason } from './session-end.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notAuthenticated = () =>
  json({ error: true, message: 'User is not authenticated', code: 'UNAUTHENTICATED' }, 401);
const deactivated = () =>
  json(
    { error: true, message: MESSAGES.accountDeactivated, code: 'ACCOUNT_DEACTIVATED', data: { is_active: false } },
    403,
  );

function signIn(token = '7|secret') {
  abodeStore.set(userSignupAtom, {
    token,
    data: { id: 7, name: 'Riya', email: 'user@abode.test', mobile: '+919820011111', profile: '', address: '' },
    status: 'success',
    error: null,
  });
}

describe('the session-end policy (401 / deactivated account)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let loginRequired: { returnTo: string; reason?: string }[];
  let authChanges: (number | null)[];
  let unsubscribe: (() => void)[];
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    abodeStore.set(languageAtom, INITIAL_LANGUAGE);
    signIn();
    window.history.replaceState(null, '', '/user/add-property?draft=1#photos');
    loginRequired = [];
    authChanges = [];
    unsubscribe = [
      subscribeLoginRequired((p) => loginRequired.push(p)),
      subscribeAuthChanged((p) => authChanges.push(p.userId)),
    ];
  });
  afterEach(() => {
    for (const u of unsubscribe) u();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
    toast.remove();
  });

  it('knows which answers end a session', () => {
    expect(sessionEndReason(401, 'UNAUTHENTICATED')).toBe('expired');
    expect(sessionEndReason(403, 'ACCOUNT_DEACTIVATED')).toBe('deactivated');
    expect(sessionEndReason(403, 'FORBIDDEN')).toBeNull();
    expect(sessionEndReason(401, 'OTP_INVALID')).toBeNull();
    expect(sessionEndReason(500, undefined)).toBeNull();
  });

  it('signs out once, toasts once and asks for sign-in once when many calls are refused together, keeping the address', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    fetchMock.mockImplementation(async () => notAuthenticated());
    const calls = await Promise.allSettled([
      apiRequest('get-user-data'),
      apiRequest('get_chats', { silent: true }),
      apiRequest('add_favourite', { body: { property_id: 1, type: 1 } }),
      apiRequest('check-package-limit', { params: { type: 'property_list' }, silent: true }),
      apiRequest('get-added-properties'),
    ]);
    expect(fetchMock.mock.calls.every(([, init]) => init.headers.Authorization === 'Bearer 7|secret')).toBe(true);
    expect(abodeStore.get(userSignupAtom)).toEqual(INITIAL_USER_SIGNUP);
    expect(authChanges).toEqual([null]);
    expect(loginRequired).toEqual([{ returnTo: '/user/add-property?draft=1#photos', reason: 'expired' }]);
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(errorToast.mock.calls[0]?.[0]).toBe('Your session has ended. Please sign in again.');
    // Every call fails with the notice, never the server's raw English.
    for (const c of calls) {
      expect(c.status).toBe('rejected');
      const error = (c as PromiseRejectedResult).reason;
      expect(isSessionEnded(error)).toBe(true);
      expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: EN.sessionEnded });
    }
  });

  it('also ends the session once for queries, without the query cache toasting again', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    fetchMock.mockImplementation(async () => notAuthenticated());
    const client = createQueryClient();
    await Promise.allSettled(
      ['a', 'b', 'c'].map((k) =>
        client.fetchQuery({
          queryKey: ['mine', k],
          queryFn: ({ signal }) => call(getUserData, {}, { signal }),
        }),
      ),
    );
    expect(fetchMock).toHaveBeenCalledTimes(3); // a 401 is not retried
    expect(authChanges).toEqual([null]);
    expect(loginRequired).toHaveLength(1);
    expect(errorToast).toHaveBeenCalledTimes(1);
  });

  it('does not toast the visitor refetches that follow the end of a session', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    fetchMock.mockImplementation(async () => notAuthenticated());
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['favourites'],
        queryFn: ({ signal }) => call(getFavouriteProperty, { query: {} }, { signal }),
      })
      .catch(() => {});
    // The shell refetches what depends on the user when it changes: the page's queries go again, as a visitor.
    await client.refetchQueries({ queryKey: ['favourites'], type: 'all' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1].headers.Authorization).toBeUndefined();
    expect(errorToast.mock.calls.map((c) => c[0])).toEqual([EN.sessionEnded]);
  });

  it('gives a deactivated account the spec’s text and signs it out', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    fetchMock.mockImplementation(async () => deactivated());
    await expect(apiRequest('post_property', { body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Your Account have been Deactivetd by Admin. please connect them.',
    });
    expect(abodeStore.get(userSignupAtom).token).toBeNull();
    expect(loginRequired).toEqual([{ returnTo: '/user/add-property?draft=1#photos', reason: 'deactivated' }]);
    expect(errorToast.mock.calls.map((c) => c[0])).toEqual([MESSAGES.accountDeactivated]);
  });

  it('speaks the selected language', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    abodeStore.set(languageAtom, {
      ...INITIAL_LANGUAGE,
      selected: { code: 'ar', name: 'العربية', rtl: true, file: { sessionEnded: 'انتهت جلستك.' } },
    });
    fetchMock.mockImplementation(async () => notAuthenticated());
    await expect(apiRequest('get-user-data')).rejects.toMatchObject({ message: 'انتهت جلستك.' });
    expect(errorToast.mock.calls.map((c) => c[0])).toEqual(['انتهت جلستك.']);
  });

  it('leaves visitors, other refusals and logout alone', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    // A visitor's 401 (a wrong password, a page that needs a token) is the server's own answer.
    abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
    fetchMock.mockImplementation(async () =>
      json({ error: true, message: 'Invalid credentials', code: 'UNAUTHENTICATED' }, 401),
    );
    const visitor = await apiRequest('user_signup', { body: { type: 3 } }).catch((e: unknown) => e);
    expect(visitor).toBeInstanceOf(ApiError);
    expect(isSessionEnded(visitor)).toBe(false);
    // The transport never toasts: the mutation cache would, for the page's mutation.
    expect(errorToast).not.toHaveBeenCalled();

    // A signed-in user's other refusals keep the session.
    signIn();
    fetchMock.mockImplementation(async () => json({ error: true, message: 'Forbidden', code: 'FORBIDDEN' }, 403));
    await expect(apiRequest('admin/users')).rejects.toMatchObject({ message: 'Forbidden' });
    expect(abodeStore.get(userSignupAtom).token).toBe('7|secret');

    // Logout revokes the token itself: its refusal is no news.
    fetchMock.mockImplementation(async () => notAuthenticated());
    await expect(
      apiRequest('before-logout', { method: 'POST', silent: true, endsSession: true }),
    ).rejects.toMatchObject({
      message: 'User is not authenticated',
    });
    expect(abodeStore.get(userSignupAtom).token).toBe('7|secret');
    expect(loginRequired).toEqual([]);
    expect(authChanges).toEqual([]);
  });
});
