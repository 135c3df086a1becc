// The favourites page: Properties and Projects tabs (the tab in the URL); favourite projects drawn with the
// projects section's `ProjectCard` widget, or a stand-in card with Remove while that section is not running.
import {
  abodeStore,
  defineSection,
  INITIAL_LANGUAGE,
  INITIAL_USER_SIGNUP,
  languageAtom,
  userSignupAtom,
  WidgetHostProvider,
} from '@abode/shared';
import {
  buildProject,
  buildProperty,
  ok,
  registerSections,
  renderWithProviders,
  standInSections,
  stubApi,
  TEST_SESSION,
} from '@abode/shared/test';
import type { Project } from '@abode/shared/wire';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { section } from '../section.ts';
import { withSections } from '../test/sections.ts';
import { FavouritePropertiesPage } from './FavouriteProperties.page.tsx';

withSections();

/** The projects section as far as this page borrows from it: the detail page and the card it lends. */
const projectsSection = defineSection({
  name: 'mf_projects',
  pages: { projectDetail: '/project-details/:slug_id' },
  texts: { en: {} },
  widgets: { ProjectCard: { module: './ProjectCard' } },
});
const withProjects = () =>
  registerSections(standInSections.account, standInSections.payments, standInSections.chat, section, projectsSection);

type CardProps = { project: Project; favouriteToggle?: boolean; onFavouriteChange?: (id: number, on: boolean) => void };
/** What the borrowed cards were handed, in render order. */
let handed: CardProps[] = [];

/**
 * Stand-in for the shell's widget host: draws mf_projects' `ProjectCard` as the title and a heart that, pressed,
 * reports an unfavourite as the real card does once the server made it.
 */
function StubWidgetHost({ section: name, widget, props }: { section: string; widget: string; props: object }) {
  if (name !== 'mf_projects' || widget !== 'ProjectCard') return null;
  const p = props as CardProps;
  handed.push(p);
  return createElement(
    'article',
    { 'data-testid': 'borrowed-project-card' },
    createElement('span', null, p.project.title),
    createElement(
      'button',
      { type: 'button', onClick: () => p.onFavouriteChange?.(p.project.id, false) },
      `Unfavourite ${p.project.title}`,
    ),
  );
}

const skyCourt = buildProject({ id: 9, slug_id: 'sky-court-9', title: 'Sky Court', is_favourite: 1 });
const riverView = buildProject({ id: 8, slug_id: 'river-view-8', title: 'River View', is_favourite: 1 });

/** The API of the favourites: properties by default, projects with type=project; removals take effect. */
function favouritesApi(projects: Project[] = [skyCourt, riverView], total?: number) {
  let left = [...projects];
  const api = stubApi({
    get_favourite_property: (c) =>
      c.url.searchParams.get('type') === 'project'
        ? ok(left, { total: total ?? left.length })
        : ok([buildProperty({ id: 41, title: 'Sea View', is_favourite: 1 })]),
    add_favourite: (c) => {
      const id = (c.json as { project_id: number }).project_id;
      left = left.filter((p) => p.id !== id);
      return ok({ project_id: id, is_favourite: 0 }, { message: 'Project removed from favourites' });
    },
  });
  const lists = (type: string | null) =>
    api.of('get_favourite_property').filter((c) => c.url.searchParams.get('type') === type);
  return {
    ...api,
    lists,
    unfavourite: () => {
      left = left.slice(1);
    },
  };
}

function renderPage(path = '/user/favorites-properties', host = true) {
  const user = userEvent.setup();
  const page = <FavouritePropertiesPage />;
  const rendered = renderWithProviders(
    host ? <WidgetHostProvider value={StubWidgetHost}>{page}</WidgetHostProvider> : page,
    {
      path,
    },
  );
  return { user, ...rendered };
}

describe('FavouritePropertiesPage', () => {
  beforeEach(() => {
    handed = [];
    abodeStore.set(userSignupAtom, TEST_SESSION);
  });
  afterEach(() => {
    cleanup();
    abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
    abodeStore.set(languageAtom, INITIAL_LANGUAGE);
    vi.unstubAllGlobals();
  });

  it('shows the properties tab first, as before, and the projects tab from the URL', async () => {
    withProjects();
    const api = favouritesApi();
    const { user, router } = renderPage('/user/favorites-properties?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourite properties' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Favourites' });
    expect(within(tabs).getByRole('tab', { name: 'Properties' }).getAttribute('aria-selected')).toBe('true');
    expect(within(await screen.findByTestId('favourite-properties')).getByText('Sea View')).toBeTruthy();
    expect(api.lists(null)[0]?.url.searchParams.get('offset')).toBe('12');

    await user.click(within(tabs).getByRole('tab', { name: 'Projects' }));
    // A new tab starts at its first page.
    await waitFor(() => expect(router.state.location.search).toBe('?tab=projects'));
    expect(screen.getByRole('heading', { level: 1, name: 'Favourite projects' })).toBeTruthy();
    expect(document.title).toBe('Favourite projects | Abode');
    const grid = await screen.findByTestId('favourite-projects');
    expect(
      within(grid)
        .getAllByTestId('borrowed-project-card')
        .map((c) => c.textContent),
    ).toEqual(['Sky CourtUnfavourite Sky Court', 'River ViewUnfavourite River View']);
    const q = api.lists('project')[0]?.url.searchParams;
    expect([q?.get('offset'), q?.get('limit')]).toEqual(['0', '12']);
    // The cards were handed each project whole, with their heart on.
    expect(handed.at(-1)).toMatchObject({ project: { id: 8, slug_id: 'river-view-8' }, favouriteToggle: true });
    expect(screen.getByTestId('result-count').textContent).toBe('2 projects');
  });

  it('drops a project unfavourited on its borrowed card at once, then reads the list again', async () => {
    withProjects();
    const api = favouritesApi();
    const { user } = renderPage('/user/favorites-properties?tab=projects');
    const grid = await screen.findByTestId('favourite-projects');
    await within(grid).findByText('Sky Court');
    const reads = api.lists('project').length;
    // The real card unfavourites through add_favourite itself; the server now lists one project.
    api.unfavourite();
    await user.click(within(grid).getByRole('button', { name: 'Unfavourite Sky Court' }));
    await waitFor(() => expect(screen.queryByText('Sky Court')).toBeNull());
    expect(screen.getByText('River View')).toBeTruthy();
    await waitFor(() => expect(api.lists('project').length).toBeGreaterThan(reads));
    expect(screen.getByTestId('result-count').textContent).toBe('1 projects');
  });

  it('shows a stand-in card with Remove while the projects section is not running', async () => {
    const api = favouritesApi();
    const { user } = renderPage('/user/favorites-properties?tab=projects', false);
    const cards = await screen.findAllByTestId('favourite-project-fallback');
    expect(cards).toHaveLength(2);
    // Its title is text, not a link to a page nobody serves.
    expect(within(cards[0] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(cards[0] as HTMLElement).getByTestId('project-title').textContent).toBe('Sky Court');
    await user.click(screen.getByRole('button', { name: 'Remove Sky Court from favourites' }));
    await waitFor(() => expect(screen.queryByText('Sky Court')).toBeNull());
    expect(api.of('add_favourite')[0]?.json).toEqual({ project_id: 9, type: 0 });
    expect(screen.getAllByTestId('favourite-project-fallback')).toHaveLength(1);
  });

  it('links the stand-in title to the project when the section runs but lends no card', async () => {
    registerSections(
      standInSections.account,
      section,
      defineSection({ name: 'mf_projects', pages: { projectDetail: '/project-details/:slug_id' }, texts: { en: {} } }),
    );
    favouritesApi([skyCourt]);
    renderPage('/user/favorites-properties?tab=projects');
    const card = await screen.findByTestId('favourite-project-fallback');
    expect(within(card).getByRole('link', { name: 'Sky Court' }).getAttribute('href')).toBe(
      '/project-details/sky-court-9',
    );
  });

  it('says how to fill an empty projects tab', async () => {
    withProjects();
    favouritesApi([]);
    renderPage('/user/favorites-properties?tab=projects');
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toBe('No data foundPress the heart on a project to keep it here.');
  });

  it('pages the projects through the URL', async () => {
    withProjects();
    const api = favouritesApi([riverView], 13);
    const { user, router } = renderPage('/user/favorites-properties?tab=projects');
    await screen.findByTestId('favourite-projects');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=projects&page=2'));
    await waitFor(() => expect(api.lists('project').map((c) => c.url.searchParams.get('offset'))).toEqual(['0', '12']));
  });

  it('names the tabs in Arabic', async () => {
    withProjects();
    abodeStore.set(languageAtom, {
      ...INITIAL_LANGUAGE,
      selected: { code: 'ar', name: 'العربية', rtl: true, file: {} },
    });
    favouritesApi();
    renderPage('/user/favorites-properties?tab=projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'المشاريع المفضلة' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'المفضلة' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['العقارات', 'المشاريع']);
  });

  it('asks a visitor to log in', async () => {
    abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
    const api = favouritesApi();
    renderPage('/user/favorites-properties?tab=projects');
    expect(await screen.findByTestId('login-required')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(api.of('get_favourite_property')).toHaveLength(0);
  });
});
