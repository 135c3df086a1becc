// The public lists: the cards (title image, type, title, company, place, price, rating) linking to the detail,
// the filters in the URL, paging by offset/limit, skeletons while the first page loads, the error state.
import { fail, ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aRepairWork, aService } from '../test/fixtures.ts';
import { RepairWorksPage, ServicesPage } from './Listings.page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TYPES = ok([
  { id: 1, name: 'Plumbing', image: '' },
  { id: 2, name: 'Interiors', image: '' },
]);

describe('ServicesPage', () => {
  it('shows each service as one link with its type, title, company, place, price and rating', async () => {
    stubApi({
      'get-service-type': TYPES,
      'get-service': ok(
        [
          aService({
            id: 1,
            slug_id: 'pipe-masters-1',
            title: 'Pipe Masters',
            company_name: 'Masters & Sons',
            city: 'Pune',
            location: 'Baner',
            price: 150000,
            rating_avg: 4.25,
            rating_count: 3,
            service_type: { id: 1, name: 'Plumbing' },
          }),
          aService({ id: 2, slug_id: 'bright-2', title: 'Bright Interiors', price: null }),
        ],
        { total: 2 },
      ),
    });
    renderWithProviders(<ServicesPage />, { path: '/services' });
    expect(screen.getByTestId('listing-skeleton')).toBeTruthy();
    const [first, second] = (await screen.findAllByTestId('listing-card')) as [HTMLElement, HTMLElement];
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
    expect(document.title).toBe('Services | Abode');
    expect(first.getAttribute('href')).toBe('/services/pipe-masters-1');
    expect(within(first).getByTestId('listing-title').textContent).toBe('Pipe Masters');
    expect(within(first).getByTestId('listing-company').textContent).toBe('Masters & Sons');
    expect(within(first).getByTestId('listing-place').textContent).toBe('Baner, Pune');
    expect(within(first).getByTestId('listing-type').textContent).toBe('Plumbing');
    expect(within(first).getByRole('img', { name: 'Rated 4.3 out of 5, 3 ratings' })).toBeTruthy();
    await waitFor(() => expect(within(first).getByTestId('listing-price').textContent).toBe('Price: ₹ 1.50 L'));
    expect(within(second).queryByTestId('listing-price')).toBeNull();
    expect(within(second).getByRole('img', { name: 'Not rated yet' })).toBeTruthy();
    expect(screen.getByTestId('result-count').textContent).toBe('2 services');
  });

  it('keeps the filters in the URL and asks for offset=12 on page 2', async () => {
    const api = stubApi({
      'get-service-type': TYPES,
      'get-service': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        return ok([aService({ id: offset + 1, title: `Result at ${offset}` })], { total: 25 });
      },
    });
    const { router } = renderWithProviders(<ServicesPage />, { path: '/services' });
    expect(await screen.findByText('Result at 0')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'pipe' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Pune' } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Service type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Interiors', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=pipe&city=Pune&service_type_id=2'));
    await waitFor(() => {
      const last = api.of('get-service').at(-1)?.url.searchParams;
      expect(last?.get('search')).toBe('pipe');
      expect(last?.get('city')).toBe('Pune');
      expect(last?.get('service_type_id')).toBe('2');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Result at 12')).toBeTruthy();
    const last = api.of('get-service').at(-1)?.url.searchParams;
    expect(last?.get('offset')).toBe('12');
    expect(last?.get('limit')).toBe('12');
    expect(last?.get('search')).toBe('pipe');
  });

  it('says "1,000+" when get-service stopped counting at its cap, and pages up to the cap', async () => {
    stubApi({
      'get-service-type': TYPES,
      'get-service': ok([aService({ id: 1, title: 'One of many' })], { total: 1000, total_capped: true }),
    });
    renderWithProviders(<ServicesPage />, { path: '/services' });
    expect(await screen.findByText('One of many')).toBeTruthy();
    expect(screen.getByTestId('result-count').textContent).toBe('1,000+ services');
    // 1,000 counted, 12 a page: 84 pages offered (the API serves pages past the cap too).
    expect(screen.getByRole('button', { name: 'Page 84' })).toBeTruthy();
  });

  it('does not send a malformed type from the URL', async () => {
    const api = stubApi({ 'get-service-type': TYPES, 'get-service': ok([]) });
    renderWithProviders(<ServicesPage />, { path: '/services?service_type_id=abc&city=%20' });
    expect(await screen.findByText('No data found')).toBeTruthy();
    const sent = api.of('get-service')[0]?.url.searchParams;
    expect(sent?.has('service_type_id')).toBe(false);
    expect(sent?.has('city')).toBe(false);
  });

  it('shows the error state when the API fails', async () => {
    stubApi({ 'get-service-type': TYPES, 'get-service': fail(400, 'Bad filter', 'VALIDATION') });
    renderWithProviders(<ServicesPage />, { path: '/services' });
    expect((await screen.findByRole('alert')).textContent).toContain('Bad filter');
  });
});

describe('RepairWorksPage', () => {
  it('lists repair works by category and sub-category, asking for the chosen category’s sub-categories', async () => {
    const api = stubApi({
      'get-repairworks-category': ok([{ id: 2, name: 'Plumbing', image: '', parent_id: null }]),
      'get-repairworks-sub-category': ok([{ id: 5, name: 'Leaks', image: '', parent_id: 2 }]),
      'get-repairworks': ok([aRepairWork()], { total: 1 }),
    });
    const { router } = renderWithProviders(<RepairWorksPage />, { path: '/repair-works' });
    const card = await screen.findByTestId('listing-card');
    expect(card.getAttribute('href')).toBe('/repair-works/leaking-tap-31');
    expect(within(card).getByTestId('listing-type').textContent).toBe('Plumbing · Leaks');
    expect(screen.getByRole('heading', { level: 1, name: 'Repair Works' })).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Plumbing', hidden: true }));
    await waitFor(() =>
      expect(api.of('get-repairworks-sub-category')[0]?.url.searchParams.get('repair_category_id')).toBe('2'),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Sub-category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Leaks', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category_id=2&sub_category_id=5'));
    await waitFor(() => expect(api.of('get-repairworks').at(-1)?.url.searchParams.get('sub_category_id')).toBe('5'));
  });
});
