import { renderWithProviders } from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AllProjectsPage } from './AllProjects.page.tsx';

function project(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    slug_id: `project-${id}`,
    title: `Project ${id}`,
    description: 'A project',
    type: 'under_construction',
    image: `https://cdn.example/p${id}.jpg`,
    status: 1,
    request_status: 'approved',
    location: `Street ${id}, Pune`,
    city: 'Pune',
    state: 'MH',
    country: 'India',
    latitude: '',
    longitude: '',
    video_link: '',
    price: null,
    sqft: null,
    category_id: 2,
    added_by: null,
    is_admin_listing: true,
    is_promoted: false,
    is_feature_available: false,
    total_click: 0,
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    meta_image: '',
    category: { id: 2, category: 'Apartment', image: '', slug_id: 'apartment' },
    gallary_images: [],
    documents: [],
    plans: [],
    customer: { name: 'Admin', email: '', mobile: '', slug_id: '' },
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const projectCalls = () => fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/get-projects'));

function stubApi(projects: (url: URL) => Response) {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/get-projects')) return projects(url);
    if (url.pathname.endsWith('/get_categories')) {
      return json({
        error: false,
        message: '',
        data: [{ id: 2, category: 'Apartment', image: '', slug_id: 'apartment' }],
        total: 1,
      });
    }
    return json({ error: false, message: '', data: {} });
  });
  vi.stubGlobal('fetch', fetchMock);
}

describe('AllProjectsPage', () => {
  beforeEach(() => {
    document.title = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists projects with stage, place, category and floor plans, linking to the detail page', async () => {
    stubApi(() =>
      json({
        error: false,
        message: 'Data Fetch Successfully',
        data: [
          project(1, {
            title: 'Skyline Towers',
            plans: [
              { id: 1, title: '2BHK', document: 'a.pdf', project_id: 1 },
              { id: 2, title: '3BHK', document: 'b.pdf', project_id: 1 },
            ],
          }),
          project(2, { title: 'Green Meadows', type: 'upcoming', slug_id: 'green-meadows' }),
        ],
        total: 2,
      }),
    );
    renderWithProviders(<AllProjectsPage />, { path: '/projects' });

    expect(await screen.findByText('Skyline Towers')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'All Projects' })).toBeTruthy();
    expect(document.title).toBe('All Projects | Abode');
    const cards = screen.getAllByTestId('project-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first.getAttribute('href')).toBe('/project-details/project-1');
    expect(second.getAttribute('href')).toBe('/project-details/green-meadows');
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
    const categoryCall = fetchMock.mock.calls.map((c) => String(c[0])).find((u) => u.includes('get_categories'));
    expect(categoryCall).toContain('has_project=1');
  });

  it('sends search and city, and asks for offset=12 on page 2', async () => {
    stubApi((url) => {
      const offset = Number(url.searchParams.get('offset'));
      return json({
        error: false,
        message: '',
        data: [project(offset + 1, { title: `Result at ${offset}` })],
        total: 30,
      });
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
    stubApi(() => json({ error: false, message: 'No data found!', data: [], total: 0 }));
    renderWithProviders(<AllProjectsPage />, { path: '/projects' });
    expect(await screen.findByText('No data found')).toBeTruthy();
  });

  it('shows the error state when the API fails', async () => {
    stubApi(() => json({ error: true, message: 'Something Went Wrong', code: 'INTERNAL' }, 500));
    renderWithProviders(<AllProjectsPage />, { path: '/projects' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something Went Wrong');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
