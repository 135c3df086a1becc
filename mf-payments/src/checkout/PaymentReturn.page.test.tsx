import { ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTransaction } from '../account/test/fixtures.ts';
import { registerSections, resetPageTest, signInBuyer } from '../test/sections.ts';
import { PaymentReturnPage } from './PaymentReturn.page.tsx';

const render = (query: string) => renderWithProviders(<PaymentReturnPage />, { path: `/payment/return?${query}` });

describe('PaymentReturnPage', () => {
  beforeEach(() => {
    registerSections();
    signInBuyer();
  });
  afterEach(resetPageTest);

  it('asks the server to verify, then says the package is active, with the receipt link', async () => {
    const { of } = stub({ 'verify-payment': ok(buildTransaction({ id: 12, payment_status: 'success' })) });
    render('gateway=paystack&payment_transaction_id=12&reference=abode_x');
    expect((await screen.findByTestId('payment-outcome')).dataset.status).toBe('success');
    expect(of('verify-payment')[0]?.form?.get('payment_transaction_id')).toBe('12');
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      '/user/transaction-history/12/receipt',
    );
  });

  it("the buyer canceled at the gateway: the checkout is ended as canceled, with the spec's message", async () => {
    const { of } = stub({
      'payment-transaction-fail': ok(buildTransaction({ id: 12, payment_status: 'canceled' })),
    });
    render('gateway=flutterwave&payment_transaction_id=12&status=cancelled');
    expect(await screen.findByText('Payment canceled. Please try again later.')).toBeTruthy();
    const form = of('payment-transaction-fail')[0]?.form;
    expect([form?.get('payment_transaction_id'), form?.get('reason')]).toEqual(['12', 'canceled']);
    expect(of('verify-payment')).toHaveLength(0);
  });

  it("a failed payment: 'Payment failed' and the way back to the plans", async () => {
    stub({ 'verify-payment': ok(buildTransaction({ id: 3, payment_status: 'failed' })) });
    render('gateway=stripe&payment_transaction_id=3');
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe('/subscription-plan');
  });

  it('a bad id makes no call', async () => {
    const { calls } = stub({});
    render('gateway=stripe&payment_transaction_id=abc');
    expect(await screen.findByText('Transaction not found')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.endpoint !== 'web-settings')).toHaveLength(0));
  });
});

function stub(answers: Parameters<typeof stubApi>[0]) {
  return stubApi(answers);
}
