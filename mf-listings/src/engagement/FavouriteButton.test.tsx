import { abodeStore, INITIAL_USER_SIGNUP, userSignupAtom } from '@abode/shared';
import { buildProperty, renderWithProviders, stubApi, TEST_SESSION } from '@abode/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PropertyCard } from '../components/PropertyCard.tsx';
import { withSections } from '../test/sections.ts';

withSections();

afterEach(() => {
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  vi.unstubAllGlobals();
});

function renderCard(routes: Parameters<typeof stubApi>[0], favourite = 0) {
  const api = stubApi(routes);
  const card = buildProperty({ id: 9, title: 'Sea View Apartment', ...({ is_favourite: favourite } as object) });
  const view = renderWithProviders(<PropertyCard property={card} />, { path: '/properties?page=2' });
  return { ...api, ...view, user: userEvent.setup() };
}

describe('the favourite heart on a property card', () => {
  it('is a named toggle beside the card link, pressed at once and sent to add_favourite', async () => {
    abodeStore.set(userSignupAtom, TEST_SESSION);
    // The server answers only when the test says so: the heart must be pressed before that.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { of, user } = renderCard({
      add_favourite: async () => {
        await held;
        return {
          body: { error: false, message: 'Property added to favourites', data: { property_id: 9, is_favourite: 1 } },
        };
      },
    });
    const heart = screen.getByRole('button', { name: 'Favourite Sea View Apartment' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    // Not inside the card's link: a button in a link is invalid and unreachable by keyboard.
    expect(heart.closest('a')).toBeNull();
    await user.click(heart);
    await waitFor(() => expect(of('add_favourite').length).toBeGreaterThan(0));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    const [sent] = of('add_favourite');
    expect(sent?.method).toBe('POST');
    expect(sent?.json).toEqual({ property_id: 9, type: 1 });
    release();
    await waitFor(() => expect(heart.hasAttribute('disabled')).toBe(false));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('rolls back when the server refuses', async () => {
    abodeStore.set(userSignupAtom, TEST_SESSION);
    const { of, user } = renderCard(
      {
        add_favourite: async () => {
          await new Promise((r) => setTimeout(r, 50));
          return { status: 404, body: { error: true, message: 'Property not found', code: 'NOT_FOUND' } };
        },
      },
      1,
    );
    const heart = screen.getByRole('button', { name: 'Favourite Sea View Apartment' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false'); // optimistic
    await waitFor(() => expect(of('add_favourite').length).toBeGreaterThan(0));
    expect(of('add_favourite')[0]?.json).toEqual({ property_id: 9, type: 0 });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true')); // rolled back
  });

  it('sends a visitor to log in, coming back to the same page', async () => {
    const { of, user, router } = renderCard({});
    await user.click(screen.getByRole('button', { name: 'Favourite Sea View Apartment' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/properties?page=2');
    expect(of('add_favourite')).toHaveLength(0);
  });
});
