import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postingFormQueries } from '../api/posting.queries.ts';
import type { GateOutcome } from '../gating.ts';
import { MESSAGES } from '../messages.ts';
import { buildCompleteOwner, fail, ok, renderWithProviders, signInOwner, stubApi } from '../test/index.tsx';
import { packageRefusal, RequireCompleteProfile, RequirePackage, RequirePostingGates } from './PostingGates.tsx';

const complete = buildCompleteOwner();

// The owner's record as the posting sections read it (get-user-data, called as its operation).
const meOf = postingFormQueries(['gates-test']).me;
const me = meOf(7);

const refusal = (outcome: GateOutcome | null) => `refused: ${outcome}`;

function renderGates() {
  return renderWithProviders(
    <RequireCompleteProfile profile={me} profileHref={() => '/user/profile'} linkLabel="Complete your profile">
      <RequirePackage feature="project_list" refusal={refusal}>
        <p data-testid="the-form">form</p>
      </RequirePackage>
    </RequireCompleteProfile>,
  );
}

const allowed = ok({ package_available: true, feature_available: true, limit_available: true });

beforeEach(() => signInOwner());
afterEach(cleanup);
afterEach(() => signInOwner(null));
afterEach(() => vi.unstubAllGlobals());

describe('RequireCompleteProfile and RequirePackage', () => {
  it('asks for a complete profile and checks no package before it is', async () => {
    const api = stubApi({ 'get-user-data': ok({ ...complete, address: '' }), 'check-package-limit': allowed });
    renderGates();
    const alert = await screen.findByTestId('profile-incomplete');
    expect(alert.textContent).toContain(MESSAGES.profileIncomplete);
    expect(within(alert).getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/user/profile',
    );
    expect(api.of('check-package-limit')).toHaveLength(0);
    expect(screen.queryByTestId('the-form')).toBeNull();
  });

  it('reads the profile, then checks the feature, then shows the children', async () => {
    const api = stubApi({ 'get-user-data': ok(complete), 'check-package-limit': allowed });
    renderGates();
    await screen.findByTestId('the-form');
    expect(api.calls.map((c) => c.endpoint)).toEqual(['get-user-data', 'check-package-limit']);
    expect(api.of('check-package-limit')[0]?.url.searchParams.get('type')).toBe('project_list');
  });

  it('shows the dialog and the section’s refusal text when the package says no', async () => {
    stubApi({
      'get-user-data': ok(complete),
      'check-package-limit': ok({ package_available: true, feature_available: true, limit_available: false }),
    });
    renderGates();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('package-gate-message').textContent).toBe(MESSAGES.packageLimitOver);
    expect((await screen.findByTestId('package-required')).textContent).toContain('refused: limit-over');
    expect(screen.queryByTestId('the-form')).toBeNull();
  });

  it('offers a retry when the check itself failed, and asks again', async () => {
    const api = stubApi({ 'get-user-data': ok(complete), 'check-package-limit': fail(500, 'Server down') });
    renderGates();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText(MESSAGES.somethingWentWrong)).toBeTruthy();
    api.answer('check-package-limit', allowed);
    fireEvent.click(retry);
    await screen.findByTestId('the-form');
    await waitFor(() => expect(api.of('check-package-limit')).toHaveLength(2));
  });
});

describe('RequirePostingGates', () => {
  function renderAll() {
    return renderWithProviders(
      <RequirePostingGates
        feature="service_list"
        profile={meOf}
        profileHref={() => '/user/profile'}
        linkLabel="Complete your profile"
      >
        <p data-testid="the-form">form</p>
      </RequirePostingGates>,
      { path: '/user/add-service' },
    );
  }

  it('sends a visitor to sign in and back, asking nothing of the API', async () => {
    signInOwner(null);
    const api = stubApi({ 'get-user-data': ok(complete), 'check-package-limit': allowed });
    const { router } = renderAll();
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/user/add-service'));
    expect(api.calls).toHaveLength(0);
  });

  it('asks the profile, then the feature, for the signed-in user, and says the spec’s words on a refusal', async () => {
    const api = stubApi({
      'get-user-data': ok(complete),
      'check-package-limit': ok({ package_available: false, feature_available: false, limit_available: false }),
    });
    renderAll();
    expect((await screen.findByTestId('package-required')).textContent).toContain(MESSAGES.notSubscribed);
    expect(api.calls.map((c) => c.endpoint)).toEqual(['get-user-data', 'check-package-limit']);
    expect(api.of('check-package-limit')[0]?.url.searchParams.get('type')).toBe('service_list');
    expect(screen.queryByTestId('the-form')).toBeNull();
  });

  it('shows the form once every gate lets it through', async () => {
    stubApi({ 'get-user-data': ok(complete), 'check-package-limit': allowed });
    renderAll();
    expect(await screen.findByTestId('the-form')).toBeTruthy();
  });

  it('words a refusal as the spec does', () => {
    expect(packageRefusal('limit-over')).toBe(MESSAGES.packageLimitOver);
    expect(packageRefusal('no-package')).toBe(MESSAGES.notSubscribed);
    expect(packageRefusal(null)).toBe(MESSAGES.notSubscribed);
  });
});
