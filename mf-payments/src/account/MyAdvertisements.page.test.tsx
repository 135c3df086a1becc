import { setSections } from '@abode/shared';
import { fail, ok, renderWithProviders, signInOwner, stubApi } from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyAdvertisementsPage } from './MyAdvertisements.page.tsx';
import { buildAdvertisement, registerSections, registerWithoutListings } from './test/fixtures.ts';

const PATH = '/user/advertisement';

const approved = buildAdvertisement();
const ended = buildAdvertisement({
  id: 6,
  title: 'Old Villa',
  slug_id: 'old-villa',
  start_date: '2025-01-01T00:00:00.000Z',
  end_date: '2025-02-01T00:00:00.000Z',
});
const pendingProject = buildAdvertisement({
  id: 7,
  for: 'project',
  property_id: null,
  project_id: 21,
  status: 1,
  title: 'River View',
  slug_id: 'river-view-21',
  image: null,
  start_date: null,
  end_date: null,
});
const rejected = buildAdvertisement({ id: 8, status: 2, title: 'Hill Top', slug_id: 'hill-top' });
const expired = buildAdvertisement({ id: 9, status: 3, title: 'Lake Side', slug_id: 'lake-side' });

function renderPage(path = PATH) {
  return renderWithProviders(<MyAdvertisementsPage />, { path, route: PATH });
}

const card = (id: number) => screen.getByTestId(`advertisement-${id}`);
const status = (id: number) => within(card(id)).getByTestId('ad-status').textContent;

describe('MyAdvertisementsPage', () => {
  beforeEach(() => {
    registerSections();
    signInOwner();
  });
  afterEach(() => {
    cleanup();
    setSections([]);
    signInOwner(null);
    vi.unstubAllGlobals();
  });

  it('lists each request with its link, picture, kind, state and dates', async () => {
    const api = stubApi({ 'get-advertisements': ok([approved, ended, pendingProject, rejected, expired]) });
    renderPage();
    const list = await screen.findByTestId('advertisements');
    expect(document.title).toBe('My Advertisements | Abode');
    expect(screen.getByRole('heading', { level: 1, name: 'My Advertisements' })).toBeTruthy();
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    expect(screen.getByTestId('result-count').textContent).toBe('5 advertisements');

    const first = card(5);
    expect(within(first).getByRole('link', { name: 'Sea View Apartment' }).getAttribute('href')).toBe(
      '/properties-details/sea-view-apartment',
    );
    expect(within(first).getByTestId('ad-kind').textContent).toBe('Property');
    expect(status(5)).toBe('Approved');
    // The picture sits in a fixed box, so nothing moves when it arrives.
    // Decorative (alt=""): the title beside it names the request.
    const img = first.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/uploads/sea.jpg');
    expect(img.getAttribute('alt')).toBe('');
    const box = within(first).getByTestId('thumbnail');
    const FIXED = ['calc(7.5rem * var(--mantine-scale))', 'calc(5.625rem * var(--mantine-scale))'];
    expect([box.style.width, box.style.height]).toEqual(FIXED);
    expect(
      within(first)
        .getAllByRole('time')
        .map((t) => t.getAttribute('datetime')),
    ).toEqual([approved.start_date, approved.end_date]);

    // Approved, but its end date has passed: expired.
    expect(status(6)).toBe('Expired');
    expect(within(card(6)).getByTestId('ad-status').dataset.color).toBe('gray');

    const project = card(7);
    expect(within(project).getByRole('link', { name: 'River View' }).getAttribute('href')).toBe(
      '/project-details/river-view-21',
    );
    expect(within(project).getByTestId('ad-kind').textContent).toBe('Project');
    expect(status(7)).toBe('Pending');
    expect(project.querySelector('img')).toBeNull();
    const emptyBox = within(project).getByTestId('thumbnail');
    expect([emptyBox.style.width, emptyBox.style.height]).toEqual(FIXED);
    expect(within(project).queryAllByRole('time')).toHaveLength(0);
    expect(within(project).getByTestId('ad-dates').textContent).toBe('Start date: — · End date: —');

    expect(status(8)).toBe('Rejected');
    expect(within(card(8)).getByTestId('ad-status').dataset.color).toBe('red');
    expect(status(9)).toBe('Expired');

    expect(Object.fromEntries(api.of('get-advertisements')[0]?.url.searchParams ?? [])).toEqual({
      offset: '0',
      limit: '10',
    });
  });

  it('shows the title without a link when the property section is not running', async () => {
    registerWithoutListings();
    stubApi({ 'get-advertisements': ok([approved]) });
    renderPage();
    await screen.findByTestId('advertisement-5');
    expect(within(card(5)).getByText('Sea View Apartment')).toBeTruthy();
    expect(within(card(5)).queryByRole('link')).toBeNull();
  });

  it('pages through the URL, ten a page', async () => {
    const api = stubApi({ 'get-advertisements': ok([approved], { total: 15 }) });
    const { router } = renderPage();
    await screen.findByTestId('advertisement-5');
    expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(Object.fromEntries(api.of('get-advertisements').at(-1)?.url.searchParams ?? [])).toEqual({
        offset: '10',
        limit: '10',
      }),
    );
  });

  it('says so when there are no requests', async () => {
    stubApi({ 'get-advertisements': ok([]) });
    renderPage();
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      'You have not asked to feature a property or project yet.',
    );
  });

  it('holds the place of the cards while loading', async () => {
    stubApi({ 'get-advertisements': () => new Promise(() => {}) });
    renderPage();
    const skeleton = await screen.findByTestId('list-skeleton');
    expect(within(skeleton).getByRole('status').textContent).toBe('Loading…');
  });

  it('shows the error with a retry when the list fails', async () => {
    stubApi({ 'get-advertisements': fail(500, 'Something Went Wrong', 'INTERNAL') });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Something Went Wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
