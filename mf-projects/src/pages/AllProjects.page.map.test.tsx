import { setSections } from '@abode/shared';
import {
  buildCategory,
  buildProject,
  fail,
  ok,
  registerSections,
  renderWithProviders,
  type StubAnswer,
  type StubReply,
  stubApi,
} from '@abode/shared/test';
import type { ProjectMapTuple } from '@abode/shared/wire';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lendingListings, lent, withWidgetHost } from '../components/lent-widgets.testing.tsx';
import { section } from '../section.ts';
import { AllProjectsPage } from './AllProjects.page.tsx';

const project = (id: number, over: Parameters<typeof buildProject>[0] = {}) =>
  buildProject({
    id,
    slug_id: `project-${id}`,
    title: `Project ${id}`,
    type: 'under_construction',
    location: `Street ${id}, Pune`,
    city: 'Pune',
    state: 'MH',
    latitude: '18.52',
    longitude: '73.85',
    ...over,
  });

/** Compact markers of get-project-map: `[id, latitude, longitude, title, place]`. */
const ON_MAP: ProjectMapTuple[] = [
  [1, 18.5204, 73.8567, 'Skyline Towers', 'Street 1, Pune'],
  // No address: the server places it by city and state.
  [2, 18.55, 73.9, 'Green Meadows', 'Pune, MH'],
];

/** The first marker's project, as get-projects answers it for its card. */
const SKYLINE = project(1, {
  title: 'Skyline Towers',
  slug_id: 'skyline-towers',
  image: 'https://img.test/1.jpg',
  location: 'Street 1, Pune',
});

let api: ReturnType<typeof stubApi>;
const mapCalls = () => api.of('get-project-map');
const listCalls = () => api.of('get-projects').filter((c) => !c.url.searchParams.has('id'));
const cardCalls = () => api.of('get-projects').filter((c) => c.url.searchParams.has('id'));

/** The map's markers; get-projects answers a card's call (with `id`) with `card`, the list's with one project. */
function stub(total = 2, truncated = false, card: StubAnswer = ok([SKYLINE])) {
  api = stubApi({
    'get-project-map': ok(ON_MAP, { total, truncated }),
    'get-projects': (call) =>
      !call.url.searchParams.has('id')
        ? ok([project(9, { title: 'Listed' })], { total })
        : typeof card === 'function'
          ? card(call)
          : card,
    get_categories: ok([buildCategory()]),
  });
}

/** Opens the first marker's card. */
async function openSkyline() {
  const map = await screen.findByRole('region', { name: 'Map of projects' });
  await waitFor(() => expect(within(map).getAllByRole('button')).toHaveLength(2));
  fireEvent.click(within(map).getByRole('button', { name: 'Skyline Towers, Street 1, Pune' }));
  return screen.findByTestId('project-map-card');
}

const render = (path: string) => renderWithProviders(withWidgetHost(<AllProjectsPage />), { path });

describe('AllProjectsPage map view', () => {
  beforeEach(() => {
    lent.reset();
    registerSections(section, lendingListings);
  });
  afterEach(() => {
    cleanup();
    setSections([]);
    vi.unstubAllGlobals();
  });

  it('switches between list and map through the URL, keeping the filters', async () => {
    stub();
    const { router } = render('/projects?city=Pune&page=2');
    expect(await screen.findByText('Listed')).toBeTruthy();
    const views = screen.getByRole('radiogroup', { name: 'Show projects as' });
    fireEvent.click(within(views).getByRole('radio', { name: 'Map' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Pune&view=map'));
    expect(await screen.findByRole('region', { name: 'Map of projects' })).toBeTruthy();
    expect(screen.queryByTestId('project-list')).toBeNull();
    // Back to the list: the filters stay, the view goes.
    fireEvent.click(within(views).getByRole('radio', { name: 'List' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Pune'));
    expect(await screen.findByText('Listed')).toBeTruthy();
  });

  it('asks get-project-map for the box in view with the filters, and again as the map moves', async () => {
    stub();
    render('/projects?view=map&city=Pune&projectType=upcoming&min_price=100&amenity_id=3&sort_by=price_desc&page=3');
    await waitFor(() => expect(mapCalls()).toHaveLength(1));
    const first = mapCalls()[0]?.url.searchParams;
    expect(first?.get('bounds')).toBe('18.2,18.8,73.5,74.2');
    expect(first?.get('limit')).toBe('500');
    // Compact markers: the card reads the rest when it opens.
    expect(first?.get('compact')).toBe('1');
    expect(first?.get('city')).toBe('Pune');
    expect(first?.get('projectType')).toBe('upcoming');
    expect(first?.get('min_price')).toBe('100');
    expect(first?.get('amenity_id')).toBe('3');
    // The list's paging and order are not the map's.
    expect(first?.has('offset')).toBe(false);
    expect(first?.has('sort_by')).toBe(false);
    // The list is not asked for while the map shows.
    expect(listCalls()).toHaveLength(0);

    act(() => lent.moveTo({ min_lat: 18.5, max_lat: 18.6123456789, min_lng: 73.8, max_lng: 73.95 }));
    await waitFor(() => expect(mapCalls()).toHaveLength(2));
    const moved = mapCalls()[1]?.url.searchParams;
    expect(moved?.get('bounds')).toBe('18.5,18.612346,73.8,73.95');
    expect(moved?.get('city')).toBe('Pune');
    expect(moved?.get('compact')).toBe('1');
  });

  it('marks the projects with coordinates, named by title and place', async () => {
    stub();
    render('/projects?view=map');
    const map = await screen.findByRole('region', { name: 'Map of projects' });
    await waitFor(() => expect(within(map).getAllByRole('button')).toHaveLength(2));
    expect(lent.map?.clusterLabel).toBe('{count} projects here, zoom in');
    expect(lent.map?.markers.map((m) => [m.lat, m.lng, m.label])).toEqual([
      [18.5204, 73.8567, 'Skyline Towers, Street 1, Pune'],
      [18.55, 73.9, 'Green Meadows, Pune, MH'],
    ]);
    expect(within(map).getByRole('button', { name: 'Green Meadows, Pune, MH' })).toBeTruthy();
    expect(screen.getByTestId('project-map-count').textContent).toBe('Projects in this area: 2');
    // Nothing of a card is read before one opens.
    expect(cardCalls()).toHaveLength(0);
  });

  it('opens a card with the title and place at once, then its picture, stage and link', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    stub(2, false, async () => {
      await held;
      return ok([SKYLINE]);
    });
    render('/projects?view=map');
    const card = await openSkyline();
    expect(within(card).getByText('Skyline Towers')).toBeTruthy();
    expect(within(card).getByText('Street 1, Pune')).toBeTruthy();
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).queryByRole('link')).toBeNull();
    await waitFor(() => expect(cardCalls()).toHaveLength(1));
    const asked = cardCalls()[0]?.url.searchParams;
    expect(asked?.get('id')).toBe('1');
    expect(asked?.get('limit')).toBe('1');

    release();
    const link = await within(card).findByRole('link', { name: /^View project.*Skyline Towers$/ });
    expect(link.getAttribute('href')).toBe('/project-details/skyline-towers');
    expect(within(card).getByText('Under Construction')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://img.test/1.jpg');
    expect(card.getAttribute('aria-busy')).toBe('false');
    expect(within(card).queryByText('This project is no longer listed.')).toBeNull();
  });

  it.each<[string, StubReply]>([
    ['is no longer listed', ok([])],
    ['cannot be read', fail(500, 'Server error')],
  ])('says so on the card, without a link, when the project %s', async (_, answer) => {
    stub(2, false, answer);
    render('/projects?view=map');
    const card = await openSkyline();
    expect(await within(card).findByText('This project is no longer listed.')).toBeTruthy();
    expect(within(card).getByText('Skyline Towers')).toBeTruthy();
    expect(within(card).getByText('Street 1, Pune')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByText('Under Construction')).toBeNull();
    expect(cardCalls()[0]?.url.searchParams.get('id')).toBe('1');
  });

  it('says when more projects match than are marked', async () => {
    stub(250, true);
    render('/projects?view=map');
    await waitFor(() =>
      expect(screen.getByTestId('project-map-count').textContent).toBe(
        'Projects in this area: 250, of which 2 are marked. Zoom in to see them all.',
      ),
    );
  });

  it('keeps the map block in place while the first markers load', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    api = stubApi({
      'get-project-map': async () => {
        await held;
        return ok(ON_MAP, { total: 2, truncated: false });
      },
      get_categories: ok([buildCategory()]),
    });
    render('/projects?view=map');
    const map = await screen.findByRole('region', { name: 'Map of projects' });
    expect(lent.map?.height).toBe(480);
    expect(screen.getByTestId('project-map-count').textContent).toBe('');
    release();
    await waitFor(() => expect(within(map).getAllByRole('button')).toHaveLength(2));
    expect(screen.getByRole('region', { name: 'Map of projects' })).toBe(map);
  });
});

describe('AllProjectsPage without the listings section', () => {
  beforeEach(() => registerSections(section));
  afterEach(() => {
    cleanup();
    setSections([]);
    vi.unstubAllGlobals();
  });

  it('keeps the list, and the switch explains that the map is not available', async () => {
    stub();
    render('/projects');
    expect(await screen.findByText('Listed')).toBeTruthy();
    const views = screen.getByRole('radiogroup', { name: 'Show projects as' });
    const mapOption = within(views).getByRole('radio', { name: 'Map' }) as HTMLInputElement;
    expect(mapOption.disabled).toBe(true);
    expect(screen.getByText('The map is not available right now.')).toBeTruthy();
  });

  it('shows the list for a map link, saying why', async () => {
    stub();
    render('/projects?view=map&city=Pune');
    expect(await screen.findByText('Listed')).toBeTruthy();
    expect(screen.getByTestId('project-map-unavailable').textContent).toBe(
      'The map is not available right now, so the projects are shown as a list.',
    );
    expect(listCalls()[0]?.url.searchParams.get('city')).toBe('Pune');
    expect(mapCalls()).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Map of projects' })).toBeNull();
  });
});
