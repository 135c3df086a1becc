import { abodeStore, INITIAL_USER_SIGNUP, userSignupAtom } from '@abode/shared';
import { renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerificationPage } from './Verification.page.tsx';
import { VerificationApplyPage } from './VerificationApply.page.tsx';

const record = (kind: string, status: string, reason: string | null = null) => ({
  error: false,
  message: 'Data Fetch Successfully',
  data: {
    id: 3,
    user_id: 7,
    kind,
    status,
    reason,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-02T00:00:00.000Z',
    user: { id: 7, name: 'Riya', email: 'user@abode.test', profile: '', property_count: 0, projects_count: 0 },
    verify_customer_values: [],
  },
});
const none = { error: false, message: 'No data found!', data: null };
const FIELDS = {
  error: false,
  message: 'Data Fetch Successfully',
  data: [{ id: 11, name: 'Full name as on ID', field_type: 'text', rank: 1, form_fields_values: [] }],
};

function signIn() {
  abodeStore.set(userSignupAtom, {
    token: '7|token',
    data: { id: 7, name: 'Riya', email: 'user@abode.test', mobile: '', profile: '', address: '' },
    status: 'success',
    error: null,
  });
}

afterEach(() => {
  cleanup();
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VerificationPage (visitor)', () => {
  beforeEach(() => abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP));

  it('sends a visitor to the login page with a way back, fetching nothing', async () => {
    const { calls } = stubApi({});
    const { router } = renderWithProviders(<VerificationPage />, { path: '/user/verification' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fuser%2Fverification');
    expect(calls).toHaveLength(0);
  });

  it('brings a visitor back to the application page of the kind they asked for', async () => {
    stubApi({});
    const { router } = renderWithProviders(<VerificationApplyPage />, {
      path: '/user/verification/builder',
      route: '/user/verification/:kind',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fuser%2Fverification%2Fbuilder');
  });
});

describe('VerificationPage (signed in)', () => {
  beforeEach(signIn);

  it('shows each kind with its state and next step', async () => {
    stubApi({
      'get-agent-verification-form-values': { body: record('agent', 'success') },
      'get-builder-verification-form-values': { body: record('builder', 'failed', 'The certificate is expired.') },
      'get-tenet-verification-form-values': { body: none },
    });
    renderWithProviders(<VerificationPage />, { path: '/user/verification' });
    expect(screen.getByRole('heading', { level: 1, name: 'Verification' })).toBeTruthy();

    const agent = screen.getByRole('region', { name: 'Agent verification' });
    const badge = await within(agent).findByTestId('verified-badge');
    expect(badge.textContent).toContain('Verified');
    expect(within(agent).queryByRole('link')).toBeNull();

    const builder = screen.getByRole('region', { name: 'Builder verification' });
    expect((await within(builder).findByTestId('failure-reason')).textContent).toBe(
      'Reason: The certificate is expired.',
    );
    const again = within(builder).getByRole('link', { name: 'Apply again: Builder verification' });
    expect(again.getAttribute('href')).toBe('/user/verification/builder');

    const tenant = screen.getByRole('region', { name: 'Tenant verification' });
    expect(await within(tenant).findByText('Not applied yet')).toBeTruthy();
    expect(within(tenant).getByRole('link', { name: 'Apply: Tenant verification' }).getAttribute('href')).toBe(
      '/user/verification/tenant',
    );
  });

  it('shows an application under review without a form, and asks for no fields', async () => {
    const { calls } = stubApi({ 'get-agent-verification-form-values': { body: record('agent', 'pending') } });
    renderWithProviders(<VerificationApplyPage />, {
      path: '/user/verification/agent',
      route: '/user/verification/:kind',
    });
    expect(await screen.findByText('Under review')).toBeTruthy();
    expect(screen.queryByTestId('verification-form')).toBeNull();
    expect(calls.map((c) => c.endpoint)).not.toContain('get-agent-verification-form-fields');
  });

  it('shows the reason of a failed application above a fresh form (tenant uses the tenet endpoints)', async () => {
    stubApi({
      'get-tenet-verification-form-values': { body: record('tenant', 'failed', 'ID photo is unreadable.') },
      'get-tenet-verification-form-fields': { body: FIELDS },
    });
    renderWithProviders(<VerificationApplyPage />, {
      path: '/user/verification/tenant',
      route: '/user/verification/:kind',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Tenant verification' })).toBeTruthy();
    expect((await screen.findByTestId('failure-reason')).textContent).toBe('Reason: ID photo is unreadable.');
    expect(await screen.findByRole('textbox', { name: /Full name as on ID/ })).toBeTruthy();
  });

  it('says so for an unknown kind', async () => {
    const { calls } = stubApi({});
    renderWithProviders(<VerificationApplyPage />, {
      path: '/user/verification/landlord',
      route: '/user/verification/:kind',
    });
    expect(screen.getByRole('alert').textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Back to verification' }).getAttribute('href')).toBe('/user/verification');
    expect(calls).toHaveLength(0);
  });
});
