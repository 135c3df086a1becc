import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { abodeStore, INITIAL_USER_SIGNUP, userSignupAtom } from '../state/slices.ts';
import { faq } from '../wire/index.ts';
import { ApiError, apiCall, apiRequest, buildUrl, INVALID_RESPONSE, toFormData } from './client.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('API client', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('drops empty parameters and joins arrays', () => {
    expect(
      buildUrl('get_property', {
        city: '',
        min_price: 0,
        search: 'sea view',
        category_id: undefined,
        amenity_id: [1, 2],
        promoted: true,
      }),
    ).toBe('/api/get_property?min_price=0&search=sea+view&amenity_id=1%2C2&promoted=1');
  });

  it('sends the bearer token only when a user id exists', async () => {
    fetchMock.mockImplementation(async () => json({ error: false, data: [] }));
    abodeStore.set(userSignupAtom, { ...INITIAL_USER_SIGNUP, token: 'orphan-token' });
    await apiRequest('get_property');
    expect(fetchMock.mock.calls[0]?.[1].headers.Authorization).toBeUndefined();
    abodeStore.set(userSignupAtom, {
      token: '5|secret',
      data: { id: 5, name: '', email: '', mobile: '', profile: '', address: '' },
      status: 'success',
      error: null,
    });
    await apiRequest('get_property');
    expect(fetchMock.mock.calls[1]?.[1].headers.Authorization).toBe('Bearer 5|secret');
  });

  it('ends the session when the token it sent is refused (expired or revoked), not a newer one', async () => {
    const signedIn = (token: string) =>
      abodeStore.set(userSignupAtom, {
        token,
        data: { id: 5, name: '', email: '', mobile: '', profile: '', address: '' },
        status: 'success',
        error: null,
      });
    const refused = () => json({ error: true, message: 'User is not authenticated', code: 'UNAUTHENTICATED' }, 401);
    signedIn('5|old');
    fetchMock.mockImplementation(async () => {
      signedIn('6|new'); // signed in again while the call was under way
      return refused();
    });
    await expect(apiRequest('get-user-data', { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(abodeStore.get(userSignupAtom).token).toBe('6|new');
    fetchMock.mockImplementation(async () => refused());
    await expect(apiRequest('get-user-data', { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(abodeStore.get(userSignupAtom)).toEqual(INITIAL_USER_SIGNUP);
  });

  it('sends JSON by default and multipart when asked', async () => {
    fetchMock.mockImplementation(async () => json({ error: false, data: null, message: 'ok' }));
    await apiRequest('add_favourite', { body: { property_id: 1, type: 1 } });
    const [, jsonInit] = fetchMock.mock.calls[0] ?? [];
    expect(jsonInit.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(jsonInit.body)).toEqual({ property_id: 1, type: 1 });
    await apiRequest('user_signup', { body: { type: 3, email: 'a@b.c' }, multipart: true });
    const [, formInit] = fetchMock.mock.calls[1] ?? [];
    expect(formInit.body).toBeInstanceOf(FormData);
    expect(formInit.headers['Content-Type']).toBeUndefined(); // the browser sets the boundary
    expect((formInit.body as FormData).get('type')).toBe('3');
  });

  it('encodes nested fields the Laravel way', () => {
    const form = toFormData({
      parameters: [{ parameter_id: 4, value: '3' }],
      gallery_images: ['a', 'b'],
      is_premium: false,
    });
    expect(form.get('parameters[0][parameter_id]')).toBe('4');
    expect(form.get('gallery_images[1]')).toBe('b');
    expect(form.get('is_premium')).toBe('0');
  });

  it('treats error:true as a failure even with HTTP 200: a typed ApiError, and no toast', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    fetchMock.mockImplementation(async () =>
      json({ error: true, message: 'Already Reported', code: 'ALREADY_EXISTS' }),
    );
    const error = await apiRequest('add_reports', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'ALREADY_EXISTS', message: 'Already Reported' });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('reports the HTTP status and the code, and never toasts', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    fetchMock.mockImplementation(async () =>
      json({ error: true, message: 'Name is required', code: 'VALIDATION' }, 400),
    );
    const error = await apiRequest('user-register', { body: {} }).catch((e: ApiError) => e);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Name is required' });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('never toasts a success either: the mutation cache does (query.ts)', async () => {
    const successToast = vi.spyOn(toast, 'success');
    fetchMock.mockImplementation(async () => json({ error: false, message: 'Property Added', data: null }));
    await expect(apiRequest('post_property', { body: {} })).resolves.toMatchObject({ message: 'Property Added' });
    expect(successToast).not.toHaveBeenCalled();
  });

  it('parses an answer with its wire schema; a mismatch is an ApiError, not a cast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => json({ error: false, message: '', data: [{ id: 1, question: 'Q?' }] }));
    const error = await apiCall('faqs', z.array(faq)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: INVALID_RESPONSE });
    fetchMock.mockImplementation(async () =>
      json({ error: false, message: '', total: 1, data: [{ id: 1, question: 'Q?', answer: 'A.', extra: 1 }] }),
    );
    const body = await apiCall('faqs', z.array(faq));
    expect(body.data).toEqual([{ id: 1, question: 'Q?', answer: 'A.' }]);
    expect(body.total).toBe(1);
  });

  it('turns a transport failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('faqs', { silent: true })).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('calls a refusal without a code it knows UNKNOWN (a proxy page, a newer code), keeping status and body', async () => {
    fetchMock.mockImplementation(async () => new Response('<h1>Bad Gateway</h1>', { status: 502 }));
    await expect(apiRequest('faqs')).rejects.toMatchObject({ status: 502, code: 'UNKNOWN', body: null });
    const newer = { error: true, message: 'Try later', code: 'SOME_NEWER_CODE' };
    fetchMock.mockImplementation(async () => json(newer, 409));
    await expect(apiRequest('faqs')).rejects.toMatchObject({ status: 409, code: 'UNKNOWN', body: newer });
  });
});
