// A reported rough edge: the filter panel filled the first screen of All properties on a laptop, and an empty result said
// only "No data found". The essential filters now sit in one row, the rest behind "More filters" with a
// count; phones get the whole panel behind a Filters button; an empty filtered result says what to change.
import { buildPropertyListItem, ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AllPropertiesPage } from './AllProperties.page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const categories = ok([]);

/** Pretends the screen is a phone's (the panel reads `(max-width: …)`). */
function onPhone() {
  const real = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query.includes('max-width') ? ({ ...real(query), matches: true, media: query } as MediaQueryList) : real(query),
  );
}

describe('All properties filters', { timeout: 20_000 }, () => {
  it('shows type, category, city and price in one row and keeps the rest behind "More filters"', async () => {
    stubApi({ get_categories: categories, 'get-property-list': ok([buildPropertyListItem()]) });
    const user = userEvent.setup();
    renderWithProviders(<AllPropertiesPage />, { path: '/properties' });
    await screen.findByText('Sea View Apartment');

    const row = screen.getByTestId('essential-filters');
    for (const name of ['Category', 'City', 'Min price', 'Max price']) {
      expect(within(row).getByRole(/Category/.test(name) ? 'combobox' : 'textbox', { name })).toBeTruthy();
    }
    expect(within(row).getByRole('radio', { name: 'Rent' })).toBeTruthy();
    // The secondary filters are out of sight (and of the accessibility tree) until asked for.
    const more = screen.getByRole('button', { name: 'More filters' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Country' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Featured (promoted) only' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('textbox', { name: 'Country' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Featured (promoted) only' })).toBeTruthy();
  });

  it('counts the active filters, and those behind "More filters" on its button', async () => {
    stubApi({ get_categories: categories, 'get-property-list': ok([buildPropertyListItem()]) });
    renderWithProviders(<AllPropertiesPage />, {
      path: '/properties?city=Pune&min_price=10&max_price=900&country=India&promoted=1&sort=price_asc',
    });
    await screen.findByText('Sea View Apartment');
    // city, price (one range), country, promoted; the order is not a filter.
    expect(screen.getByTestId('active-filter-count').textContent).toBe('4 active');
    expect(screen.getByTestId('more-filters').textContent).toBe('More filters2');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('puts the whole panel behind a Filters button on a phone', async () => {
    onPhone();
    stubApi({ get_categories: categories, 'get-property-list': ok([buildPropertyListItem()]) });
    const user = userEvent.setup();
    renderWithProviders(<AllPropertiesPage />, { path: '/properties?city=Pune' });
    await screen.findByText('Sea View Apartment');
    const toggle = screen.getByTestId('filters-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('Filters1');
    expect(screen.queryByRole('textbox', { name: 'City' })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByRole('textbox', { name: 'City' })).getAttribute('value')).toBe('Pune');
  });
});

describe('All properties empty result', { timeout: 20_000 }, () => {
  it('says what to change and offers to clear the filters when a filtered search found nothing', async () => {
    const { of } = stubApi({
      get_categories: categories,
      'get-property-list': ok([], { message: 'No data found!' }),
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AllPropertiesPage />, { path: '/properties?city=Atlantis&max_price=10' });
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('No data found')).toBeTruthy();
    expect(
      within(empty).getByText(
        'No properties match these filters. Try a wider price range, another city or fewer filters.',
      ),
    ).toBeTruthy();
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(of('get-property-list').at(-1)?.url.searchParams.has('city')).toBe(false));
  });

  it('keeps the plain "No data found" without a hint or button when no filter is on', async () => {
    stubApi({ get_categories: categories, 'get-property-list': ok([]) });
    renderWithProviders(<AllPropertiesPage />, { path: '/properties' });
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toBe('No data found');
    expect(within(empty).queryByRole('button')).toBeNull();
  });
});
