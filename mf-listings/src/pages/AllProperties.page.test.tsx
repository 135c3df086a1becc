import { buildCategory, buildPropertyListItem, ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AllPropertiesPage } from './AllProperties.page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const categories = ok([
  buildCategory({
    id: 2,
    category: 'Apartment',
    slug_id: 'apartment',
    parameter_types: [
      { id: 5, name: 'Bedrooms', type_of_parameter: 'number', type_values: [], image: '', is_required: 1 },
      { id: 6, name: 'Parking', type_of_parameter: 'radio', type_values: ['Yes', 'No'], image: '', is_required: 0 },
    ],
  }),
  buildCategory({ id: 3, category: 'Villa', slug_id: 'villa' }),
]);

function lastSearch(of: (e: string) => { url: URL }[]) {
  const list = of('get-property-list');
  return list.at(-1)?.url.searchParams;
}

// Typing through user-event is slow when the whole suite runs in parallel.
describe('AllPropertiesPage', { timeout: 20_000 }, () => {
  it('sends the URL filters to get-property-list, empty ones dropped, and lists the cards', async () => {
    const { of } = stubApi({
      get_categories: categories,
      'get-property-list': ok([
        buildPropertyListItem(),
        buildPropertyListItem({ id: 2, slug_id: 'b', title: 'Villa B', is_premium: true }),
      ]),
    });
    renderWithProviders(<AllPropertiesPage />, {
      path: '/properties?property_type=0&city=Mumbai&search=sea&sort=price_asc&get_all_premium_properties=1&min_price=',
    });
    expect(await screen.findByText('Sea View Apartment')).toBeTruthy();
    expect((await screen.findAllByText('₹ 2.50 Cr')).length).toBe(2);
    const q = lastSearch(of);
    expect(q?.get('property_type')).toBe('0');
    expect(q?.get('city')).toBe('Mumbai');
    expect(q?.get('search')).toBe('sea');
    expect(q?.get('sort')).toBe('price_asc');
    expect(q?.get('get_all_premium_properties')).toBe('1');
    expect(q?.get('offset')).toBe('0');
    expect(q?.get('limit')).toBe('12');
    expect(q?.has('min_price')).toBe(false);
    expect(q?.has('category_id')).toBe(false);
    expect(screen.getByTestId('result-count').textContent).toBe('2 properties');
    // A premium listing carries its badge.
    const premiumCard = screen.getByRole('link', { name: /Villa B/ });
    expect(within(premiumCard).getByText('Premium')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Sea View Apartment/ }).getAttribute('href')).toBe(
      '/properties-details/sea-view-apartment-bandra',
    );
    // The map view keeps the same search.
    expect(screen.getByRole('link', { name: 'Map view' }).getAttribute('href')).toBe(
      '/properties-on-map?search=sea&property_type=0&city=Mumbai&get_all_premium_properties=1&sort=price_asc',
    );
  });

  it('applies the form to the URL and the query, and clears it', async () => {
    const { of } = stubApi({
      get_categories: categories,
      'get-property-list': ok([buildPropertyListItem()]),
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AllPropertiesPage />, { path: '/properties?page=3' });
    await screen.findByText('Sea View Apartment');
    await user.click(screen.getByLabelText('Rent'));
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.type(screen.getByLabelText('Min price'), '1000');
    await user.type(screen.getByLabelText('Max price'), '90000');
    await user.click(screen.getByLabelText('Yesterday'));
    await user.click(screen.getByLabelText('Featured (promoted) only'));
    await user.selectOptions(screen.getByLabelText('Category'), 'Apartment');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    await waitFor(() => expect(lastSearch(of)?.get('city')).toBe('Pune'));
    const q = lastSearch(of);
    expect(q?.get('property_type')).toBe('1');
    expect(q?.get('min_price')).toBe('1000');
    expect(q?.get('max_price')).toBe('90000');
    expect(q?.get('posted_since')).toBe('1');
    expect(q?.get('promoted')).toBe('1');
    expect(q?.get('category_id')).toBe('2');
    expect(q?.get('offset')).toBe('0'); // applying goes back to page 1
    expect(router.state.location.search).toBe(
      '?property_type=1&category_id=2&city=Pune&min_price=1000&max_price=90000&posted_since=1&promoted=1',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastSearch(of)?.has('city')).toBe(false));
    expect([...(lastSearch(of)?.keys() ?? [])].sort()).toEqual(['limit', 'offset']);
  });

  it('refuses a min price above the max price without searching', async () => {
    const { of } = stubApi({
      get_categories: categories,
      'get-property-list': ok([buildPropertyListItem()]),
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AllPropertiesPage />, { path: '/properties' });
    await screen.findByText('Sea View Apartment');
    const before = of('get-property-list').length;
    await user.type(screen.getByLabelText('Min price'), '5000');
    await user.type(screen.getByLabelText('Max price'), '100');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(await screen.findByText('The max price must be at least the min price.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(of('get-property-list')).toHaveLength(before);
  });

  it('picks parameters of the chosen category that must have a value', async () => {
    const { of } = stubApi({
      get_categories: categories,
      'get-property-list': ok([buildPropertyListItem()]),
    });
    const user = userEvent.setup();
    renderWithProviders(<AllPropertiesPage />, { path: '/properties?category_id=2' });
    await screen.findByText('Sea View Apartment');
    await user.click(screen.getByLabelText('Must have', { selector: 'input:not([type=hidden])' }));
    await user.click(await screen.findByRole('option', { name: 'Bedrooms', hidden: true }));
    await user.click(screen.getByRole('option', { name: 'Parking', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    await waitFor(() => expect(lastSearch(of)?.get('parameter_id')).toBe('5,6'));
    expect(lastSearch(of)?.get('category_id')).toBe('2');
  });

  it('sorts at once and goes back to page 1', async () => {
    const { of } = stubApi({
      get_categories: categories,
      'get-property-list': ok([buildPropertyListItem()], { total: 40 }),
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AllPropertiesPage />, { path: '/properties?city=Pune&page=2' });
    await screen.findByText('Sea View Apartment');
    expect(lastSearch(of)?.get('offset')).toBe('12');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    await waitFor(() => expect(lastSearch(of)?.get('sort')).toBe('price_desc'));
    expect(lastSearch(of)?.get('offset')).toBe('0');
    expect(lastSearch(of)?.get('city')).toBe('Pune');
    expect(router.state.location.search).toBe('?city=Pune&sort=price_desc');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    await waitFor(() => expect(router.state.location.search).toBe('?city=Pune'));
  });

  it('asks for the next offset on page 2', async () => {
    const { of } = stubApi({
      get_categories: categories,
      'get-property-list': ok([buildPropertyListItem()], { total: 30 }),
    });
    renderWithProviders(<AllPropertiesPage />, { path: '/properties' });
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(of('get-property-list').some((c) => c.url.searchParams.get('offset') === '12')).toBe(true),
    );
  });

  it('says "1,000+" when the API stopped counting at its cap', async () => {
    stubApi({
      get_categories: categories,
      'get-property-list': ok([buildPropertyListItem()], { total: 1000, total_capped: true }),
    });
    renderWithProviders(<AllPropertiesPage />, { path: '/properties' });
    await waitFor(() => expect(screen.getByTestId('result-count').textContent).toBe('1,000+ properties'));
  });

  it('titles a category page with its name and filters by its slug', async () => {
    const { of } = stubApi({
      get_categories: categories,
      'get-property-list': ok([buildPropertyListItem()]),
    });
    renderWithProviders(<AllPropertiesPage />, { path: '/properties?category_slug_id=villa' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Villa' })).toBeTruthy();
    expect(lastSearch(of)?.get('category_slug_id')).toBe('villa');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('3');
    expect(screen.getByRole('link', { name: 'All categories' }).getAttribute('href')).toBe('/properties/categories');
  });

  it('shows the error state with a retry when the API fails', async () => {
    stubApi({
      get_categories: categories,
      'get-property-list': { status: 400, body: { error: true, message: 'min_price must be a number' } },
    });
    renderWithProviders(<AllPropertiesPage />, { path: '/properties' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('min_price must be a number').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
