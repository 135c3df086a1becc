// The project card this section lends (the `ProjectCard` widget, borrowed by the favourites page): the card is one
// link to the project, and with `favouriteToggle` the heart beside it favourites and unfavourites the project,
// telling the borrower once the server made the change.
import { notify, type ProjectCardWidgetProps } from '@abode/shared';
import {
  buildProject,
  fail,
  ok,
  renderWithProviders,
  standInSections,
  stubApi,
  withSections,
} from '@abode/shared/test';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { section } from '../section.ts';
import { signIn } from '../test/fixtures.ts';
import ProjectCard from './ProjectCard.ts';

withSections(section, standInSections.account);

const favourite = buildProject({ id: 9, slug_id: 'sky-court-9', title: 'Sky Court', is_favourite: 1 });

function renderCard(props: Partial<ProjectCardWidgetProps> = {}) {
  const user = userEvent.setup();
  const onFavouriteChange = vi.fn();
  const rendered = renderWithProviders(
    <ProjectCard project={favourite} favouriteToggle onFavouriteChange={onFavouriteChange} {...props} />,
    { path: '/user/favorites-properties?tab=projects' },
  );
  return { user, onFavouriteChange, ...rendered };
}

describe('the lent ProjectCard', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    cleanup();
    signIn(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is one link to the project; without favouriteToggle it has no heart', () => {
    stubApi({});
    renderCard({ favouriteToggle: false });
    expect(screen.getByTestId('project-card').getAttribute('href')).toBe('/project-details/sky-court-9');
    expect(screen.queryByTestId('favourite-toggle')).toBeNull();
  });

  it('unfavourites with add_favourite (project_id, type 0) and tells the borrower', async () => {
    const api = stubApi({ add_favourite: ok({ project_id: 9, is_favourite: 0 }) });
    const { user, onFavouriteChange } = renderCard();
    const heart = screen.getByRole('button', { name: 'Favourite Sky Court' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await user.click(heart);
    await waitFor(() => expect(onFavouriteChange).toHaveBeenCalledWith(9, false));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(api.of('add_favourite')[0]?.json).toEqual({ project_id: 9, type: 0 });
  });

  it('puts the heart back and says why when the server refuses', async () => {
    const error = vi.spyOn(notify, 'error');
    stubApi({ add_favourite: fail(404, 'Project not found', 'NOT_FOUND') });
    const { user, onFavouriteChange } = renderCard({ project: { ...favourite, is_favourite: 0 } });
    const heart = screen.getByRole('button', { name: 'Favourite Sky Court' });
    await user.click(heart);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Project not found'));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(onFavouriteChange).not.toHaveBeenCalled();
  });

  it('sends a visitor to sign in first', async () => {
    signIn(null);
    const api = stubApi({});
    const { user, router } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Favourite Sky Court' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(api.of('add_favourite')).toHaveLength(0);
  });
});
