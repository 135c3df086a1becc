import { ok, renderWithProviders, standInSections, stubApi, withSections } from '@abode/shared/test';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { section } from '../../section.ts';
import { buildConstructionDetail, buildJvDetail, buildMine, signIn } from '../test/fixtures.ts';
import { MY_PAGE_SIZE, MyConstructionsPage, MyJointVenturesPage } from './MyVentures.page.tsx';

withSections(section, standInSections.account);

const approved = buildMine(buildJvDetail());
const pending = buildMine(buildJvDetail({ id: 23, slug_id: 'wakad-plot-23', title: 'Plot in Wakad' }), {
  request_status: 'pending',
  status: 0,
});
const rejected = buildMine(buildJvDetail({ id: 24, slug_id: 'baner-site-24', title: 'Baner site' }), {
  request_status: 'rejected',
  status: 0,
  reason: 'The title deed is unreadable',
});

describe('MyJointVenturesPage', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    cleanup();
    signIn(null);
    vi.unstubAllGlobals();
  });

  it('lists the owner’s posts in every state, with the reject reason, views, rating and actions', async () => {
    const api = stubApi({ 'my-joint-venture': ok([approved, pending, rejected], { total: 3 }) });
    renderWithProviders(<MyJointVenturesPage />, { path: '/user/my-joint-ventures' });
    const list = await screen.findByTestId('my-venture-list');
    expect(api.of('my-joint-venture')[0]?.url.searchParams.get('limit')).toBe(String(MY_PAGE_SIZE));
    expect(api.of('my-joint-venture')[0]?.url.searchParams.has('request_status')).toBe(false);
    const first = within(list).getByTestId('my-venture-21');
    expect(within(first).getByTestId('badge-approved').textContent).toBe('Approved');
    expect(first.textContent).toContain('Active');
    expect(first.textContent).toContain('Views: 12');
    expect(within(first).getByRole('link', { name: 'Four acres in Hinjewadi' }).getAttribute('href')).toBe(
      '/joint-ventures/hinjewadi-land-21',
    );
    expect(within(first).getByRole('link', { name: 'Edit Four acres in Hinjewadi' }).getAttribute('href')).toBe(
      '/user/edit-joint-venture/hinjewadi-land-21',
    );
    const second = within(list).getByTestId('my-venture-23');
    expect(within(second).getByTestId('badge-pending').textContent).toBe('Pending review');
    expect(second.textContent).toContain('Hidden');
    const third = within(list).getByTestId('my-venture-24');
    expect(within(third).getByTestId('badge-rejected').textContent).toBe('Rejected');
    expect(within(third).getByTestId('reject-reason').textContent).toBe('Reason: The title deed is unreadable');
  });

  it('filters by review state through the URL', async () => {
    const api = stubApi({ 'my-joint-venture': ok([rejected], { total: 1 }) });
    const { router } = renderWithProviders(<MyJointVenturesPage />, { path: '/user/my-joint-ventures' });
    await screen.findByTestId('my-venture-list');
    await userEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=rejected'));
    await waitFor(() =>
      expect(api.of('my-joint-venture').at(-1)?.url.searchParams.get('request_status')).toBe('rejected'),
    );
  });

  it('deletes a post only after the confirmation, with jv-construction-delete, and refreshes the list', async () => {
    const api = stubApi({
      'my-joint-venture': ok([approved], { total: 1 }),
      'jv-construction-delete': ok([], { message: 'Post Deleted Successfully' }),
    });
    renderWithProviders(<MyJointVenturesPage />, { path: '/user/my-joint-ventures' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Four acres in Hinjewadi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.of('jv-construction-delete')).toHaveLength(0);

    api.answer('my-joint-venture', ok([], { total: 0 }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Four acres in Hinjewadi' }));
    await userEvent.click(await screen.findByTestId('confirm-delete'));
    await waitFor(() => expect(api.of('jv-construction-delete')).toHaveLength(1));
    expect(api.of('jv-construction-delete')[0]?.form?.get('id')).toBe('21');
    expect(await screen.findByText('You have not posted a joint venture yet.')).toBeTruthy();
    expect(await screen.findByText('Post Deleted Successfully')).toBeTruthy();
  });

  it('sends a visitor to sign in', async () => {
    signIn(null);
    stubApi({});
    const { router } = renderWithProviders(<MyJointVenturesPage />, {
      path: '/user/my-joint-ventures',
      route: '/user/my-joint-ventures',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fuser%2Fmy-joint-ventures');
  });
});

describe('MyConstructionsPage', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    cleanup();
    signIn(null);
    vi.unstubAllGlobals();
  });

  it('lists the owner’s construction profiles from my-construction', async () => {
    const api = stubApi({ 'my-construction': ok([buildMine(buildConstructionDetail())], { total: 1 }) });
    renderWithProviders(<MyConstructionsPage />, { path: '/user/my-constructions' });
    const card = await screen.findByTestId('my-venture-22');
    expect(api.of('my-construction')).toHaveLength(1);
    expect(card.textContent).toContain('Residential · Sunrise Builders Pvt Ltd · Pune');
    expect(within(card).getByRole('link', { name: 'Edit Sunrise Builders' }).getAttribute('href')).toBe(
      '/user/edit-construction/sunrise-builders-22',
    );
  });
});
