import { fail, ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownProject, signIn } from '../test/fixtures.ts';
import { MyProjectsPage } from './MyProjects.page.tsx';

const approved = ownProject();
const pending = ownProject({ id: 22, slug_id: 'hill-top-22', title: 'Hill Top', request_status: 'pending', status: 0 });
const rejected = ownProject({
  id: 23,
  slug_id: 'lake-side-23',
  title: 'Lake Side',
  request_status: 'rejected',
  status: 0,
  reject_reason: { id: 1, reason: 'Photos are blurred', created_at: '2026-11-01T00:00:00.000Z' },
});

function renderPage(path = '/user/my-projects') {
  return renderWithProviders(<MyProjectsPage />, { path, route: '/user/my-projects' });
}

describe('MyProjectsPage', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    cleanup();
    signIn(null);
    vi.unstubAllGlobals();
  });

  it('lists the owner’s projects with their state and the reason of a rejection', async () => {
    const api = stubApi({ 'get-added-projects': ok([approved, pending, rejected]) });
    renderPage();
    const list = await screen.findByTestId('my-project-list');
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    const first = screen.getByTestId('my-project-21');
    expect(within(first).getByText('Approved')).toBeTruthy();
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'River View' }).getAttribute('href')).toBe(
      '/project-details/river-view-21',
    );
    expect(within(first).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/user/edit-project/river-view-21',
    );
    expect(within(screen.getByTestId('my-project-22')).getByTestId('badge-pending').textContent).toBe('Pending review');
    // Only an approved project can be switched on or off, or featured.
    expect(within(screen.getByTestId('my-project-22')).queryByTestId('toggle-status')).toBeNull();
    expect(within(screen.getByTestId('my-project-23')).getByTestId('reject-reason').textContent).toBe(
      'Reason: Photos are blurred',
    );
    const call = api.of('get-added-projects')[0]?.url.searchParams;
    expect([call?.get('offset'), call?.get('limit')]).toEqual(['0', '10']);
  });

  it('filters by review state through the URL', async () => {
    const api = stubApi({ 'get-added-projects': ok([rejected]) });
    renderPage('/user/my-projects?status=rejected');
    await screen.findByTestId('my-project-23');
    expect(api.of('get-added-projects')[0]?.url.searchParams.get('request_status')).toBe('rejected');
    expect((screen.getByRole('radio', { name: 'Rejected' }) as HTMLInputElement).checked).toBe(true);
  });

  it('deactivates an approved project with change-project-status', async () => {
    const api = stubApi({ 'get-added-projects': ok([approved]), 'change-project-status': ok(null) });
    renderPage();
    fireEvent.click(await screen.findByTestId('toggle-status'));
    await waitFor(() => expect(api.of('change-project-status')).toHaveLength(1));
    const form = api.of('change-project-status')[0]?.form;
    expect([form?.get('project_id'), form?.get('status')]).toEqual(['21', '0']);
  });

  it('deletes only after the confirmation', async () => {
    const api = stubApi({ 'get-added-projects': ok([approved]), delete_project: ok(null) });
    renderPage();
    fireEvent.click(await screen.findByTestId('delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project' });
    expect(api.of('delete_project')).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('confirm-delete'));
    await waitFor(() => expect(api.of('delete_project')).toHaveLength(1));
    expect(api.of('delete_project')[0]?.form?.get('id')).toBe('21');
  });

  it('asks for featuring after the project_feature package check', async () => {
    const api = stubApi({
      'get-added-projects': ok([approved]),
      'check-package-limit': ok({ package_available: true, feature_available: true, limit_available: true }),
      store_advertisement: ok(null, { message: 'Advertisement requested' }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('feature-request'));
    await waitFor(() => expect(api.of('store_advertisement')).toHaveLength(1));
    expect(api.of('check-package-limit')[0]?.url.searchParams.get('type')).toBe('project_feature');
    const form = api.of('store_advertisement')[0]?.form;
    expect([form?.get('feature_for'), form?.get('project_id')]).toEqual(['project', '21']);
  });

  it('shows the spec’s dialog instead of featuring when the package has no featuring left', async () => {
    const api = stubApi({
      'get-added-projects': ok([approved]),
      'check-package-limit': ok({ package_available: false, feature_available: false, limit_available: false }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('feature-request'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('package-gate-message').textContent).toBe(
      'You have not subscribed. Please subscribe first',
    );
    expect(api.of('store_advertisement')).toHaveLength(0);
  });

  it('shows the error with a retry when the list fails', async () => {
    stubApi({ 'get-added-projects': fail(500, 'Something Went Wrong', 'INTERNAL') });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
