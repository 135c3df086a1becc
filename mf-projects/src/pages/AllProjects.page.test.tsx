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
import { AllProjectsPage } from './AllProjects.page.tsx';

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
          project(2, { title: 'Green Meadows', type: 'upcoming', slug_id: 'green-meadows' }),
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
    expect(within(first).getByText('Street 1, Pune')).toBeTruthy();
    expect(within(first).getByText('Apartment')).toBeTruthy();
    expect(within(first).getByTestId('project-plans').textContent).toBe('Floor plans: 2');
    expect(within(second).getByTestId('project-plans').textContent).toBe('Floor plans: 0');
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
