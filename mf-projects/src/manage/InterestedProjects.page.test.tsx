// The projects a user showed interest in, each with the builder's decision (my-interested?type=project).
import { buildProject, ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../test/fixtures.ts';
import { InterestedProjectsPage } from './InterestedProjects.page.tsx';

const interest = (over: { is_approved?: boolean; is_shortlisted?: boolean } = {}) => ({
  is_approved: false,
  is_shortlisted: false,
  created_at: '2026-03-05T10:00:00.000Z',
  ...over,
});
const approved = {
  ...buildProject({ id: 31, slug_id: 'lake-view-31', title: 'Lake View' }),
  interest: interest({ is_approved: true, is_shortlisted: true }),
};
const waiting = { ...buildProject({ id: 32, slug_id: 'hill-top-32', title: 'Hill Top' }), interest: interest() };

function renderPage(path = '/user/interested-projects') {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<InterestedProjectsPage />, { path, route: '/user/interested-projects' }) };
}

describe('InterestedProjectsPage', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    cleanup();
    signIn(null);
    vi.unstubAllGlobals();
  });

  it('lists my interests in projects with the builder’s decision on each', async () => {
    const api = stubApi({ 'my-interested': ok([approved, waiting], { total: 2 }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Interested projects' })).toBeTruthy();
    const first = await screen.findByTestId('interested-project-31');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/project-details/lake-view-31');
    const state = within(first).getByTestId('interest-status');
    expect(state.textContent).toBe('The builder’s decision:ApprovedShortlisted');
    expect(within(screen.getByTestId('interested-project-32')).getByTestId('interest-status').textContent).toBe(
      'The builder’s decision:Awaiting the builder',
    );
    const q = api.of('my-interested')[0]?.url.searchParams;
    expect([q?.get('type'), q?.get('offset'), q?.get('limit')]).toEqual(['project', '0', '12']);
    expect(document.title).toBe('Interested projects | Abode');
  });

  it('pages through the URL', async () => {
    const api = stubApi({ 'my-interested': ok([waiting], { total: 13 }) });
    const { user, router } = renderPage('/user/interested-projects?page=2');
    await screen.findByTestId('interested-project-32');
    expect(api.of('my-interested')[0]?.url.searchParams.get('offset')).toBe('12');
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=1'));
  });

  it('says what the page is for when there is nothing yet, with a way to the projects', async () => {
    stubApi({ 'my-interested': ok([]) });
    renderPage();
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('When you show interest in a project, it appears here');
    expect(within(empty).getByRole('link', { name: 'Browse projects' }).getAttribute('href')).toBe('/projects');
  });
});
