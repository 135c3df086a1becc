import { abodeStore, INITIAL_USER_SIGNUP, notify, userSignupAtom } from '@abode/shared';
import { buildUser, describedText, renderWithProviders, stubApi } from '@abode/shared/test';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhoneLoginForm } from './PhoneLoginForm.tsx';

const SENT = { body: { error: false, message: 'OTP sent successfully', data: null } };
const VERIFIED = { body: { error: false, message: 'OTP verified successfully!', auth_id: 'T'.repeat(40) } };
const CUSTOMER = buildUser({
  id: 31,
  name: null,
  email: null,
  mobile: '+919876543210',
  profile: '',
  address: null,
  logintype: '1',
});
const SIGNED_UP = {
  body: { error: false, message: 'User Register Successfully', token: '31|phone-token', data: CUSTOMER },
};

function renderForm() {
  const onSignedIn = vi.fn();
  const view = renderWithProviders(<PhoneLoginForm onSignedIn={onSignedIn} />);
  const number = () => screen.getByLabelText('Phone number') as HTMLInputElement;
  return { onSignedIn, number, ...view };
}

/** Types a number and sends the code; answers once the code step shows. */
async function toCodeStep(f: ReturnType<typeof renderForm>, typed = '+91 98765 43210') {
  fireEvent.change(f.number(), { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('Enter the code we sent to +919876543210');
  return {
    code: screen.getByLabelText('Verification code') as HTMLInputElement,
    resend: () => screen.getByTestId('phone-resend-code') as HTMLButtonElement,
  };
}

beforeEach(() => abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PhoneLoginForm, number step', () => {
  it("says 'Phone number is required' and 'Phone number is invalid' word for word, and calls nothing", async () => {
    const { calls } = stubApi({});
    const f = renderForm();
    expect(f.number().getAttribute('type')).toBe('tel');
    expect(f.number().getAttribute('autocomplete')).toBe('tel');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(describedText(f.number())).toContain('Phone number is required'));
    expect(f.number().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(f.number());
    // Too short to be a number (one without a country code is read in India: '98765 43210' is valid).
    fireEvent.change(f.number(), { target: { value: '98765' } });
    expect(f.number().getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(describedText(f.number())).toContain('Phone number is invalid'));
    expect(describedText(f.number())).toContain('Include the country code, for example +91 98765 43210.');
    expect(calls).toHaveLength(0);
  });

  it('sends the number in E.164 and shows a refusal inline with one toast (sign-in texts for throttling)', async () => {
    const errorToast = vi.spyOn(notify, 'error');
    const { calls } = stubApi({
      'get-otp': {
        status: 429,
        body: { error: true, message: 'Too many requests, try again later', code: 'RATE_LIMITED' },
      },
    });
    const f = renderForm();
    fireEvent.change(f.number(), { target: { value: '0091 (98765) 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const alert = await screen.findByTestId('phone-login-error');
    expect(alert.textContent).toBe('Too many requests, try again later');
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(calls[0]?.url.searchParams.get('number')).toBe('+919876543210');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('maps a transport failure through the sign-in error texts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const f = renderForm();
    fireEvent.change(f.number(), { target: { value: '+919876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByTestId('phone-login-error')).textContent).toBe(
      'Network error. Please check your connection and try again.',
    );
  });
});

describe('PhoneLoginForm, code step', () => {
  it("says 'Please enter OTP first.' word for word when the code is empty", async () => {
    const { calls } = stubApi({ 'get-otp': SENT });
    const f = renderForm();
    const step = await toCodeStep(f);
    await waitFor(() => expect(document.activeElement).toBe(step.code));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(describedText(step.code)).toContain('Please enter OTP first.'));
    expect(step.code.getAttribute('aria-invalid')).toBe('true');
    expect(calls.map((c) => c.endpoint)).toEqual(['get-otp']);
  });

  it('counts the resend down from 60 seconds, then sends a fresh code', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { calls } = stubApi({ 'get-otp': SENT });
    const f = renderForm();
    const step = await toCodeStep(f);
    expect(step.resend().textContent).toBe('Resend code in 60s');
    expect(step.resend().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(step.resend().textContent).toBe('Resend code in 59s');
    act(() => vi.advanceTimersByTime(58_000));
    expect(step.resend().textContent).toBe('Resend code in 1s');
    act(() => vi.advanceTimersByTime(1000));
    expect(step.resend().textContent).toBe('Resend code');
    expect(step.resend().disabled).toBe(false);
    fireEvent.click(step.resend());
    await waitFor(() => expect(step.resend().textContent).toBe('Resend code in 60s'));
    expect(calls.map((c) => [c.endpoint, c.url.searchParams.get('number')])).toEqual([
      ['get-otp', '+919876543210'],
      ['get-otp', '+919876543210'],
    ]);
  });

  it('verifies the code, exchanges the auth_id for a session (type 1) and reports success', async () => {
    const success = vi.spyOn(notify, 'success');
    const { calls } = stubApi({ 'get-otp': SENT, 'verify-otp': VERIFIED, user_signup: SIGNED_UP });
    const f = renderForm();
    const step = await toCodeStep(f);
    fireEvent.change(step.code, { target: { value: '12a3456' } });
    expect(step.code.value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(f.onSignedIn).toHaveBeenCalledTimes(1));

    expect(calls.map((c) => c.endpoint)).toEqual(['get-otp', 'verify-otp', 'user_signup']);
    expect(Object.fromEntries(calls[1]?.url.searchParams ?? [])).toEqual({ number: '+919876543210', otp: '123456' });
    const form = calls[2]?.init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('type')).toBe('1');
    expect(form.get('auth_id')).toBe('T'.repeat(40));
    expect(form.get('mobile')).toBe('+919876543210');
    const slice = abodeStore.get(userSignupAtom);
    expect(slice).toMatchObject({ token: '31|phone-token', status: 'success' });
    expect(slice.data).toMatchObject({ id: 31, mobile: '+919876543210', name: '' });
    expect(success).toHaveBeenCalledWith('User Register Successfully');
  });

  it("shows a wrong code's message inline and keeps the session signed out", async () => {
    stubApi({
      'get-otp': SENT,
      'verify-otp': { status: 400, body: { error: true, message: 'Invalid OTP.', code: 'OTP_INVALID' } },
    });
    const f = renderForm();
    const step = await toCodeStep(f);
    fireEvent.change(step.code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('phone-login-error')).textContent).toBe('Invalid OTP.');
    expect(abodeStore.get(userSignupAtom).token).toBeNull();
    expect(f.onSignedIn).not.toHaveBeenCalled();
  });

  it('goes back to the number with Change number', async () => {
    stubApi({ 'get-otp': SENT });
    const f = renderForm();
    await toCodeStep(f);
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(f.number().value).toBe('+91 98765 43210');
  });
});
