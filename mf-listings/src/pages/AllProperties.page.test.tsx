import { renderWithProviders } from '@abode/shared/test';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { property, settingsBody, stubApi } from '../test-fixtures.ts';
import { AllPropertiesPage } from './AllProperties.page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('AllPropertiesPage', () => {
  it('lists properties with prices in the configured currency and sends the URL filters', async () => {
    const { calls, fetchStub } = stubApi({
      'web-settings': () => ({ body: settingsBody }),
      get_categories: () => ({ body: { error: false, data: [{ id: 2, category: 'Apartment' }], total: 1 } }),
      get_property: () => ({ body: { error: false, message: '', total: 1, data: [property()] } }),
    });
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    renderWithProviders(<AllPropertiesPage />, { path: '/properties?property_type=0&city=Mumbai&search=sea' });
    expect(await screen.findByText('Sea View Apartment')).toBeTruthy();
    expect(await screen.findByText('₹ 2.50 Cr')).toBeTruthy();
    const request = calls.find((u) => u.pathname.endsWith('/get_property'));
    expect(request?.searchParams.get('property_type')).toBe('0');
    expect(request?.searchParams.get('city')).toBe('Mumbai');
    expect(request?.searchParams.get('search')).toBe('sea');
    expect(request?.searchParams.get('offset')).toBe('0');
    expect(request?.searchParams.has('min_price')).toBe(false); // empty filters are not sent
    expect(screen.getByRole('link', { name: /Sea View Apartment/ }).getAttribute('href')).toBe(
      '/properties-details/sea-view-apartment-bandra',
    );
  });

  it('asks for the next offset on page 2', async () => {
    const { calls, fetchStub } = stubApi({
      'web-settings': () => ({ body: settingsBody }),
      get_categories: () => ({ body: { error: false, data: [], total: 0 } }),
      get_property: () => ({ body: { error: false, total: 30, data: [property()] } }),
    });
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    renderWithProviders(<AllPropertiesPage />, { path: '/properties' });
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(calls.some((u) => u.pathname.endsWith('/get_property') && u.searchParams.get('offset') === '12')).toBe(
        true,
      ),
    );
  });

  it('shows the error state with a retry when the API fails', async () => {
    const { fetchStub } = stubApi({
      'web-settings': () => ({ body: settingsBody }),
      get_categories: () => ({ body: { error: false, data: [] } }),
      get_property: () => ({ status: 400, body: { error: true, message: 'min_price must be a number' } }),
    });
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    renderWithProviders(<AllPropertiesPage />, { path: '/properties?min_price=abc' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('min_price must be a number').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
