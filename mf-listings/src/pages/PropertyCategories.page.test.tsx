import { buildCategory, ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PropertyCategoriesPage } from './PropertyCategories.page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PropertyCategoriesPage', () => {
  it('lists the categories that have listings, with counts, linking to the filtered list', async () => {
    const { of } = stubApi({
      get_categories: ok([
        buildCategory({ id: 2, category: 'Apartment', slug_id: 'apartment', properties_count: 14 }),
        buildCategory({ id: 3, category: 'Villa', slug_id: 'villa', properties_count: 3 }),
      ]),
    });
    renderWithProviders(<PropertyCategoriesPage />, { path: '/properties/categories' });
    const villa = await screen.findByRole('link', { name: /Villa/ });
    expect(villa.getAttribute('href')).toBe('/properties?category_slug_id=villa');
    expect(villa.textContent).toContain('3 properties');
    expect(screen.getByRole('link', { name: /Apartment/ }).textContent).toContain('14');
    expect(of('get_categories')[0]?.url.searchParams.get('has_property')).toBe('1');
  });

  it('says so when there are none', async () => {
    stubApi({ get_categories: ok([]) });
    renderWithProviders(<PropertyCategoriesPage />, { path: '/properties/categories' });
    expect(await screen.findByText('No data found')).toBeTruthy();
  });
});
