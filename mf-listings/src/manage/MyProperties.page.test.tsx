import { renderWithProviders, stubApi } from '@abode/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addedProperty, signIn } from '../posting/posting.fixtures.ts';
import { withSections } from '../test/sections.ts';
import { MyPropertiesPage } from './MyProperties.page.tsx';

// The package dialog leads to the plans page of whichever section fills that role, as in the shell.
withSections();

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  signIn(null);
});

const approved = addedProperty({ id: 41, request_status: 'approved', status: 1 });
const rejected = addedProperty({
  id: 42,
  slug_id: 'rejected-flat',
  title: 'Rejected Flat',
  request_status: 'rejected',
  status: 0,
  reject_reason: { id: 1, reason: 'Photos are blurry', created_at: '2024-06-01T00:00:00.000Z' },
});
const sold = addedProperty({
  id: 43,
  slug_id: 'sold-house',
  title: 'Sold House',
  request_status: 'approved',
  property_type: 'sold',
});

function render() {
  return renderWithProviders(<MyPropertiesPage />, { path: '/user/properties', route: '/user/properties' });
}

describe('MyPropertiesPage', () => {
  it('lists the owner’s listings with their states, the reject reason and the right actions', async () => {
    stubApi({
      'get-added-properties': { body: { error: false, message: '', total: 3, data: [approved, rejected, sold] } },
    });
    render();
    const first = await screen.findByTestId('my-property-41');
    expect(within(first).getByTestId('badge-approved').textContent).toBe('Approved');
    expect(within(first).getByTestId('badge-active')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Mark as sold' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Feature this property' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/my-property/sunny-villa-koramangala',
    );
    expect(within(first).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/user/edit-property/sunny-villa-koramangala',
    );
    const second = screen.getByTestId('my-property-42');
    expect(within(second).getByTestId('reject-reason').textContent).toBe('Rejected: Photos are blurry');
    // Activation is for approved listings only.
    expect(within(second).queryByRole('button', { name: /Activate|Deactivate/ })).toBeNull();
    expect(within(second).queryByRole('button', { name: 'Feature this property' })).toBeNull();
    const third = screen.getByTestId('my-property-43');
    expect(within(third).getByTestId('badge-sold')).toBeTruthy();
    expect(within(third).getByRole('button', { name: 'Available for sale again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add property' }).getAttribute('href')).toBe('/user/add-property');
  });

  it('filters by state through get-added-properties', async () => {
    const { calls } = stubApi({ 'get-added-properties': { body: { error: false, message: '', total: 0, data: [] } } });
    const { router } = render();
    await screen.findByText('No properties here yet.');
    await userEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('request_status')).toBe('rejected'));
    expect(router.state.location.search).toBe('?status=rejected');
    await userEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('status')).toBe('0'));
    expect(calls.at(-1)?.url.searchParams.get('request_status')).toBe('approved');
    await userEvent.click(screen.getByRole('radio', { name: 'Sold' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('property_type')).toBe('2'));
  });

  it('marks sold after confirmation, deactivates, and deletes after confirmation', async () => {
    const { calls } = stubApi({
      'get-added-properties': { body: { error: false, message: '', total: 1, data: [approved] } },
      update_property_status: { body: { error: false, message: 'Property Status Updated Successfully', data: [] } },
      'change-property-status': { body: { error: false, message: 'Property Status Updated Successfully', data: [] } },
      delete_property: { body: { error: false, message: 'Property Deleted Successfully', data: [] } },
    });
    render();
    const card = await screen.findByTestId('my-property-41');
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as sold' }));
    // Asked first: cancelling changes nothing.
    const asked = await screen.findByRole('dialog', { name: 'Mark as sold?' });
    // The dialog's own Cancel (its close button is named Cancel too).
    const cancel = within(asked).getAllByRole('button', { name: 'Cancel' }).at(-1);
    if (!cancel) throw new Error('no Cancel');
    await userEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.endpoint === 'update_property_status')).toBe(false);
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as sold' }));
    const sold = await screen.findByRole('dialog', { name: 'Mark as sold?' });
    await userEvent.click(within(sold).getByRole('button', { name: 'Mark as sold' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'update_property_status')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sell = calls.find((c) => c.endpoint === 'update_property_status')?.form;
    expect([sell?.get('property_id'), sell?.get('status')]).toEqual(['41', '2']);
    await userEvent.click(within(card).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'change-property-status')).toBe(true));
    expect(calls.find((c) => c.endpoint === 'change-property-status')?.form?.get('status')).toBe('0');
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete property' });
    expect(calls.some((c) => c.endpoint === 'delete_property')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete property' }));
    await waitFor(() => expect(calls.find((c) => c.endpoint === 'delete_property')?.form?.get('id')).toBe('41'));
  });

  it('marks a rent listing rented only once the owner confirms', async () => {
    const forRent = addedProperty({ id: 41, request_status: 'approved', status: 1, property_type: 'rent' });
    const { calls } = stubApi({
      'get-added-properties': { body: { error: false, message: '', total: 1, data: [forRent] } },
      update_property_status: { body: { error: false, message: 'Property Status Updated Successfully', data: [] } },
    });
    render();
    const card = await screen.findByTestId('my-property-41');
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as rented' }));
    const asked = await screen.findByRole('dialog', { name: 'Mark as rented?' });
    expect(calls.some((c) => c.endpoint === 'update_property_status')).toBe(false);
    await userEvent.click(within(asked).getByRole('button', { name: 'Mark as rented' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'update_property_status')).toBe(true));
    expect(calls.find((c) => c.endpoint === 'update_property_status')?.form?.get('status')).toBe('3');
  });

  it('asks the package rule before a featuring request, and shows the dialog when refused', async () => {
    const { calls } = stubApi({
      'get-added-properties': { body: { error: false, message: '', total: 1, data: [approved] } },
      'check-package-limit': {
        body: {
          error: false,
          message: '',
          data: { package_available: true, feature_available: true, limit_available: false },
        },
      },
    });
    const { router } = render();
    const card = await screen.findByTestId('my-property-41');
    await userEvent.click(within(card).getByRole('button', { name: 'Feature this property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Package required' });
    expect(within(dialog).getByText('Your Package Limit is Over. Please Purchase Package.')).toBeTruthy();
    expect(calls.find((c) => c.endpoint === 'check-package-limit')?.url.searchParams.get('type')).toBe(
      'property_feature',
    );
    expect(calls.some((c) => c.endpoint === 'store_advertisement')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-plan'));
  });

  it('sends the featuring request when the package allows it and the owner confirms', async () => {
    const { calls } = stubApi({
      'get-added-properties': { body: { error: false, message: '', total: 1, data: [approved] } },
      'check-package-limit': {
        body: {
          error: false,
          message: '',
          data: { package_available: true, feature_available: true, limit_available: true },
        },
      },
      store_advertisement: { body: { error: false, message: 'Advertisement request sent successfully', data: [] } },
    });
    render();
    const card = await screen.findByTestId('my-property-41');
    await userEvent.click(within(card).getByRole('button', { name: 'Feature this property' }));
    // The package allows it; the owner is still asked, since the request uses a unit of the package.
    const asked = await screen.findByRole('dialog', { name: 'Feature this property?' });
    expect(calls.some((c) => c.endpoint === 'store_advertisement')).toBe(false);
    expect(within(asked).getByText(/uses one featured listing of your package/)).toBeTruthy();
    await userEvent.click(within(asked).getByRole('button', { name: 'Request featuring' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'store_advertisement')).toBe(true));
    const body = calls.find((c) => c.endpoint === 'store_advertisement')?.form;
    expect([body?.get('feature_for'), body?.get('property_id')]).toEqual(['property', '41']);
  });
});
