// Packages and payments in the browser against the real server: a free plan; a bank transfer with its receipt,
// approved by the admin, opening a gated feature (the mortgage schedule); Stripe with the Payment Element
// (Stripe.js stood in by a script with the same calls, confirming at the local Stripe server, which delivers a
// signed webhook to the API); a declined card showing the spec's 'Payment failed'; a canceled checkout; the
// transaction history and the receipt; exact amounts where money moves; a plan's open payment (in review,
// pending) on its card, continued as the same checkout.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { STRIPE_PORT } from '../playwright.config.ts';
import { apiSignIn, bearer, chooseLanguage, DEMO, expect, seriousViolations, signInAs, test } from './support.ts';

const FAKE_STRIPE_JS = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'fake-stripe.js'), 'utf8');
const RECEIPT_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** Switches Stripe on or off as the admin would. */
async function stripeGateway(request: APIRequestContext, on: boolean) {
  const admin = await bearer(request, DEMO.admin);
  const res = await request.put('/api/admin/payment-settings', {
    headers: admin,
    data: { stripe_gateway: on, stripe_currency: 'INR' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Stripe's hosts, for this page: Stripe.js from the stand-in, its API calls to the local Stripe server. */
async function routeStripe(page: Page) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `http://127.0.0.1:${STRIPE_PORT}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

/** Reads the user's online payments' statuses through the API, newest first (signs in once). */
async function onlinePaymentStatuses(request: APIRequestContext, user: { email: string; password: string }) {
  const token = await apiSignIn(request, { email: user.email, password: user.password });
  return async () => {
    const res = await request.get('/api/get_payment_details?payment_type=online payment', {
      headers: { authorization: `Bearer ${token.token}` },
    });
    return ((await res.json()).data as { payment_status: string }[]).map((t) => t.payment_status);
  };
}

async function openCheckout(page: Page, plan: string) {
  await page.goto('/subscription-plan');
  await page.getByRole('button', { name: `Choose plan: ${plan}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a free plan is taken at once and shows in the transaction history', async ({ userPage: page }) => {
  await page.goto('/subscription-plan');
  await page.getByRole('button', { name: 'Choose plan: Starter' }).click();
  await expect(page.getByRole('article', { name: 'Starter' }).getByTestId('plan-active')).toBeVisible();
  await page.goto('/user/transaction-history');
  const row = page.getByRole('row').filter({ hasText: 'Starter' });
  await expect(row).toContainText('Free');
  await expect(row).toContainText('Paid');
});

test('bank transfer: receipt → admin approves → package active, mortgage schedule opens, receipt printable', async ({
  userPage: page,
  user,
  request,
}) => {
  const dialog = await openCheckout(page, 'Professional');
  await dialog.getByRole('radio', { name: 'Bank transfer' }).check();
  await expect(dialog.getByTestId('bank-details')).toContainText('DEMO0001234');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: RECEIPT_PDF });
  await dialog.getByRole('button', { name: 'Send receipt' }).click();
  await expect(page).toHaveURL(/\/user\/transaction-history$/);
  const row = page.getByRole('row').filter({ hasText: 'Professional' });
  await expect(row).toContainText('In review');

  // The admin approves it.
  const admin = await bearer(request, DEMO.admin);
  const list = await request.get(`/api/admin/transactions?payment_status=review&user_id=${user.id}`, {
    headers: admin,
  });
  const [tx] = (await list.json()).data as { id: number; bank_receipts: { file: string }[] }[];
  expect(tx?.bank_receipts).toHaveLength(1);
  const approved = await request.post(`/api/admin/transactions/${tx?.id}/review`, {
    headers: admin,
    data: { status: 'success' },
  });
  expect(approved.ok()).toBe(true);

  await page.reload();
  await expect(row).toContainText('Paid');
  await row.getByRole('link', { name: /Receipt/ }).click();
  await expect(page).toHaveURL(new RegExp(`/user/transaction-history/${tx?.id}/receipt$`));
  await expect(page.getByTestId('receipt')).toContainText('Professional');
  await expect(page.getByTestId('receipt')).toContainText('999');

  await page.goto('/user/subscription');
  await expect(page.getByText('Professional').first()).toBeVisible();

  // The gated feature now opens.
  await page.goto('/mortgage-loan-calculator');
  await page.getByLabel('Loan term (years)').fill('10');
  await page.getByRole('button', { name: 'Show amortization schedule' }).click();
  await expect(page.getByTestId('mortgage-schedule').getByTestId('mortgage-year-row')).toHaveCount(10);
});

test('money that moves is exact; a bank transfer in review shows on its plan, in both languages', async ({
  userPage: page,
}) => {
  await page.goto('/subscription-plan');
  const premium = page.getByRole('article', { name: 'Premium' });
  // The demo abbreviates listing prices ('₹ 2.50 K'); a plan's price is money to pay, shown exactly.
  await expect(premium.getByTestId('plan-price')).toHaveText('₹ 2,499.00');
  await premium.getByRole('button', { name: 'Choose plan: Premium' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('amount-to-pay')).toHaveText('₹ 2,499.00');
  await dialog.getByRole('radio', { name: 'Bank transfer' }).check();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: RECEIPT_PDF });
  await dialog.getByRole('button', { name: 'Send receipt' }).click();
  await expect(page).toHaveURL(/\/user\/transaction-history$/);
  const row = page.getByRole('row').filter({ hasText: 'Premium' });
  await expect(row.getByTestId('amount')).toHaveText('₹ 2,499.00');

  // Back on the plans: the plan says its payment is in review and offers no second one.
  await page.goto('/subscription-plan');
  await expect(premium.getByTestId('plan-payment-state')).toHaveText('Payment in review');
  await expect(premium.getByTestId('plan-payment')).toContainText('The admin is checking your bank transfer receipt.');
  await expect(premium.getByRole('button')).toHaveCount(0);
  await premium.getByRole('link', { name: 'View transaction: Premium' }).click();
  await expect(page).toHaveURL(/\/user\/transaction-history$/);
  await expect(row).toContainText('In review');

  await chooseLanguage(page, 'ar');
  await page.goto('/subscription-plan');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(premium.getByTestId('plan-payment-state')).toHaveText('الدفعة قيد المراجعة');
  await expect(premium.getByRole('link', { name: 'عرض المعاملة: Premium' })).toBeVisible();
  await expect(premium.getByTestId('plan-price')).toHaveText('₹ 2,499.00');
  await page.screenshot({ path: test.info().outputPath('plans-ar.png'), fullPage: true });
  await chooseLanguage(page, 'en');
});

test.describe('Stripe', () => {
  test.beforeAll(async ({ request }) => stripeGateway(request, true));
  test.afterAll(async ({ request }) => stripeGateway(request, false));

  test('card paid in the Payment Element → signed webhook → package active', async ({ userPage: page }) => {
    await routeStripe(page);
    const dialog = await openCheckout(page, 'Premium');
    await dialog.getByRole('radio', { name: /Pay online \(Stripe\)/ }).check();
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/payment\/return\?gateway=stripe/);
    await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'success');
    await expect(page.getByText('Your package "Premium" is active.')).toBeVisible();
    await page.goto('/subscription-plan');
    await expect(page.getByRole('article', { name: 'Premium' }).getByTestId('plan-active')).toBeVisible();
  });

  test('a checkout left open shows "Payment pending" on its plan; continuing it pays that same checkout', async ({
    userPage: page,
    user,
    request,
  }) => {
    await routeStripe(page);
    const dialog = await openCheckout(page, 'Premium');
    await dialog.getByRole('radio', { name: /Pay online \(Stripe\)/ }).check();
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(dialog.getByLabel('Card number')).toBeVisible();
    // The buyer leaves without paying or closing the dialog, and comes back to the plans.
    await page.goto('/subscription-plan');
    const premium = page.getByRole('article', { name: 'Premium' });
    await expect(premium.getByTestId('plan-payment-state')).toHaveText('Payment pending');
    await expect(premium.getByRole('button', { name: 'Choose plan: Premium' })).toHaveCount(0);
    await expect(premium.getByRole('button', { name: 'Cancel payment: Premium' })).toBeVisible();
    await premium.getByRole('button', { name: 'Continue payment: Premium' }).click();
    const again = page.getByRole('dialog');
    await again.getByRole('radio', { name: /Pay online \(Stripe\)/ }).check();
    await again.getByRole('button', { name: 'Continue to payment' }).click();
    await again.getByLabel('Card number').fill('4242 4242 4242 4242');
    await again.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'success');

    // One checkout, paid: continuing reused it instead of starting a second payment.
    expect(await (await onlinePaymentStatuses(request, user))()).toEqual(['success']);
  });

  test("a declined card shows 'Payment failed'; closing the dialog cancels the checkout", async ({
    userPage: page,
    user,
    request,
  }) => {
    await routeStripe(page);
    const dialog = await openCheckout(page, 'Premium');
    await dialog.getByRole('radio', { name: /Pay online \(Stripe\)/ }).check();
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Pay now' }).click();
    await expect(dialog.getByTestId('stripe-error')).toHaveText('Your card was declined.');
    // The checkout's toast (the server's "Payment failed" notification may pop up beside it).
    await expect(page.getByText('Payment failed', { exact: true }).first()).toBeVisible();

    const statuses = await onlinePaymentStatuses(request, user);
    // Stripe's payment_intent.payment_failed webhook marks it failed.
    await expect.poll(statuses).toEqual(['failed']);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A new checkout, stopped by closing the dialog.
    const again = await openCheckout(page, 'Premium');
    await again.getByRole('radio', { name: /Pay online \(Stripe\)/ }).check();
    await again.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(again.getByLabel('Card number')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Payment canceled. Please try again later.')).toBeVisible();
    await expect.poll(statuses).toEqual(['canceled', 'failed']);
    await page.goto('/user/transaction-history');
    await expect(page.getByRole('row').filter({ hasText: 'Canceled' })).toContainText('Premium');
    await expect(page.getByRole('row').filter({ hasText: 'Failed' })).toContainText('Premium');
  });
});

test('without a session the return page asks for sign-in', async ({ page }) => {
  await page.goto('/payment/return?gateway=stripe&payment_transaction_id=1');
  await expect(page).toHaveURL(/\/login/);
});

test('payment pages have no serious accessibility violation, in both languages', async ({ page }) => {
  // Ten scans over two languages: 30 s ran out in CI at the last scan, with every page answered.
  test.setTimeout(90_000);
  await signInAs(page, DEMO.agent, '/user/transaction-history');
  await expect(page.getByRole('row').filter({ hasText: 'Professional' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/user/subscription');
  await expect(page.getByText('Professional').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/user/advertisement');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/subscription-plan');
  await expect(page.getByRole('article', { name: 'Professional' }).getByTestId('plan-active')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The dialog alone: behind its overlay the page is dimmed on purpose.
  const dialog = await openCheckout(page, 'Premium');
  await expect(dialog.getByTestId('bank-details')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await chooseLanguage(page, 'ar');
  await page.goto('/user/transaction-history');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سجل المعاملات');
  expect(await seriousViolations(page)).toEqual([]);
  await chooseLanguage(page, 'en');
});
