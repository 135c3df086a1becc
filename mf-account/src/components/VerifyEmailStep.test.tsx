import { abodeStore, INITIAL_USER_SIGNUP, notify, userSignupAtom } from '@abode/shared';
import { buildUser, describedText, renderWithProviders, stubApi } from '@abode/shared/test';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerifyEmailStep } from './VerifyEmailStep.tsx';

const SENT = { body: { error: false, message: 'OTP sent successfully', data: null } };

function renderStep(props: Partial<Parameters<typeof VerifyEmailStep>[0]> = {}) {
  const onSignedIn = vi.fn();
  const view = renderWithProviders(
    <VerifyEmailStep email="asha@abode.test" password="secret-1" onSignedIn={onSignedIn} {...props} />,
  );
  return {
    onSignedIn,
    code: screen.getByLabelText('Verification code') as HTMLInputElement,
    verify: screen.getByRole('button', { name: 'Verify' }),
    resend: () => screen.getByTestId('resend-code') as HTMLButtonElement,
    ...view,
  };
}

beforeEach(() => abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VerifyEmailStep', () => {
  it("says 'Please enter OTP first.' word for word when the code is empty, and calls nothing", async () => {
    const { calls } = stubApi({});
    const f = renderStep();
    expect(screen.getByText('Enter the code we sent to asha@abode.test')).toBeTruthy();
    fireEvent.click(f.verify);
    await waitFor(() => expect(describedText(f.code)).toContain('Please enter OTP first.'));
    expect(f.code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(f.code);
    expect(calls).toHaveLength(0);
  });

  it('keeps digits only, at most six, in a numeric one-time-code input', () => {
    stubApi({});
    const f = renderStep();
    expect(f.code.getAttribute('inputmode')).toBe('numeric');
    expect(f.code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(f.code, { target: { value: '12a3 45678' } });
    expect(f.code.value).toBe('123456');
  });

  it('counts down from 60 seconds with resend disabled, then resends and starts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { calls } = stubApi({ 'get-otp': SENT });
    const success = vi.spyOn(notify, 'success');
    const f = renderStep();
    expect(f.resend().textContent).toBe('Resend code in 60s');
    expect(f.resend().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(f.resend().textContent).toBe('Resend code in 59s');
    act(() => vi.advanceTimersByTime(58_000));
    expect(f.resend().textContent).toBe('Resend code in 1s');
    expect(f.resend().disabled).toBe(true);
    fireEvent.click(f.resend());
    expect(calls).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(f.resend().textContent).toBe('Resend code');
    expect(f.resend().disabled).toBe(false);

    vi.useRealTimers();
    fireEvent.click(f.resend());
    await waitFor(() => expect(f.resend().textContent).toBe('Resend code in 60s'));
    expect(f.resend().disabled).toBe(true);
    expect(calls.map((c) => [c.endpoint, c.url.searchParams.get('email')])).toEqual([['get-otp', 'asha@abode.test']]);
    expect(success).toHaveBeenCalledWith('OTP sent successfully');
  });

  it('sends a code when opened from login, and shows a refusal inline with one toast', async () => {
    const errorToast = vi.spyOn(notify, 'error');
    const { calls } = stubApi({
      'get-otp': {
        status: 429,
        body: { error: true, message: 'Too many requests, try again later', code: 'RATE_LIMITED' },
      },
    });
    const f = renderStep({ sendOnMount: true });
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, try again later');
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.endpoint)).toEqual(['get-otp']);
    // The send failed, so resending is open straight away.
    expect(f.resend().disabled).toBe(false);
  });

  it('verifies, signs in with the email and password in memory, then hands over', async () => {
    const { calls } = stubApi({
      'verify-otp': { body: { error: false, message: 'OTP verified successfully!', auth_id: 'x' } },
      user_signup: {
        body: {
          error: false,
          message: 'Login Successfully',
          token: '4|tok',
          data: buildUser({ id: 4, name: 'Asha', email: 'asha@abode.test', mobile: null, profile: '', address: null }),
        },
      },
    });
    const f = renderStep();
    fireEvent.change(f.code, { target: { value: '654321' } });
    fireEvent.click(f.verify);
    await waitFor(() => expect(f.onSignedIn).toHaveBeenCalledTimes(1));
    expect(abodeStore.get(userSignupAtom).token).toBe('4|tok');
    expect(calls.map((c) => c.endpoint)).toEqual(['verify-otp', 'user_signup']);
    const login = calls[1]?.init?.body as FormData | undefined;
    expect(login?.get('password')).toBe('secret-1');
  });
});
