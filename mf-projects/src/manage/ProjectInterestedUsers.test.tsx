// The builder's interested-users panel, opened from My projects: who is interested (name, contact, since when),
// approve and shortlist with the state the server answered, the API's refusals, the empty list and paging.
import { abodeStore, INITIAL_LANGUAGE, languageAtom, notify } from '@abode/shared';
import {
  buildInterestedUser,
  fail,
  ok,
  type RecordedCall,
  renderWithProviders,
  type StubAnswer,
  stubApi,
} from '@abode/shared/test';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownProject, signIn } from '../test/fixtures.ts';
import { MyProjectsPage } from './MyProjects.page.tsx';

const project = ownProject();
const riya = () => buildInterestedUser({ created_at: '2026-03-05T10:00:00.000Z' });

/** The API of the builder's project and its interested users; decisions set the flags as the server does. */
function builderApi(users = [riya()], over: Record<string, StubAnswer> = {}) {
  const decide = (c: RecordedCall) => {
    const q = c.url.searchParams;
    const user = users.find((u) => u.id === Number(q.get('user_id')));
    if (!user) return fail(404, 'This user has not shown interest in this project', 'NOT_FOUND');
    const flag = q.get('type') === 'shortlist' ? 'is_shortlisted' : 'is_approved';
    user[flag] = q.get('status') === '1';
    return ok({ ...user }, { message: user[flag] ? 'Done' : 'Undone' });
  };
  const api = stubApi({
    'get-added-projects': ok([project]),
    get_interested_project: (c) => {
      const offset = Number(c.url.searchParams.get('offset'));
      const limit = Number(c.url.searchParams.get('limit'));
      return ok(
        users.slice(offset, offset + limit).map((u) => ({ ...u })),
        { total: users.length },
      );
    },
    'interested-approval-project': decide,
    ...over,
  });
  const decisions = () =>
    api.of('interested-approval-project').map((c) => {
      const q = c.url.searchParams;
      return [q.get('project_id'), q.get('user_id'), q.get('type'), q.get('status')];
    });
  return { ...api, decisions };
}

function renderPage(path = '/user/my-projects') {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<MyProjectsPage />, { path, route: '/user/my-projects' });
  return { user, ...rendered };
}

/** Opens the panel of the project through its action on the card. */
async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByTestId('my-project-21');
  await user.click(within(card).getByRole('button', { name: 'Interested users of River View' }));
  const dialog = await screen.findByRole('dialog', { name: 'River View' });
  return within(dialog).getByTestId('interested-users-panel');
}

describe('the interested users of a project (My projects)', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    cleanup();
    signIn(null);
    abodeStore.set(languageAtom, INITIAL_LANGUAGE);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens from the card (the URL says which project) and lists each user with contact and date', async () => {
    const api = builderApi();
    const { user, router } = renderPage();
    const panel = await openPanel(user);
    expect(router.state.location.search).toBe('?interested=21');
    const row = await within(panel).findByTestId('interested-user');
    expect(within(panel).getByRole('heading', { name: 'Interested users (1)' })).toBeTruthy();
    expect(within(row).getByText('Riya Sharma')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'user@abode.test' }).getAttribute('href')).toBe(
      'mailto:user@abode.test',
    );
    expect(within(row).getByRole('link', { name: '+91 98200 11111' }).getAttribute('href')).toBe('tel:+919820011111');
    // The one date style of every page (formatDate), never "3/5/2026".
    expect(within(row).getByTestId('interested-since').textContent).toBe('Interested since Mar 5, 2026');
    const call = api.of('get_interested_project')[0]?.url.searchParams;
    expect([call?.get('project_id'), call?.get('offset'), call?.get('limit')]).toEqual(['21', '0', '10']);

    // Closing drops the parameter; the address alone opens it again.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    cleanup();
    renderPage('/user/my-projects?interested=21');
    expect(await screen.findByRole('dialog', { name: 'River View' })).toBeTruthy();
  });

  it('shortlists and approves with interested-approval-project, each toggle showing the state the server answered', async () => {
    const api = builderApi();
    const { user } = renderPage();
    const panel = await openPanel(user);
    const row = await within(panel).findByTestId('interested-user');
    const shortlist = within(row).getByTestId('shortlist-toggle');
    const approve = within(row).getByTestId('approve-toggle');
    expect([shortlist.textContent, shortlist.getAttribute('aria-pressed')]).toEqual(['Shortlist', 'false']);
    expect(shortlist.getAttribute('aria-label')).toBe('Shortlist Riya Sharma');
    expect([approve.textContent, approve.getAttribute('aria-pressed')]).toEqual(['Approve', 'false']);

    await user.click(shortlist);
    await waitFor(() => expect(shortlist.textContent).toBe('Shortlisted'));
    expect(shortlist.getAttribute('aria-pressed')).toBe('true');
    expect(shortlist.getAttribute('aria-label')).toBe('Shortlisted: Riya Sharma');
    expect(shortlist.getAttribute('title')).toBe('Remove from shortlist');
    // Shortlisting leaves the approval as it was.
    expect(approve.textContent).toBe('Approve');

    await user.click(approve);
    await waitFor(() => expect(approve.textContent).toBe('Approved'));
    expect(approve.getAttribute('aria-label')).toBe('Approved: Riya Sharma');
    expect(approve.getAttribute('title')).toBe('Revoke approval');

    // A second press sends the intended state (0), never "the other one".
    await user.click(shortlist);
    await waitFor(() => expect(shortlist.textContent).toBe('Shortlist'));
    expect(api.decisions()).toEqual([
      ['21', '7', 'shortlist', '1'],
      ['21', '7', 'approve', '1'],
      ['21', '7', 'shortlist', '0'],
    ]);
    // The list is read again after each decision (someone else may have shown interest meanwhile).
    expect(api.of('get_interested_project').length).toBeGreaterThan(1);
  });

  it('shows the API’s refusal of the list as it is, once, with nothing to retry', async () => {
    const error = vi.spyOn(notify, 'error');
    builderApi([], { get_interested_project: fail(404, 'Project not found', 'NOT_FOUND') });
    const { user } = renderPage();
    const panel = await openPanel(user);
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Project not found');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    // The panel says it; no toast repeats it.
    expect(error).not.toHaveBeenCalled();
  });

  it('offers a retry when the server failed, and shows the list once it answers', async () => {
    const api = builderApi([riya()], { get_interested_project: fail(500, 'Something Went Wrong', 'INTERNAL') });
    const { user } = renderPage();
    const panel = await openPanel(user);
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Something Went Wrong');
    api.answer('get_interested_project', ok([riya()]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByTestId('interested-user')).toBeTruthy();
  });

  it('toasts a refused decision with the API’s message and keeps the state the server has', async () => {
    const error = vi.spyOn(notify, 'error');
    const api = builderApi([riya()], {
      'interested-approval-project': fail(404, 'This user has not shown interest in this project', 'NOT_FOUND'),
    });
    const { user } = renderPage();
    const panel = await openPanel(user);
    const shortlist = within(await within(panel).findByTestId('interested-user')).getByTestId('shortlist-toggle');
    const reads = api.of('get_interested_project').length;
    await user.click(shortlist);
    await waitFor(() => expect(error).toHaveBeenCalledWith('This user has not shown interest in this project'));
    expect(shortlist.textContent).toBe('Shortlist');
    expect(shortlist.getAttribute('aria-pressed')).toBe('false');
    // The list is read again: the interest may have been withdrawn.
    await waitFor(() => expect(api.of('get_interested_project').length).toBeGreaterThan(reads));
  });

  it('says so when nobody is interested yet', async () => {
    builderApi([]);
    const { user } = renderPage();
    const panel = await openPanel(user);
    expect((await within(panel).findByTestId('empty-state')).textContent).toBe(
      'Nobody has shown interest in this project yet.',
    );
    expect(within(panel).getByRole('heading', { name: 'Interested users (0)' })).toBeTruthy();
  });

  it('pages through many interested users, ten at a time', async () => {
    const users = Array.from({ length: 12 }, (_, i) => buildInterestedUser({ id: 100 + i, name: `Buyer ${i + 1}` }));
    const api = builderApi(users);
    const { user } = renderPage();
    const panel = await openPanel(user);
    await waitFor(() => expect(within(panel).getAllByTestId('interested-user')).toHaveLength(10));
    expect(within(panel).getByRole('heading', { name: 'Interested users (12)' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(panel).getAllByTestId('interested-user')).toHaveLength(2));
    expect(within(panel).getByText('Buyer 12')).toBeTruthy();
    expect(api.of('get_interested_project').map((c) => c.url.searchParams.get('offset'))).toEqual(['0', '10']);
  });

  it('speaks Arabic when Arabic is chosen', async () => {
    abodeStore.set(languageAtom, {
      ...INITIAL_LANGUAGE,
      selected: { code: 'ar', name: 'العربية', rtl: true, file: {} },
    });
    builderApi();
    const { user } = renderPage();
    const card = await screen.findByTestId('my-project-21');
    await user.click(within(card).getByRole('button', { name: 'المستخدمون المهتمون بـ River View' }));
    const dialog = await screen.findByRole('dialog', { name: 'River View' });
    const row = await within(dialog).findByTestId('interested-user');
    expect(within(row).getByTestId('shortlist-toggle').getAttribute('aria-label')).toBe(
      'إضافة Riya Sharma إلى القائمة المختصرة',
    );
    expect(within(row).getByTestId('approve-toggle').textContent).toBe('قبول');
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeTruthy();
  });
});
