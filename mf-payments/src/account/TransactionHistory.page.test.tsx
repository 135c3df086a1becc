import { setSections } from '@abode/shared';
import { fail, ok, type RecordedCall, renderWithProviders, signInOwner, stubApi } from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TransactionHistoryPage } from './TransactionHistory.page.tsx';
import { buildTransaction, registerSections } from './test/fixtures.ts';

const PATH = '/user/transaction-history';

const paid = buildTransaction();
const inReview = buildTransaction({
  id: 42,
  amount: 1234.5,
  currency: 'INR',
  payment_gateway: 'bank transfer',
  payment_type: 'bank transfer',
  payment_status: 'review',
  order_id: null,
  transaction_id: null,
  package: { id: 3, name: 'Silver', price: 1234.5, duration: 48 },
});
const rejected = buildTransaction({
  id: 43,
  payment_gateway: 'bank transfer',
  payment_type: 'bank transfer',
  payment_status: 'rejected',
  order_id: null,
  transaction_id: null,
  reject_reason: 'The receipt is unreadable',
});
const failed = buildTransaction({ id: 44, payment_gateway: 'paypal', payment_status: 'failed', transaction_id: null });
const free = buildTransaction({
  id: 45,
  amount: 0,
  payment_gateway: 'free',
  payment_type: 'free',
  package: { id: 1, name: 'Starter', price: 0, duration: 12 },
});

const params = (call: RecordedCall | undefined) => Object.fromEntries(call?.url.searchParams ?? []);

function renderPage(path = PATH) {
  return renderWithProviders(<TransactionHistoryPage />, { path, route: PATH });
}

const row = (id: number) => screen.getByTestId(`transaction-${id}`);

describe('TransactionHistoryPage', () => {
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

  it('lists the transactions in a table with amount, gateway, status and what each allows', async () => {
    const api = stubApi({ get_payment_details: ok([paid, inReview, rejected, failed, free]) });
    renderPage();
    const table = await screen.findByRole('table');
    expect(document.title).toBe('Transaction History | Abode');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Package', 'Amount', 'Payment method', 'Status', 'Details']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByTestId('result-count').textContent).toBe('5 transactions');

    // Paid: the amount in its own currency, the gateway's name and the receipt.
    const first = row(41);
    expect(within(first).getByRole('time').getAttribute('datetime')).toBe(paid.created_at);
    expect(within(first).getByText('Gold')).toBeTruthy();
    expect(within(first).getByTestId('amount').textContent).toBe('$ 499.00');
    expect(within(first).getByText('Stripe')).toBeTruthy();
    const paidBadge = within(first).getByTestId('payment-status');
    expect([paidBadge.textContent, paidBadge.dataset.color]).toEqual(['Paid', 'green']);
    expect(within(first).getByRole('link', { name: 'Receipt of transaction 41' }).getAttribute('href')).toBe(
      '/user/transaction-history/41/receipt',
    );

    // In review: the admin is checking the receipt; no receipt link, no upload.
    const review = row(42);
    expect(within(review).getByTestId('amount').textContent).toBe('₹ 1,234.50');
    expect(within(review).getByText('Bank transfer')).toBeTruthy();
    expect(within(review).getByTestId('payment-status').dataset.color).toBe('yellow');
    expect(within(review).getByTestId('review-note').textContent).toBe('The admin is checking your receipt.');
    expect(within(review).queryByRole('link')).toBeNull();
    expect(within(review).queryByRole('button')).toBeNull();

    // A rejected bank transfer: the admin's reason and a new receipt.
    const refused = row(43);
    expect(within(refused).getByTestId('payment-status').textContent).toBe('Rejected');
    expect(within(refused).getByTestId('reject-reason').textContent).toBe('Reason: The receipt is unreadable');
    expect(within(refused).getByRole('button', { name: 'Upload receipt again for transaction 43' })).toBeTruthy();
    expect(refused.querySelector('input[type="file"]')?.getAttribute('accept')).toBe(
      'image/jpeg,image/png,application/pdf',
    );

    // Failed: red, nothing to do. Free: no amount to pay.
    const failure = row(44);
    expect(within(failure).getByTestId('payment-status').textContent).toBe('Failed');
    expect(within(failure).getByText('PayPal')).toBeTruthy();
    expect(within(failure).getByTestId('payment-status').dataset.color).toBe('red');
    expect(within(failure).queryByRole('link')).toBeNull();
    expect(within(failure).queryByRole('button')).toBeNull();
    expect(within(row(45)).getByTestId('amount').textContent).toBe('Free');

    expect(params(api.of('get_payment_details')[0])).toEqual({ offset: '0', limit: '10' });
  });

  it('filters by payment type through the URL, starting again at page one', async () => {
    const api = stubApi({ get_payment_details: ok([paid], { total: 30 }) });
    const { router } = renderPage(`${PATH}?page=2`);
    await screen.findByTestId('transaction-41');
    expect(params(api.of('get_payment_details')[0])).toEqual({ offset: '10', limit: '10' });
    expect((screen.getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=bank'));
    await waitFor(() =>
      expect(params(api.of('get_payment_details').at(-1))).toEqual({
        payment_type: 'bank transfer',
        offset: '0',
        limit: '10',
      }),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Free' }));
    await waitFor(() => expect(params(api.of('get_payment_details').at(-1)).payment_type).toBe('free'));
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(params(api.of('get_payment_details').at(-1))).toEqual({ offset: '0', limit: '10' });
  });

  it('reads the filter and the page from the URL', async () => {
    const api = stubApi({ get_payment_details: ok([paid], { total: 30 }) });
    renderPage(`${PATH}?type=online&page=3`);
    await screen.findByTestId('transaction-41');
    expect(params(api.of('get_payment_details')[0])).toEqual({
      payment_type: 'online payment',
      offset: '20',
      limit: '10',
    });
    expect((screen.getByRole('radio', { name: 'Online' }) as HTMLInputElement).checked).toBe(true);
  });

  it('pages with the page buttons, ten a page, keeping the filter', async () => {
    const api = stubApi({ get_payment_details: ok([paid], { total: 25 }) });
    const { router } = renderPage(`${PATH}?type=free`);
    await screen.findByTestId('transaction-41');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=free&page=2'));
    await waitFor(() =>
      expect(params(api.of('get_payment_details').at(-1))).toEqual({ payment_type: 'free', offset: '10', limit: '10' }),
    );
  });

  it('uploads a new receipt for a rejected bank transfer, then shows the refreshed list', async () => {
    let uploaded = false;
    const api = stubApi({
      get_payment_details: () =>
        ok([uploaded ? { ...rejected, payment_status: 'review', reject_reason: null } : rejected]),
      'upload-bank-receipt-file': () => {
        uploaded = true;
        // As the API answers: the transaction, in review again.
        return ok({ ...rejected, payment_status: 'review', reject_reason: null }, { message: 'Receipt uploaded' });
      },
    });
    renderPage();
    await screen.findByTestId('transaction-43');
    const input = row(43).querySelector('input[type="file"]') as HTMLInputElement;
    const pdf = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });

    await waitFor(() => expect(api.of('upload-bank-receipt-file')).toHaveLength(1));
    const call = api.of('upload-bank-receipt-file')[0];
    expect(call?.method).toBe('POST');
    expect(call?.form?.get('payment_transaction_id')).toBe('43');
    const sent = call?.form?.get('file');
    expect(sent instanceof File ? sent.name : sent).toBe('receipt.pdf');
    await waitFor(() => expect(within(row(43)).getByTestId('payment-status').textContent).toBe('In review'));
    expect(api.of('get_payment_details')).toHaveLength(2);
    expect(within(row(43)).getByTestId('review-note')).toBeTruthy();
  });

  it('refuses a receipt of the wrong type or over 3 MB before sending it', async () => {
    const api = stubApi({ get_payment_details: ok([rejected]), 'upload-bank-receipt-file': ok(rejected) });
    renderPage();
    await screen.findByTestId('transaction-43');
    const input = row(43).querySelector('input[type="file"]') as HTMLInputElement;
    const button = within(row(43)).getByRole('button', { name: 'Upload receipt again for transaction 43' });

    const gif = new File(['GIF89a'], 'receipt.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    const error = await within(row(43)).findByRole('alert');
    expect(error.textContent).toBe('Please upload the receipt as an image (JPEG or PNG) or a PDF of at most 3 MB.');
    expect(button.getAttribute('aria-describedby')).toBe(error.id);

    const big = new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(row(43)).getByRole('alert')).toBeTruthy();
    expect(api.of('upload-bank-receipt-file')).toHaveLength(0);

    // Exactly 3 MB is accepted, and the message goes.
    const fits = new File([new Uint8Array(3 * 1024 * 1024)], 'fits.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [fits] } });
    await waitFor(() => expect(api.of('upload-bank-receipt-file')).toHaveLength(1));
    expect(within(row(43)).queryByRole('alert')).toBeNull();
  });

  it('says so when there are no transactions', async () => {
    stubApi({ get_payment_details: ok([]) });
    renderPage();
    expect((await screen.findByTestId('empty-state')).textContent).toContain('You have no transactions yet.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('holds the place of the rows while loading', async () => {
    stubApi({ get_payment_details: () => new Promise(() => {}) });
    renderPage();
    const skeleton = await screen.findByTestId('list-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(within(skeleton).getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with a retry when the list fails', async () => {
    const api = stubApi({ get_payment_details: fail(500, 'Something Went Wrong', 'INTERNAL') });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Something Went Wrong');
    api.answer('get_payment_details', ok([paid]));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('transaction-41')).toBeTruthy();
  });
});
