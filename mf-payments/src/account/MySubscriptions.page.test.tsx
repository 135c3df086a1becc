import { setSections } from '@abode/shared';
import { buildSettings, fail, ok, renderWithProviders, signInOwner, stubApi } from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MySubscriptionsPage } from './MySubscriptions.page.tsx';
import { buildUserPackage, registerSections } from './test/fixtures.ts';

const PATH = '/user/subscription';

const SETTINGS = {
  error: false,
  message: '',
  data: buildSettings({
    currency_symbol: '$',
    selected_currency_data: { code: 'USD', symbol: '$' },
    // A package's price is exact even where listing prices are abbreviated.
    number_with_suffix: '1',
  }),
};

const gold = buildUserPackage({ price: 2499 });
const starter = buildUserPackage({
  id: 2,
  package_id: 1,
  name: 'Starter',
  package_type: 'free',
  price: 0,
  status: 'expired',
  start_date: '2026-01-01T10:00:00.000Z',
  end_date: '2026-01-02T10:00:00.000Z',
  features: [
    { id: 1, name: 'Property List', type: 'property_list', limit_type: 'limited', used_limit: 2, total_limit: 2 },
  ],
});

/** get-user-packages answered by the asked status. */
const byStatus =
  (active: unknown[], expired: unknown[], extra: Record<string, unknown> = {}) =>
  (call: { url: URL }) =>
    call.url.searchParams.get('status') === 'active' ? ok(active) : ok(expired, extra);

function renderPage(path = PATH) {
  return renderWithProviders(<MySubscriptionsPage />, { path, route: PATH });
}

const section = (testId: string) => screen.getByTestId(testId);

describe('MySubscriptionsPage', () => {
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

  it('shows the running packages first, then the past ones, with price, dates, status and usage', async () => {
    const api = stubApi({ 'get-user-packages': byStatus([gold], [starter]) }, { settings: SETTINGS });
    renderPage();

    const card = await within(section('running-packages')).findByRole('article', { name: 'Gold' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Subscriptions' })).toBeTruthy();
    expect(document.title).toBe('My Subscriptions | Abode');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Active packages',
      'Past packages',
    ]);
    expect(within(card).getByTestId('package-status').textContent).toBe('Active');
    expect(within(card).getByText('Paid')).toBeTruthy();
    await waitFor(() => expect(within(card).getByTestId('package-price').textContent).toBe('$ 2,499.00'));
    const times = within(card).getAllByRole('time');
    expect(times.map((el) => el.getAttribute('datetime'))).toEqual([gold.start_date, gold.end_date]);
    expect(times.every((el) => el.textContent !== '')).toBe(true);

    // Limited: used of total, with a labelled bar; unlimited: the word.
    expect(within(within(card).getByTestId('usage-1')).getByTestId('usage-value').textContent).toBe('3 / 10');
    const bar = within(card).getByRole('progressbar', { name: 'Property List: 3 of 10 used' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(within(within(card).getByTestId('usage-3')).getByTestId('usage-value').textContent).toBe('Unlimited');
    expect(within(card).getAllByRole('progressbar')).toHaveLength(1);

    const past = within(section('past-packages')).getByRole('article', { name: 'Starter' });
    expect(within(past).getByTestId('package-status').textContent).toBe('Expired');
    expect(within(past).getByText('Free')).toBeTruthy();
    expect(within(past).queryByTestId('package-price')).toBeNull();
    expect(within(past).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    const calls = api.of('get-user-packages').map((c) => Object.fromEntries(c.url.searchParams));
    expect(calls).toEqual(
      expect.arrayContaining([
        { status: 'active', offset: '0', limit: '100' },
        { status: 'expired', offset: '0', limit: '10' },
      ]),
    );
    expect(new Headers(api.of('get-user-packages')[0]?.init?.headers).get('Authorization')).toBe('Bearer 7|token');
  });

  it('leads to the plans when there is no running package', async () => {
    stubApi({ 'get-user-packages': byStatus([], []) });
    renderPage();
    const empty = await within(section('running-packages')).findByTestId('empty-state');
    expect(empty.textContent).toContain('You have no active package.');
    expect(within(empty).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscription-plan');
    expect(await within(section('past-packages')).findByTestId('no-past-packages')).toBeTruthy();
  });

  it('pages the past packages through the URL', async () => {
    const api = stubApi({ 'get-user-packages': byStatus([gold], [starter], { total: 25 }) });
    const { router } = renderPage();
    await within(section('past-packages')).findByRole('article', { name: 'Starter' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() =>
      expect(api.of('get-user-packages').some((c) => c.url.searchParams.get('offset') === '20')).toBe(true),
    );
    const last = api.of('get-user-packages').at(-1)?.url.searchParams;
    expect([last?.get('status'), last?.get('offset'), last?.get('limit')]).toEqual(['expired', '20', '10']);
  });

  it('holds the place of the cards while loading', async () => {
    stubApi({ 'get-user-packages': () => new Promise(() => {}) });
    renderPage();
    expect(await screen.findAllByTestId('list-skeleton')).toHaveLength(2);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Loading…');
  });

  it('shows the error with a retry when the packages fail', async () => {
    stubApi({ 'get-user-packages': fail(500, 'Something Went Wrong', 'INTERNAL') });
    renderPage();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]?.textContent).toContain('Something Went Wrong');
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });

  it('sends a visitor to sign in, asking nothing of the API', async () => {
    signInOwner(null);
    const api = stubApi({ 'get-user-packages': byStatus([gold], []) });
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fuser%2Fsubscription');
    expect(api.of('get-user-packages')).toHaveLength(0);
  });
});
