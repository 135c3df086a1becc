// A reported rough edge: an address filled from the map already holds the city, state and country; the detail page
// appended them again ("…, Mumbai, Maharashtra, India, Mumbai, Maharashtra, India").
import { buildProperty, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PropertyDetailsPage } from './PropertyDetails.page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PropertyDetailsPage address', () => {
  it('names each place once when the auto-filled address already ends with city, state and country', async () => {
    const detail = buildProperty({
      address: 'Bandstand, Bandra West, Mumbai, Maharashtra, India',
      city: 'Mumbai',
      state: 'maharashtra',
      country: 'India',
      latitude: '19.05',
      longitude: '72.82',
    } as object);
    stubApi({
      get_property: { body: { error: false, message: '', total: 1, data: [detail], similar_properties: [] } },
    });
    renderWithProviders(<PropertyDetailsPage />, {
      path: '/properties-details/sea-view-apartment-bandra',
      route: '/properties-details/:slug_id',
    });
    await screen.findByRole('heading', { level: 1, name: 'Sea View Apartment' });
    const line = 'Bandstand, Bandra West, Mumbai, Maharashtra, India';
    // Once under the title and once in the location section, each naming every place once.
    expect(screen.getAllByText(/^Bandstand/).map((e) => e.textContent)).toEqual([line, line]);
    expect(within(screen.getByTestId('property-location')).getByText(line)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/India, Mumbai/i);
  });
});
