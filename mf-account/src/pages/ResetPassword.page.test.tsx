import { notify } from '@abode/shared';
import { describedText, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './ResetPassword.page.tsx';

const TOKEN = 'tok_EN-abc123';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(path = `/reset-password?token=${TOKEN}`) {
  const user = userEvent.setup();
  const view = renderWithProviders(<ResetPasswordPage />, { path });
  return { user, ...view };
}

const fields = () => ({
  password: screen.getByLabelText('New password'),
  confirm: screen.getByLabelText('Confirm password'),
  submit: screen.getByRole('button', { name: 'Set new password' }),
});

describe('ResetPasswordPage', () => {
  it('takes the token out of the address bar at once', async () => {
    stubApi({});
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(fields().password).toBeTruthy();
  });

  it('says the link is invalid without a token, and links to a new one', () => {
    stubApi({});
    renderPage('/reset-password');
    expect(screen.getByTestId('reset-error').textContent).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('validates with the spec texts word for word and calls nothing', async () => {
    const { calls } = stubApi({});
    const { user } = renderPage();
    const f = fields();
    await user.click(f.submit);
    await waitFor(() => expect(describedText(f.password)).toContain('Password is required'));
    expect(document.activeElement).toBe(f.password);
    await user.type(f.password, '12345');
    await user.click(f.submit);
    await waitFor(() => expect(describedText(f.password)).toContain('Password must be 6 characters or more'));
    await user.type(f.password, '6-and-more');
    await user.type(f.confirm, 'different{Enter}');
    await waitFor(() => expect(describedText(f.confirm)).toContain('Passwords do not match'));
    expect(calls).toHaveLength(0);
  });

  it('sends the token with the new password and shows the answer with a login link', async () => {
    const success = vi.spyOn(notify, 'success');
    const { calls } = stubApi({
      'reset-password': { body: { error: false, message: 'Password Reset Successfully', data: null } },
    });
    const { user } = renderPage();
    const f = fields();
    await user.type(f.password, 'brand-new-pass');
    await user.type(f.confirm, 'brand-new-pass{Enter}');
    expect((await screen.findByTestId('reset-done')).textContent).toBe('Password Reset Successfully');
    expect(success).toHaveBeenCalledWith('Password Reset Successfully');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      token: TOKEN,
      password: 'brand-new-pass',
      re_password: 'brand-new-pass',
    });
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it("shows the server's refusal ('Password is too weak.') inline with one toast", async () => {
    const errorToast = vi.spyOn(notify, 'error');
    stubApi({
      'reset-password': { status: 400, body: { error: true, message: 'Password is too weak.', code: 'VALIDATION' } },
    });
    const { user } = renderPage();
    const f = fields();
    await user.type(f.password, 'password1');
    await user.type(f.confirm, 'password1{Enter}');
    expect((await screen.findByTestId('reset-error')).textContent).toBe('Password is too weak.');
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(errorToast).toHaveBeenCalledWith('Password is too weak.');
  });
});
