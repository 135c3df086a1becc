import {
  buildCategory,
  buildProject,
  fail,
  ok,
  renderWithProviders,
  type StubAnswer,
  stubApi,
} from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AllProjectsPage, PAGE_SIZE } from './AllProjects.page.tsx';

const project = (id: number, over: Parameters<typeof buildProject>[0] = {}) =>
  buildProject({
    id,
    slug_id: `project-${id}`,
    title: `Project ${id}`,
    description: 'A project',
    type: 'under_construction',
    image: `https://cdn.example/p${id}.jpg`,
    location: `Street ${id}, Pune`,
    city: 'Pune',
    state: 'MH',
    latitude: '',
    longitude: '',
    added_by: null,
    is_admin_listing: true,
    customer: { name: 'Admin', email: '', mobile: '', slug_id: '' },
    ...over,
  });

/** The get-projects answer: a page of projects and the total. */
const projects = (data: unknown[], total: number, message = '') => ok(data, { message, total });

let api: ReturnType<typeof stubApi>;
const projectCalls = () => api.of('get-projects').map((c) => c.url.href);

function stub(answer: StubAnswer) {
  api = stubApi({ 'get-projects': answer, get_categories: ok([buildCategory()]) });
}

describe('AllProjectsPage', () => {
  beforeEach(() => {
    document.title = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists projects with stage, place, category and floor plans, each card a link to the project's page", async () => {
    stub(
      projects(
        [
          project(1, {
            title: 'Skyline Towers',
            plans: [
              { id: 1, title: '2BHK', document: 'a.pdf', project_id: 1 },
              { id: 2, title: '3BHK', document: 'b.pdf', project_id: 1 },
            ],
          }),
          // Without project access: the public part, price and cover but no plans (docs/decisions/025).
          project(2, {
            title: 'Green Meadows',
            type: 'upcoming',
            slug_id: 'green-meadows',
            price: 4_200_000,
            location: '',
            plans: [],
            gated: true,
          }),
        ],
        2,
        'Data Fetch Successfully',
      ),
    );
    renderWithProviders(<AllProjectsPage />, { path: '/projects' });

    expect(await screen.findByText('Skyline Towers')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'All Projects' })).toBeTruthy();
    expect(document.title).toBe('All Projects | Abode');
    const cards = screen.getAllByTestId('project-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    // The whole card is one link (one tab stop) to the project's page, which this section serves.
    expect(cards.map((c) => c.tagName)).toEqual(['A', 'A']);
    expect(cards.map((c) => c.getAttribute('href'))).toEqual([
      '/project-details/project-1',
      '/project-details/green-meadows',
    ]);
    for (const card of cards) expect(card.querySelector('a')).toBeNull();
    expect(within(first).getByText('Under Construction')).toBeTruthy();
    expect(within(second).getByText('Upcoming')).toBeTruthy();
    expect(within(first).getByTestId('project-card-place').textContent).toBe('Street 1, Pune · Apartment');
    expect(within(first).getByTestId('project-plans').textContent).toBe('Floor plans: 2');
    // A gated card shows its price, city and category, and no plan count (its plans are held back).
    expect(within(second).getByTestId('project-card-price').textContent).toContain('4,200,000');
    expect(within(second).getByTestId('project-card-place').textContent).toContain('Pune');
    expect(within(second).queryByTestId('project-plans')).toBeNull();
    expect(screen.getByTestId('result-count').textContent).toBe('2 projects');
    // The first page asks for 12 from 0; the category filter only asks for categories with projects.
    expect(projectCalls()[0]).toContain('offset=0');
    expect(projectCalls()[0]).toContain('limit=12');
    expect(api.of('get_categories')[0]?.url.searchParams.get('has_project')).toBe('1');
  });

  it('sends search and city, and asks for offset=12 on page 2', async () => {
    stub(({ url }) => {
      const offset = Number(url.searchParams.get('offset'));
      return projects([project(offset + 1, { title: `Result at ${offset}` })], 30);
    });
    renderWithProviders(<AllProjectsPage />, { path: '/projects' });
    expect(await screen.findByText('Result at 0')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'tower' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Pune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    await waitFor(() =>
      expect(projectCalls().some((u) => u.includes('search=tower') && u.includes('city=Pune'))).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Result at 12')).toBeTruthy();
    const last = projectCalls().at(-1) ?? '';
    expect(last).toContain('offset=12');
    expect(last).toContain('limit=12');
    expect(last).toContain('search=tower');
  });

  it('shows the empty state', async () => {
    stub(projects([], 0, 'No data found!'));
    renderWithProviders(<AllProjectsPage />, { path: '/projects' });
    expect(await screen.findByText('No data found')).toBeTruthy();
  });

  it('shows the error state when the API fails', async () => {
    stub(fail(500, 'Something Went Wrong', 'INTERNAL'));
    renderWithProviders(<AllProjectsPage />, { path: '/projects' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something Went Wrong');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('AllProjectsPage filters', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads every filter from the URL and sends it to get-projects; a reversed range is swapped', async () => {
    api = stubApi({
      'get-projects': projects([project(1)], 1),
      get_categories: ok([buildCategory()]),
      get_amenities: ok([
        { id: 3, name: 'Gym', image: '' },
        { id: 5, name: 'Pool', image: '' },
      ]),
    });
    renderWithProviders(<AllProjectsPage />, {
      path: '/projects?projectType=upcoming&min_price=900&max_price=100&min_area=500&max_area=2000&amenity_id=3,5&posted_since=1&get_featured=1&sort_by=area_desc&bogus=1',
    });
    await screen.findByText('Project 1');
    const url = api.of('get-projects')[0]?.url.searchParams;
    expect(url?.get('projectType')).toBe('upcoming');
    expect([url?.get('min_price'), url?.get('max_price')]).toEqual(['100', '900']);
    expect([url?.get('min_area'), url?.get('max_area')]).toEqual(['500', '2000']);
    expect(url?.get('amenity_id')).toBe('3,5');
    expect(url?.get('posted_since')).toBe('1');
    expect(url?.get('get_featured')).toBe('1');
    expect(url?.get('sort_by')).toBe('area_desc');
    expect(url?.has('bogus')).toBe(false);
    // The form shows what the URL says.
    expect((screen.getByLabelText('Featured projects only') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('area_desc');
    expect((screen.getByLabelText('Posted since') as HTMLSelectElement).value).toBe('1');
  });

  it('writes the chosen filters to the URL on Apply', async () => {
    stub(projects([project(1)], 1));
    const { router } = renderWithProviders(<AllProjectsPage />, { path: '/projects' });
    await screen.findByText('Project 1');
    fireEvent.change(screen.getByLabelText('Min area (sq ft)'), { target: { value: '800' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_desc' } });
    fireEvent.click(screen.getByLabelText('Featured projects only'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    await waitFor(() => expect(router.state.location.search).toContain('min_area=800'));
    expect(router.state.location.search).toContain('sort_by=price_desc');
    expect(router.state.location.search).toContain('get_featured=1');
    await waitFor(() => expect(projectCalls().some((u) => u.includes('min_area=800'))).toBe(true));
  });

  it('holds the grid with fixed-height skeleton cards while the first page loads', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    stub(async () => {
      await held;
      return projects([project(1)], 1);
    });
    renderWithProviders(<AllProjectsPage />, { path: '/projects' });
    const skeleton = await screen.findByTestId('project-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('.mantine-Card-root')).toHaveLength(PAGE_SIZE);
    expect(within(skeleton).getByRole('status').textContent).toBe('Loading…');
    release();
    expect(await screen.findByText('Project 1')).toBeTruthy();
    expect(screen.queryByTestId('project-skeleton')).toBeNull();
  });
});
