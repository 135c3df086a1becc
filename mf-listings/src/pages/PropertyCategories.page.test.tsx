import { renderWithProviders } from '@abode/shared/test';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../tools/stub-api.ts';
import { PropertyCategoriesPage } from './PropertyCategories.page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PropertyCategoriesPage', () => {
  it('lists the categories that have listings, with counts, linking to the filtered list', async () => {
    const { of } = stubApi({
      get_categories: {
        body: {
          error: false,
          message: '',
          total: 2,
          data: [
            {
              id: 2,
              category: 'Apartment',
              slug_id: 'apartment',
              image: '',
              parameter_types: [],
              properties_count: 14,
            },
            { id: 3, category: 'Villa', slug_id: 'villa', image: '', parameter_types: [], properties_count: 3 },
          ],
        },
      },
    });
    renderWithProviders(<PropertyCategoriesPage />, { path: '/properties/categories' });
    const villa = await screen.findByRole('link', { name: /Villa/ });
    expect(villa.getAttribute('href')).toBe('/properties?category_slug_id=villa');
    expect(villa.textContent).toContain('3 properties');
    expect(screen.getByRole('link', { name: /Apartment/ }).textContent).toContain('14');
    expect(of('get_categories')[0]?.url.searchParams.get('has_property')).toBe('1');
  });

  it('says so when there are none', async () => {
    stubApi({ get_categories: { body: { error: false, message: '', total: 0, data: [] } } });
    renderWithProviders(<PropertyCategoriesPage />, { path: '/properties/categories' });
    expect(await screen.findByText('No data found')).toBeTruthy();
  });
});
