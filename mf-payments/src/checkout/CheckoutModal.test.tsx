import { buildPackage, buildSettings, fail, ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTransaction } from '../account/test/fixtures.ts';
import { registerSections, resetPageTest, signInBuyer } from '../test/sections.ts';
import { CheckoutModal } from './CheckoutModal.tsx';

const plan = buildPackage({ id: 2, name: 'Gold', package_type: 'paid', price: 2499, duration: 720, features: [] });
const pairs = (o: Record<string, string>) => Object.entries(o).map(([type, data]) => ({ type, data }));
const SETTINGS = buildSettings({ currency_symbol: '₹', selected_currency_data: { code: 'INR', symbol: '₹' } });

const stub = (answers: Parameters<typeof stubApi>[0]) =>
  stubApi(answers, { settings: { error: false, message: '', data: SETTINGS } });

const open = () =>
  renderWithProviders(<CheckoutModal plan={plan} opened onClose={() => undefined} />, { path: '/subscription-plan' });

describe('CheckoutModal', () => {
  beforeEach(() => {
    registerSections();
    signInBuyer();
  });
  afterEach(resetPageTest);

  it("no method enabled: the spec's message, nothing to press", async () => {
    stub({ get_payment_settings: ok(pairs({ stripe_gateway: '0', bank_transfer_status: '0' })) });
    open();
    expect((await screen.findByTestId('no-payment-method')).textContent).toBe(
      'No payment method is enabled. Please contact the admin.',
    );
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it('bank transfer: shows the bank details, refuses a wrong file, sends the receipt with the package id only', async () => {
    const { of } = stub({
      get_payment_settings: ok(
        pairs({
          bank_transfer_status: '1',
          bank_details: JSON.stringify([{ title: 'IFSC', value: 'DEMO0001234' }]),
        }),
      ),
      'initiate-bank-transfer': ok(buildTransaction({ id: 9, payment_status: 'review' }), {
        message: 'Your receipt has been sent.',
        bank_details: [],
      }),
    });
    open();
    expect((await screen.findByTestId('bank-details')).textContent).toContain('DEMO0001234');
    // The exact amount in the site's currency, never the listing abbreviation ('₹ 2.50 K').
    expect(screen.getByTestId('amount-to-pay').textContent).toBe('₹ 2,499.00');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'virus.exe', { type: 'application/x-msdownload' })] },
    });
    expect(
      await screen.findByText('Please upload the receipt as an image (JPEG or PNG) or a PDF of at most 3 MB.'),
    ).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'r.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send receipt' }));
    await waitFor(() => expect(of('initiate-bank-transfer')).toHaveLength(1));
    const form = of('initiate-bank-transfer')[0]?.form;
    expect(form?.get('package_id')).toBe('2');
    expect((form?.get('file') as File | undefined)?.name).toBe('r.pdf');
    expect(form?.has('amount')).toBe(false);
  });

  it('a redirect gateway: starts the checkout (no amount sent) and goes to the gateway page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const { of } = stub({
      get_payment_settings: ok(pairs({ paystack_gateway: '1', paystack_currency: 'NGN' })),
      'create-payment-intent': ok({
        payment_intent: {
          payment_transaction_id: 5,
          gateway: 'paystack',
          id: 'abode_ref',
          amount: 999,
          currency: 'NGN',
          redirect_url: 'https://checkout.paystack.com/abc',
        },
        payment_transaction: buildTransaction({ id: 5, payment_gateway: 'paystack', payment_status: 'pending' }),
      }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    // The gateway charges in its own currency: that is the amount to pay.
    expect(screen.getByTestId('amount-to-pay').textContent).toBe('₦ 2,499.00');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.paystack.com/abc'));
    const form = of('create-payment-intent')[0]?.form;
    expect(form?.get('package_id')).toBe('2');
    expect(form?.has('amount')).toBe(false);
  });

  it("the gateway is down: the server's message as a toast, nothing else happens", async () => {
    stub({
      get_payment_settings: ok(pairs({ stripe_gateway: '1', stripe_publishable_key: 'pk_test' })),
      'create-payment-intent': fail(
        503,
        'The payment service could not be reached. Please try again later.',
        'UNAVAILABLE',
      ),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeTruthy();
    expect(screen.queryByTestId('stripe-payment-element')).toBeNull();
  });
});
