import { setSections } from '@abode/shared';
import { buildSettings, fail, ok, renderWithProviders, signInOwner, stubApi } from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReceiptPage } from './Receipt.page.tsx';
import { buildTransaction, registerSections } from './test/fixtures.ts';

const ROUTE = '/user/transaction-history/:id/receipt';
const settings = (over: Record<string, unknown> = {}) => ({
  settings: { error: false, message: '', data: buildSettings(over) },
});

function renderPage(id: string | number = 41) {
  return renderWithProviders(<ReceiptPage />, { path: `/user/transaction-history/${id}/receipt`, route: ROUTE });
}

const cell = (testId: string) => screen.getByTestId(testId).textContent;

describe('ReceiptPage', () => {
  const originalPrint = window.print;
  beforeEach(() => {
    registerSections();
    signInOwner();
  });
  afterEach(() => {
    cleanup();
    setSections([]);
    signInOwner(null);
    vi.unstubAllGlobals();
    window.print = originalPrint;
  });

  it('shows the receipt of a paid transaction and prints it', async () => {
    const api = stubApi({ get_payment_details: ok([buildTransaction()]) }, settings({ company_name: 'Acme Realty' }));
    renderPage();
    const receipt = await screen.findByTestId('receipt');
    expect(document.title).toBe('Receipt | Abode');
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy();
    await waitFor(() => expect(cell('receipt-company')).toBe('Acme Realty'));
    expect(within(receipt).getByRole('heading', { level: 2, name: 'Acme Realty' })).toBeTruthy();
    expect(
      within(receipt)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Receipt number',
      'Date',
      'Billed to',
      'Package',
      'Duration',
      'Payment method',
      'Transaction ID',
      'Amount paid',
      'Status',
    ]);
    expect(cell('receipt-number')).toBe('#41');
    expect(within(screen.getByTestId('receipt-date')).getByRole('time').getAttribute('datetime')).toBe(
      '2026-03-01T10:00:00.000Z',
    );
    expect(cell('receipt-buyer')).toBe('Arjun Mehta · agent@abode.test');
    expect(cell('receipt-package')).toBe('Gold');
    expect(cell('receipt-duration')).toBe('30 Days');
    expect(cell('receipt-gateway')).toBe('Stripe');
    expect(cell('receipt-gateway-id')).toBe('pi_3Abc');
    expect(cell('receipt-amount')).toBe('$ 499.00');
    expect(cell('receipt-status')).toBe('Paid');

    // Only the receipt is marked for paper; the Print button is outside it.
    expect(receipt.hasAttribute('data-print-receipt')).toBe(true);
    const print = vi.fn();
    window.print = print;
    const button = screen.getByRole('button', { name: 'Print' });
    expect(receipt.contains(button)).toBe(false);
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);

    expect(Object.fromEntries(api.of('get_payment_details')[0]?.url.searchParams ?? [])).toEqual({
      payment_transaction_id: '41',
    });
  });

  it('names the company "Abode" when web settings name none', async () => {
    stubApi({ get_payment_details: ok([buildTransaction({ transaction_id: null })]) }, settings());
    renderPage();
    await screen.findByTestId('receipt');
    expect(cell('receipt-company')).toBe('Abode');
    // No gateway id: the order id stands in.
    expect(cell('receipt-gateway-id')).toBe('cs_test_1');
  });

  it.each(['pending', 'review', 'failed', 'rejected', 'expired', 'canceled'] as const)(
    'shows no receipt for a %s transaction',
    async (status) => {
      stubApi({ get_payment_details: ok([buildTransaction({ payment_status: status })]) });
      renderPage();
      expect((await screen.findByTestId('receipt-unavailable')).textContent).toBe(
        'A receipt is only available for a successful payment',
      );
      expect(screen.queryByTestId('receipt')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    },
  );

  it('says the transaction is not found when the API has none of the user’s by that id', async () => {
    stubApi({ get_payment_details: ok([]) });
    renderPage(99);
    expect((await screen.findByTestId('receipt-unavailable')).textContent).toBe('Transaction not found');
    expect(screen.queryByTestId('receipt')).toBeNull();
  });

  it('says not found for a 404 too, and for an id that is not a number without asking', async () => {
    stubApi({ get_payment_details: fail(404, 'Transaction not found', 'NOT_FOUND') });
    renderPage(98);
    expect((await screen.findByTestId('receipt-unavailable')).textContent).toBe('Transaction not found');
    cleanup();

    const api = stubApi({ get_payment_details: ok([buildTransaction()]) });
    renderPage('abc');
    expect((await screen.findByTestId('receipt-unavailable')).textContent).toBe('Transaction not found');
    expect(api.of('get_payment_details')).toHaveLength(0);
  });

  it('holds the place of the receipt while loading', async () => {
    stubApi({ get_payment_details: () => new Promise(() => {}) });
    renderPage();
    expect(await screen.findByTestId('receipt-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('receipt')).toBeNull();
  });

  it('shows the error with a retry when the call fails', async () => {
    stubApi({ get_payment_details: fail(500, 'Something Went Wrong', 'INTERNAL') });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Something Went Wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByTestId('receipt')).toBeNull();
  });
});
