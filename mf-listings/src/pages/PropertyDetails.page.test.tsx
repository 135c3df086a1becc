import { renderWithProviders } from '@abode/shared/test';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { property, settingsBody, stubApi } from '../test-fixtures.ts';
import { PropertyDetailsPage } from './PropertyDetails.page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('PropertyDetailsPage', () => {
  it('shows the listing, its facts and similar properties, and sets title and description from SEO fields', async () => {
    const detail = property({
      meta_title: 'Bandra sea-facing 3BHK',
      meta_description: 'A sea-facing three-bedroom apartment on Bandstand with parking.',
      parameters: [
        { id: 1, name: 'Bedrooms', type_of_parameter: 'number', value: '3' },
        { id: 2, name: 'Amenities', type_of_parameter: 'checkbox', value: ['Gym', 'Pool'] },
        { id: 3, name: 'Brochure', type_of_parameter: 'file', value: '/uploads/x.pdf' },
      ],
      assign_facilities: [{ id: 1, facility_id: 1, name: 'Metro station', distance: 1.5 }],
      is_verified: true,
      customer_name: 'Asha Agent',
    });
    const { calls, fetchStub } = stubApi({
      'web-settings': () => ({ body: settingsBody }),
      get_property: () => ({
        body: {
          error: false,
          total: 1,
          data: [detail],
          similar_properties: [property({ id: 2, slug_id: 'other', title: 'Other Flat' })],
        },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    renderWithProviders(<PropertyDetailsPage />, {
      path: '/properties-details/sea-view-apartment-bandra',
      route: '/properties-details/:slug_id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sea View Apartment' })).toBeTruthy();
    expect(calls.find((u) => u.pathname.endsWith('/get_property'))?.searchParams.get('slug_id')).toBe(
      'sea-view-apartment-bandra',
    );
    await waitFor(() => expect(screen.getByTestId('detail-price').textContent).toContain('₹ 2.50 Cr'));
    expect(screen.getByText('Gym, Pool')).toBeTruthy();
    expect(screen.queryByText('Brochure')).toBeNull(); // file parameters are not shown as text
    expect(screen.getByText('Metro station')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Other Flat')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Bandra sea-facing 3BHK | Abode'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(detail.meta_description);
  });

  it('sends a visitor to the plans page for a premium property', async () => {
    const { fetchStub } = stubApi({
      'web-settings': () => ({ body: settingsBody }),
      get_property: () => ({
        status: 403,
        body: { error: true, message: 'Cannot Access Premium Property, Feature Not Available' },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    renderWithProviders(<PropertyDetailsPage />, {
      path: '/properties-details/x',
      route: '/properties-details/:slug_id',
    });
    const alert = await screen.findByTestId('premium-required');
    expect(alert.textContent).toContain('Cannot Access Premium Property, Feature Not Available');
    expect(screen.getByRole('link', { name: 'Subscription Plan' }).getAttribute('href')).toBe('/subscription-plan');
  });
});
