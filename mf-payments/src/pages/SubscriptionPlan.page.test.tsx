import { abodeStore, INITIAL_USER_SIGNUP, setSections, userSignupAtom } from '@abode/shared';
import { buildPackage, buildSettings, fail, ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTransaction } from '../account/test/fixtures.ts';
import { registerSections } from '../test/sections.ts';
import { SubscriptionPlanPage } from './SubscriptionPlan.page.tsx';

const feature = (id: number, name: string, limit: number | null) => ({
  id,
  name,
  type: 'property_list' as const,
  limit_type: limit === null ? ('unlimited' as const) : ('limited' as const),
  limit,
});

const pkg = (id: number, over: Parameters<typeof buildPackage>[0] = {}) =>
  buildPackage({
    id,
    name: `Plan ${id}`,
    package_type: 'paid',
    price: 499,
    duration: 720,
    purchase_type: 'unlimited',
    features: [feature(1, 'Property List', 10), feature(3, 'Project List', null)],
    ...over,
  });

// Listing prices are abbreviated ('₹ 2.50 K'); a plan's price is money to pay and never is.
const SETTINGS = buildSettings({ number_with_suffix: '1' });

/** The get-package answer: the plans on offer and the user's active ones (no open payment, no feature list). */
const packages = (data: unknown[], active: unknown[], extra: Record<string, unknown> = {}) =>
  ok(data, {
    message: 'Data Fetch Successfully',
    active_packages: active,
    open_payments: [],
    all_features: [],
    ...extra,
  });

const stub = (answers: Parameters<typeof stubApi>[0]) =>
  stubApi(answers, { settings: { error: false, message: '', data: SETTINGS } });

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('SubscriptionPlanPage', () => {
  beforeEach(() => registerSections());
  afterEach(() => {
    cleanup();
    setSections([]);
    vi.unstubAllGlobals();
    abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  });

  it('shows each plan with price, duration and feature limits; a visitor is sent to log in', async () => {
    const { of } = stub({
      'get-package': packages(
        [
          pkg(1, {
            name: 'Starter',
            package_type: 'free',
            price: 0,
            duration: 12,
            features: [feature(1, 'Property List', 2)],
          }),
          pkg(2, { name: 'Gold' }),
          pkg(3, { name: 'Day Pass', duration: 24, price: 2499, features: [] }),
        ],
        [],
      ),
    });
    renderWithProviders(<SubscriptionPlanPage />, { path: '/subscription-plan' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Gold' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Plan' })).toBeTruthy();
    expect(document.title).toBe('Subscription Plan | Abode');

    const starter = cardOf('Starter');
    expect(within(starter).getByTestId('plan-price').textContent).toBe('Free');
    expect(within(starter).getByTestId('plan-duration').textContent).toBe('12 Hours');
    expect(within(starter).getByTestId('plan-features').textContent).toBe('Property List: 2');

    const gold = cardOf('Gold');
    await waitFor(() => expect(within(gold).getByTestId('plan-price').textContent).toBe('₹ 499.00'));
    expect(within(gold).getByTestId('plan-duration').textContent).toBe('30 Days');
    const items = within(gold)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Property List: 10', 'Project List: Unlimited']);

    const dayPass = cardOf('Day Pass');
    expect(within(dayPass).getByTestId('plan-duration').textContent).toBe('1 Day');
    expect(within(dayPass).getByTestId('plan-price').textContent).toBe('₹ 2,499.00');

    const choose = within(gold).getByRole('link', { name: 'Choose plan: Gold' });
    expect(choose.getAttribute('href')).toBe('/login?returnTo=%2Fsubscription-plan');
    expect(screen.queryByTestId('plan-active')).toBeNull();
    // A visitor's call carries no token.
    expect(new Headers(of('get-package')[0]?.init?.headers).has('Authorization')).toBe(false);
  });

  it("marks a signed-in user's active packages; a paid plan opens checkout", async () => {
    abodeStore.set(userSignupAtom, {
      token: '7|secret',
      data: { id: 7, name: 'Asha', email: 'asha@example.com', mobile: '', profile: '', address: '' },
      status: 'success',
      error: null,
    });
    const { of } = stub({
      get_payment_settings: ok([{ type: 'bank_transfer_status', data: '0' }]),
      'get-package': packages(
        [pkg(2, { name: 'Gold' })],
        [
          pkg(1, {
            name: 'Silver',
            duration: 48,
            package_status: 'active',
            start_date: '2025-01-01T00:00:00.000Z',
            end_date: '2025-01-03T00:00:00.000Z',
            is_active: 1,
          }),
        ],
      ),
    });
    renderWithProviders(<SubscriptionPlanPage />, { path: '/subscription-plan' });

    const silver = await screen.findByRole('article', { name: 'Silver' });
    expect(within(silver).getByTestId('plan-active').textContent).toBe('Active');
    expect(within(silver).getByTestId('plan-duration').textContent).toBe('2 Days');
    expect(within(silver).getByTestId('plan-valid-until')).toBeTruthy();
    expect(within(silver).queryByRole('button')).toBeNull();

    const gold = cardOf('Gold');
    expect(within(gold).queryByTestId('plan-active')).toBeNull();
    const button = within(gold).getByRole('button', { name: 'Choose plan: Gold' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(within(gold).queryByRole('link')).toBeNull();
    // Choosing it opens the checkout with the methods the admin enabled.
    fireEvent.click(button);
    expect((await screen.findByRole('dialog', { name: 'Checkout: Gold' })).textContent).toContain(
      'No payment method is enabled. Please contact the admin.',
    );
    expect(of('get_payment_settings')).toHaveLength(1);
    // The active plan comes first.
    expect(
      screen.getAllByTestId('plan-card').map((c) => within(c).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Silver', 'Gold']);
    expect(new Headers(of('get-package')[0]?.init?.headers).get('Authorization')).toBe('Bearer 7|secret');
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
    const running = pkg(3, { ...starter, package_status: 'active', is_active: 1 });
    const { of } = stub({
      'get-package': () => packages(taken ? [] : [starter], taken ? [running] : []),
      assign_package: () => {
        taken = true;
        // As the API answers: the package now running.
        return ok(running, { message: 'Package Purchased Successfully' });
      },
    });
    renderWithProviders(<SubscriptionPlanPage />, { path: '/subscription-plan' });
    const button = await screen.findByRole('button', { name: 'Choose plan: Starter' });
    expect(button.hasAttribute('disabled')).toBe(false);
    button.click();
    await waitFor(() => expect(within(cardOf('Starter')).getByTestId('plan-active')).toBeTruthy());
    const call = of('assign_package')[0];
    expect(call?.method).toBe('POST');
    expect(call?.form?.get('package_id')).toBe('3');
  });

  it("shows the user's open payment on its plan: in review, or pending with continue and cancel", async () => {
    abodeStore.set(userSignupAtom, {
      token: '7|secret',
      data: { id: 7, name: 'Asha', email: 'asha@example.com', mobile: '', profile: '', address: '' },
      status: 'success',
      error: null,
    });
    let canceled = false;
    const open = (id: number, status: 'pending' | 'review') => ({
      package_id: id,
      payment_transaction_id: 40 + id,
      payment_status: status,
      payment_type: status === 'review' ? 'bank transfer' : 'online payment',
      payment_gateway: status === 'review' ? 'bank transfer' : 'stripe',
    });
    const { of } = stub({
      'get-package': () =>
        packages([pkg(2, { name: 'Gold' }), pkg(4, { name: 'Platinum' }), pkg(5, { name: 'Bronze' })], [], {
          open_payments: canceled ? [open(2, 'review')] : [open(2, 'review'), open(4, 'pending')],
        }),
      'payment-transaction-fail': () => {
        canceled = true;
        return ok(buildTransaction({ id: 44, payment_status: 'canceled' }), {
          message: 'Payment canceled. Please try again later.',
        });
      },
    });
    renderWithProviders(<SubscriptionPlanPage />, { path: '/subscription-plan' });

    // In review: what it is and where to follow it; nothing to pay again.
    const gold = await screen.findByRole('article', { name: 'Gold' });
    expect(within(gold).getByTestId('plan-payment-state').textContent).toBe('Payment in review');
    expect(within(gold).getByTestId('plan-payment').textContent).toContain(
      'The admin is checking your bank transfer receipt.',
    );
    expect(within(gold).queryByRole('button')).toBeNull();
    expect(within(gold).getByRole('link', { name: 'View transaction: Gold' }).getAttribute('href')).toBe(
      '/user/transaction-history',
    );

    // Pending: continue the same checkout, or cancel it.
    const platinum = cardOf('Platinum');
    expect(within(platinum).getByTestId('plan-payment-state').textContent).toBe('Payment pending');
    expect(within(platinum).queryByRole('button', { name: 'Choose plan: Platinum' })).toBeNull();
    expect(within(platinum).getByRole('button', { name: 'Continue payment: Platinum' })).toBeTruthy();
    fireEvent.click(within(platinum).getByRole('button', { name: 'Cancel payment: Platinum' }));
    await waitFor(() => expect(of('payment-transaction-fail')).toHaveLength(1));
    expect(of('payment-transaction-fail')[0]?.form?.get('payment_transaction_id')).toBe('44');
    expect(of('payment-transaction-fail')[0]?.form?.get('reason')).toBe('canceled');
    await waitFor(() =>
      expect(within(cardOf('Platinum')).getByRole('button', { name: 'Choose plan: Platinum' })).toBeTruthy(),
    );
    expect(within(cardOf('Platinum')).queryByTestId('plan-payment-state')).toBeNull();

    // A plan with no open payment is chosen as before.
    expect(within(cardOf('Bronze')).queryByTestId('plan-payment-state')).toBeNull();
    expect(within(cardOf('Bronze')).getByRole('button', { name: 'Choose plan: Bronze' })).toBeTruthy();
  });

  it('shows the error state when the API fails', async () => {
    stub({ 'get-package': fail(500, 'Something Went Wrong', 'INTERNAL') });
    renderWithProviders(<SubscriptionPlanPage />, { path: '/subscription-plan' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something Went Wrong');
  });
});
