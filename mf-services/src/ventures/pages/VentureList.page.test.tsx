import { ok, renderWithProviders, stubApi, withSections } from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { section } from '../../section.ts';
import { buildConstructionDetail, buildJvDetail, buildListItem, LOOKUP_ANSWERS } from '../test/fixtures.ts';
import { ConstructionsPage, JointVenturesPage, PAGE_SIZE } from './VentureList.page.tsx';

withSections(section);

const land = buildListItem(buildJvDetail());
const builders = buildListItem(buildConstructionDetail());

describe('JointVenturesPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('holds the grid with skeleton cards, then shows each post: image, kind, title, company, city, rating, views', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    stubApi({
      ...LOOKUP_ANSWERS,
      'get-jv': async () => {
        await gate;
        return ok([land], { total: 1 });
      },
    });
    renderWithProviders(<JointVenturesPage />, { path: '/joint-ventures' });
    expect(await screen.findByTestId('venture-skeleton')).toBeTruthy();
    expect(screen.getByTestId('venture-skeleton').querySelectorAll('.mantine-Card-root')).toHaveLength(PAGE_SIZE);
    release();
    const card = await screen.findByTestId('venture-card');
    expect(screen.queryByTestId('venture-skeleton')).toBeNull();
    expect(card.getAttribute('href')).toBe('/joint-ventures/hinjewadi-land-21');
    expect(within(card).getByTestId('venture-kind').textContent).toBe('Land owner');
    expect(within(card).getByTestId('venture-title').textContent).toBe('Four acres in Hinjewadi');
    expect(card.textContent).toContain('Green Acres Holdings');
    expect(card.textContent).toContain('Pune · Revenue share');
    expect(within(card).getByRole('img', { name: /4\.0/ })).toBeTruthy();
    expect(within(card).getByTestId('venture-views').textContent).toBe('Views: 12');
    expect(screen.getByTestId('result-count').textContent).toBe('1 joint-venture posts');
    expect(document.title).toContain('Joint Ventures');
  });

  it('says "1,000+" when get-jv stopped counting at its cap', async () => {
    stubApi({ ...LOOKUP_ANSWERS, 'get-jv': ok([land], { total: 1000, total_capped: true }) });
    renderWithProviders(<JointVenturesPage />, { path: '/joint-ventures' });
    await screen.findByTestId('venture-card');
    expect(screen.getByTestId('result-count').textContent).toBe('1,000+ joint-venture posts');
  });

  it('reads its filters from the URL, pages by offset, and writes new filters to the URL', async () => {
    const api = stubApi({ ...LOOKUP_ANSWERS, 'get-jv': ok([land], { total: 30 }) });
    const { router } = renderWithProviders(<JointVenturesPage />, {
      path: '/joint-ventures?search=acres&city=Pune&post_type=1&jv_type=x&page=2',
    });
    await screen.findByTestId('venture-card');
    const sent = api.of('get-jv')[0]?.url.searchParams;
    expect(sent?.get('search')).toBe('acres');
    expect(sent?.get('city')).toBe('Pune');
    expect(sent?.get('post_type')).toBe('1');
    // A malformed id is dropped, not sent.
    expect(sent?.has('jv_type')).toBe(false);
    expect(sent?.get('offset')).toBe(String(PAGE_SIZE));
    expect(sent?.get('limit')).toBe(String(PAGE_SIZE));

    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Mumbai' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    await waitFor(() => expect(router.state.location.search).toContain('city=Mumbai'));
    // A new search starts again at page one.
    expect(router.state.location.search).not.toContain('page=');
    await waitFor(() => expect(api.of('get-jv').at(-1)?.url.searchParams.get('city')).toBe('Mumbai'));
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    stubApi({ ...LOOKUP_ANSWERS, 'get-jv': ok([], { total: 0 }) });
    const { router } = renderWithProviders(<JointVenturesPage />, { path: '/joint-ventures?city=Nowhere' });
    expect(await screen.findByText('No data found')).toBeTruthy();
    const clears = screen.getAllByRole('button', { name: 'Clear filter' });
    await userEvent.click(clears[clears.length - 1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('the order of the lists', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the order chosen, keeps it in the URL with the filters, and leaves the default out', async () => {
    const api = stubApi({ ...LOOKUP_ANSWERS, 'get-jv': ok([land], { total: 1 }) });
    const { router } = renderWithProviders(<JointVenturesPage />, { path: '/joint-ventures?city=Pune' });
    await screen.findByTestId('venture-card');
    expect(api.of('get-jv')[0]?.url.searchParams.has('sort_by')).toBe(false);
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('newest');
    expect([...sort.options].map((o) => o.textContent)).toEqual([
      'Newest first',
      'Oldest first',
      'Top rated',
      'Most viewed',
    ]);
    fireEvent.change(sort, { target: { value: 'top_rated' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Pune&sort_by=top_rated'));
    await waitFor(() => {
      const sent = api.of('get-jv').at(-1)?.url.searchParams;
      expect(sent?.get('sort_by')).toBe('top_rated');
      expect(sent?.get('city')).toBe('Pune');
    });
    // Back to the default: it leaves the URL.
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'newest' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Pune'));
  });

  it('orders construction profiles from a shared link, and drops an order the API does not know', async () => {
    const api = stubApi({ ...LOOKUP_ANSWERS, 'get-constructions': ok([builders], { total: 1 }) });
    renderWithProviders(<ConstructionsPage />, { path: '/constructions?sort_by=most_viewed' });
    await screen.findByTestId('venture-card');
    expect(api.of('get-constructions')[0]?.url.searchParams.get('sort_by')).toBe('most_viewed');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('most_viewed');
    cleanup();
    const again = stubApi({ ...LOOKUP_ANSWERS, 'get-constructions': ok([builders], { total: 1 }) });
    renderWithProviders(<ConstructionsPage />, { path: '/constructions?sort_by=cheapest' });
    await screen.findByTestId('venture-card');
    expect(again.of('get-constructions')[0]?.url.searchParams.has('sort_by')).toBe(false);
  });

  it('offers no way to clear an empty result that only the order shapes', async () => {
    stubApi({ ...LOOKUP_ANSWERS, 'get-jv': ok([], { total: 0 }) });
    renderWithProviders(<JointVenturesPage />, { path: '/joint-ventures?sort_by=oldest' });
    expect(await screen.findByText('No data found')).toBeTruthy();
    // Only the filter form's own Clear button: the empty state offers none.
    expect(screen.getAllByRole('button', { name: 'Clear filter' })).toHaveLength(1);
  });
});

describe('ConstructionsPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists construction profiles from get-constructions, the project type sent as `category`', async () => {
    const api = stubApi({ ...LOOKUP_ANSWERS, 'get-constructions': ok([builders], { total: 1 }) });
    renderWithProviders(<ConstructionsPage />, { path: '/constructions?category=9&work=12' });
    const card = await screen.findByTestId('venture-card');
    const sent = api.of('get-constructions')[0]?.url.searchParams;
    expect(sent?.get('category')).toBe('9');
    expect(sent?.get('work')).toBe('12');
    expect(card.getAttribute('href')).toBe('/constructions/sunrise-builders-22');
    expect(within(card).getByTestId('venture-kind').textContent).toBe('Residential');
    expect(card.textContent).toContain('Sunrise Builders Pvt Ltd');
    expect(card.textContent).toContain('Pune · Turnkey');
    // The lookups name the chosen filters.
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Project type' }) as HTMLInputElement).value).toBe('Residential'),
    );
  });
});
