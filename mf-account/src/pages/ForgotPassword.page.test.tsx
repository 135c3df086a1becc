import { notify } from '@abode/shared';
import { describedText, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from './ForgotPassword.page.tsx';

const SENT = 'If an account exists for this email, a reset link has been sent.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage() {
  const user = userEvent.setup();
  const view = renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
  return { user, email: screen.getByLabelText('Email'), ...view };
}

describe('ForgotPasswordPage', () => {
  it('validates the email with the spec texts, word for word, and calls nothing', async () => {
    const { calls } = stubApi({});
    const { user, email } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(describedText(email)).toContain('Email is required'));
    expect(document.activeElement).toBe(email);
    await user.type(email, 'not-an-email{Enter}');
    await waitFor(() => expect(describedText(email)).toContain('Email address is invalid'));
    expect(calls).toHaveLength(0);
  });

  it("asks for a link and shows the server's one answer", async () => {
    const success = vi.spyOn(notify, 'success');
    const { calls } = stubApi({ 'forgot-password': { body: { error: false, message: SENT, data: null } } });
    const { user, email } = renderPage();
    await user.type(email, ' asha@abode.test {Enter}');
    const status = await screen.findByTestId('forgot-sent');
    expect(status.textContent).toBe(SENT);
    expect(status.getAttribute('role')).toBe('status');
    expect(calls[0]?.init?.method ?? 'GET').toBe('GET');
    expect(calls[0]?.url.searchParams.get('email')).toBe('asha@abode.test');
    expect(success).toHaveBeenCalledWith(SENT);
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it('shows a refusal inline with one toast', async () => {
    const errorToast = vi.spyOn(notify, 'error');
    stubApi({
      'forgot-password': {
        status: 429,
        body: { error: true, message: 'Too many requests, try again later', code: 'RATE_LIMITED' },
      },
    });
    const { user, email } = renderPage();
    await user.type(email, 'asha@abode.test{Enter}');
    expect((await screen.findByTestId('forgot-error')).textContent).toBe('Too many requests, try again later');
    expect(errorToast).toHaveBeenCalledTimes(1);
  });
});
