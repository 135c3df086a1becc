import { abodeStore, INITIAL_USER_SIGNUP, userSignupAtom } from '@abode/shared';
import { renderWithProviders } from '@abode/shared/test';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionPlanPage } from './SubscriptionPlan.page.tsx';

const feature = (id: number, name: string, limit: number | null) => ({
  id,
  name,
  type: 'property_list',
  limit_type: limit === null ? 'unlimited' : 'limited',
  limit,
});

function pkg(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Plan ${id}`,
    package_type: 'paid',
    price: 499,
    ios_product_id: null,
    duration: 720,
    purchase_type: 'unlimited',
    features: [feature(1, 'Property List', 10), feature(3, 'Project List', null)],
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const SETTINGS = {
  currency_symbol: '$',
  selected_currency_data: { code: 'USD', symbol: '$' },
  number_with_suffix: '0',
};

let fetchMock: ReturnType<typeof vi.fn>;

function stubApi(packages: () => Response) {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/get-package')) return packages();
    if (url.pathname.endsWith('/web-settings')) return json({ error: false, message: '', data: SETTINGS });
    return json({ error: false, message: '', data: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
}

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('SubscriptionPlanPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  });

  it('shows each plan with price, duration and feature limits; a visitor is sent to log in', async () => {
    stubApi(() =>
      json({
        error: false,
        message: 'Data Fetch Successfully',
        data: [
          pkg(1, {
            name: 'Starter',
            package_type: 'free',
            price: 0,
            duration: 12,
            features: [feature(1, 'Property List', 2)],
          }),
          pkg(2, { name: 'Gold' }),
          pkg(3, { name: 'Day Pass', duration: 24, price: 1234.5, features: [] }),
        ],
        active_packages: [],
        total: 3,
      }),
    );
    renderWithProviders(<SubscriptionPlanPage />, { path: '/subscription-plan' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Gold' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Plan' })).toBeTruthy();
    expect(document.title).toBe('Subscription Plan | Abode');

    const starter = cardOf('Starter');
    expect(within(starter).getByTestId('plan-price').textContent).toBe('Free');
    expect(within(starter).getByTestId('plan-duration').textContent).toBe('12 Hours');
    expect(within(starter).getByTestId('plan-features').textContent).toBe('Property List: 2');

    const gold = cardOf('Gold');
    await waitFor(() => expect(within(gold).getByTestId('plan-price').textContent).toBe('$ 499.00'));
    expect(within(gold).getByTestId('plan-duration').textContent).toBe('30 Days');
    const items = within(gold)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Property List: 10', 'Project List: Unlimited']);

    const dayPass = cardOf('Day Pass');
    expect(within(dayPass).getByTestId('plan-duration').textContent).toBe('1 Day');
    expect(within(dayPass).getByTestId('plan-price').textContent).toBe('$ 1,234.50');

    const choose = within(gold).getByRole('link', { name: 'Choose plan: Gold' });
    expect(choose.getAttribute('href')).toBe('/login?returnTo=%2Fsubscription-plan');
    expect(screen.queryByTestId('plan-active')).toBeNull();
    // A visitor's call carries no token.
    const call = fetchMock.mock.calls.find((c) => String(c[0]).includes('get-package'));
    expect(((call?.[1] ?? {}) as RequestInit).headers).not.toHaveProperty('Authorization');
  });

  it("marks a signed-in user's active packages and keeps checkout disabled", async () => {
    abodeStore.set(userSignupAtom, {
      token: '7|secret',
      data: { id: 7, name: 'Asha', email: 'asha@example.com', mobile: '', profile: '', address: '' },
      status: 'success',
      error: null,
    });
    stubApi(() =>
      json({
        error: false,
        message: 'Data Fetch Successfully',
        data: [pkg(2, { name: 'Gold' })],
        active_packages: [
          {
            ...pkg(1, { name: 'Silver', duration: 48 }),
            package_status: 'active',
            start_date: '2025-01-01T00:00:00.000Z',
            end_date: '2025-01-03T00:00:00.000Z',
            is_active: 1,
          },
        ],
      }),
    );
    renderWithProviders(<SubscriptionPlanPage />, { path: '/subscription-plan' });

    const silver = await screen.findByRole('article', { name: 'Silver' });
    expect(within(silver).getByTestId('plan-active').textContent).toBe('Active');
    expect(within(silver).getByTestId('plan-duration').textContent).toBe('2 Days');
    expect(within(silver).getByTestId('plan-valid-until')).toBeTruthy();
    expect(within(silver).queryByRole('button')).toBeNull();

    const gold = cardOf('Gold');
    expect(within(gold).queryByTestId('plan-active')).toBeNull();
    const button = within(gold).getByRole('button', { name: 'Choose plan: Gold' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(within(gold).getByText('Checkout is coming soon')).toBeTruthy();
    expect(within(gold).queryByRole('link')).toBeNull();
    // The active plan comes first.
    expect(
      screen.getAllByTestId('plan-card').map((c) => within(c).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Silver', 'Gold']);
    const call = fetchMock.mock.calls.find((c) => String(c[0]).includes('get-package'));
    expect(((call?.[1] ?? {}) as RequestInit).headers).toHaveProperty('Authorization', 'Bearer 7|secret');
  });

  it('takes a free plan at once with assign_package, then shows it active', async () => {
    abodeStore.set(userSignupAtom, {
      token: '7|secret',
      data: { id: 7, name: 'Asha', email: 'asha@example.com', mobile: '', profile: '', address: '' },
      status: 'success',
      error: null,
    });
    let taken = false;
    const starter = pkg(3, { name: 'Starter', package_type: 'free', price: 0 });
    stubApi(() =>
      json({
        error: false,
        message: 'Data Fetch Successfully',
        data: taken ? [] : [starter],
        active_packages: taken ? [{ ...starter, package_status: 'active', is_active: 1 }] : [],
      }),
    );
    const base = fetchMock.getMockImplementation() as
      | ((input: RequestInfo | URL, init?: RequestInit) => Promise<Response>)
      | undefined;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('assign_package')) {
        taken = true;
        return json({ error: false, message: 'Package Purchased Successfully', data: [] });
      }
      return base?.(input, init);
    });
    renderWithProviders(<SubscriptionPlanPage />, { path: '/subscription-plan' });
    const button = await screen.findByRole('button', { name: 'Choose plan: Starter' });
    expect(button.hasAttribute('disabled')).toBe(false);
    button.click();
    await waitFor(() => expect(within(cardOf('Starter')).getByTestId('plan-active')).toBeTruthy());
    const call = fetchMock.mock.calls.find((c) => String(c[0]).includes('assign_package'));
    const init = (call?.[1] ?? {}) as RequestInit;
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('package_id')).toBe('3');
  });

  it('shows the error state when the API fails', async () => {
    stubApi(() => json({ error: true, message: 'Something Went Wrong', code: 'INTERNAL' }, 500));
    renderWithProviders(<SubscriptionPlanPage />, { path: '/subscription-plan' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something Went Wrong');
  });
});
