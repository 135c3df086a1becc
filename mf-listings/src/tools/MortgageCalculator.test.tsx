import { abodeStore, INITIAL_USER_SIGNUP, userSignupAtom } from '@abode/shared';
import { ok, renderWithProviders, stubApi, TEST_SESSION } from '@abode/shared/test';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withSections } from '../test/sections.ts';
import { MortgageCalculatorPage } from './MortgageCalculator.page.tsx';
import { chartBars, MortgageCalculator } from './MortgageCalculator.tsx';
import { amortize } from './mortgage.ts';

withSections();

beforeEach(() => abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
});

const check = (package_available: boolean, feature_available: boolean) =>
  ok({ package_available, feature_available, limit_available: false });

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('chartBars', () => {
  it('scales the tallest year to the height and keeps each year’s split', () => {
    const s = amortize({ loanAmount: 1_200_000, downPayment: 200_000, annualRatePercent: 7.5, years: 20 });
    const bars = chartBars(s, 200);
    expect(bars).toHaveLength(20);
    const tallest = Math.max(...bars.map((b) => b.principalHeight + b.interestHeight));
    expect(tallest).toBeCloseTo(200, 6);
    // Interest shrinks and principal grows over the years.
    expect(bars[0]?.interestHeight).toBeGreaterThan(bars[19]?.interestHeight ?? Number.POSITIVE_INFINITY);
    expect(bars[0]?.principalHeight).toBeLessThan(bars[19]?.principalHeight ?? 0);
    const first = s.years[0];
    expect((bars[0]?.interestHeight ?? 0) / (bars[0]?.principalHeight ?? 1)).toBeCloseTo(
      (first?.interest ?? 0) / (first?.principal ?? 1),
      9,
    );
  });
});

// Typing through user-event is slow when the whole suite runs in parallel.
describe('MortgageCalculator', { timeout: 20_000 }, () => {
  it('shows the summary to everyone, computed from the inputs', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<MortgageCalculatorPage />, { path: '/mortgage-loan-calculator' });
    await fill(user, 'Property price', '1200000');
    await fill(user, 'Down payment', '200000');
    await fill(user, 'Interest rate (% a year)', '7.5');
    await fill(user, 'Loan term (years)', '20');
    await waitFor(() => expect(screen.getByTestId('mortgage-emi').textContent).toBe('₹ 8,055.93'));
    expect(screen.getByTestId('mortgage-principal').textContent).toBe('₹ 10,00,000.00');
    expect(screen.getByTestId('mortgage-down-payment').textContent).toBe('₹ 2,00,000.00');
    expect(screen.getByTestId('mortgage-interest').textContent).toBe('₹ 9,33,423.66');
    expect(screen.getByTestId('mortgage-total').textContent).toBe('₹ 19,33,423.66');
    // No schedule without the package check.
    expect(screen.queryByTestId('mortgage-schedule')).toBeNull();
    expect(screen.queryByTestId('mortgage-chart')).toBeNull();
  });

  it('handles 0 % interest', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<MortgageCalculator defaultPrice={1_000_000} />);
    await fill(user, 'Down payment', '400000');
    await fill(user, 'Interest rate (% a year)', '0');
    await fill(user, 'Loan term (years)', '5');
    await waitFor(() => expect(screen.getByTestId('mortgage-emi').textContent).toBe('₹ 10,000.00'));
    expect(screen.getByTestId('mortgage-interest').textContent).toBe('₹ 0.00');
    expect(screen.getByTestId('mortgage-total').textContent).toBe('₹ 6,00,000.00');
  });

  it('refuses a down payment that covers the loan', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<MortgageCalculator defaultPrice={500_000} />);
    await fill(user, 'Down payment', '500000');
    const problem = await screen.findByTestId('mortgage-problem');
    expect(problem.textContent).toBe('The down payment must be less than the property price.');
    expect(screen.queryByTestId('mortgage-summary')).toBeNull();
    expect(screen.queryByTestId('mortgage-show-schedule')).toBeNull();
  });

  it('prefills the property price, and shows the loan as the price less the down payment (the detail page)', () => {
    stubApi({});
    renderWithProviders(<MortgageCalculator defaultPrice={2_500_000} compact headingLevel={3} />);
    expect((screen.getByLabelText('Property price') as HTMLInputElement).value).toBe('2,500,000');
    expect((screen.getByLabelText('Down payment') as HTMLInputElement).value).toBe('500,000');
    expect(screen.getByRole('heading', { level: 3, name: 'Summary' })).toBeTruthy();
    // The price is not the loan: the summary names the loan, the price less the down payment.
    expect(screen.queryByLabelText('Loan amount')).toBeNull();
    const summary = screen.getByTestId('mortgage-summary');
    expect(within(summary).getByText('Loan amount (price less down payment)')).toBeTruthy();
    expect(screen.getByTestId('mortgage-principal').textContent).toMatch(/^\D*2,000,000\.00$/);
  });

  it('asks a visitor to log in for the schedule, without a package check', async () => {
    const { of } = stubApi({ 'check-package-limit': check(true, true) });
    const user = userEvent.setup();
    renderWithProviders(<MortgageCalculatorPage />, { path: '/mortgage-loan-calculator' });
    await user.click(screen.getByRole('button', { name: 'Show amortization schedule' }));
    expect(screen.getByTestId('mortgage-login-required').textContent).toContain(
      'Please log in to see the amortization schedule.',
    );
    expect(of('check-package-limit')).toHaveLength(0);
    expect(screen.queryByTestId('mortgage-schedule')).toBeNull();
  });

  it('without the feature: the package dialog, whose OK leads to the subscription page', async () => {
    abodeStore.set(userSignupAtom, TEST_SESSION);
    const { of } = stubApi({ 'check-package-limit': check(false, false) });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<MortgageCalculatorPage />, { path: '/mortgage-loan-calculator' });
    await user.click(screen.getByRole('button', { name: 'Show amortization schedule' }));
    const message = await screen.findByTestId('package-gate-message');
    expect(message.textContent).toBe('You have not subscribed. Please subscribe first');
    expect(of('check-package-limit')[0]?.url.searchParams.get('type')).toBe('mortgage_calculator_detail');
    expect(screen.queryByTestId('mortgage-schedule')).toBeNull();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /ok/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-plan'));
  });

  it('a package without the feature is refused too', async () => {
    abodeStore.set(userSignupAtom, TEST_SESSION);
    stubApi({ 'check-package-limit': check(true, false) });
    const user = userEvent.setup();
    renderWithProviders(<MortgageCalculatorPage />, { path: '/mortgage-loan-calculator' });
    await user.click(screen.getByRole('button', { name: 'Show amortization schedule' }));
    expect(await screen.findByTestId('package-gate-message')).toBeTruthy();
    expect(screen.queryByTestId('mortgage-schedule')).toBeNull();
  });

  it('with the feature: the yearly table opening to months, and the chart with its description', async () => {
    abodeStore.set(userSignupAtom, TEST_SESSION);
    stubApi({ 'check-package-limit': check(true, true) });
    const user = userEvent.setup();
    renderWithProviders(<MortgageCalculatorPage />, { path: '/mortgage-loan-calculator' });
    await fill(user, 'Property price', '1200000');
    await fill(user, 'Down payment', '200000');
    await fill(user, 'Interest rate (% a year)', '7.5');
    await fill(user, 'Loan term (years)', '20');
    await user.click(screen.getByRole('button', { name: 'Show amortization schedule' }));
    const table = await screen.findByTestId('mortgage-schedule');
    expect(within(table).getAllByTestId('mortgage-year-row')).toHaveLength(20);
    expect(within(table).queryAllByTestId('mortgage-month-row')).toHaveLength(0);
    const chart = screen.getByRole('img', { name: /Principal and interest by year/ });
    expect(within(chart).getAllByTestId('mortgage-chart-bar')).toHaveLength(20);
    expect(chart.querySelector('desc')?.textContent).toContain('Stacked bars for 20 years');

    const year2 = within(table).getByRole('button', { name: 'Year 2' });
    expect(year2.getAttribute('aria-expanded')).toBe('false');
    await user.click(year2);
    expect(year2.getAttribute('aria-expanded')).toBe('true');
    const months = within(table).getAllByTestId('mortgage-month-row');
    expect(months).toHaveLength(12);
    expect(months[0]?.textContent).toContain('Month 13');
    expect(months[11]?.textContent).toContain('Month 24');
    await user.click(year2);
    expect(within(table).queryAllByTestId('mortgage-month-row')).toHaveLength(0);

    // Changing the inputs keeps the schedule open and recomputes it.
    await fill(user, 'Loan term (years)', '10');
    await waitFor(() =>
      expect(within(screen.getByTestId('mortgage-schedule')).getAllByTestId('mortgage-year-row')).toHaveLength(10),
    );
  });
});
