import { abodeStore, INITIAL_USER_SIGNUP, userSignupAtom } from '@abode/shared';
import { renderWithProviders } from '@abode/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PropertyCard } from '../components/PropertyCard.tsx';
import { property } from '../test-fixtures.ts';
import { recordingApi, SESSION } from './test-api.ts';

afterEach(() => {
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  vi.unstubAllGlobals();
});

function renderCard(routes: Parameters<typeof recordingApi>[0], favourite = 0) {
  const api = recordingApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  const card = property({ id: 9, title: 'Sea View Apartment', ...({ is_favourite: favourite } as object) });
  const view = renderWithProviders(<PropertyCard property={card} />, { path: '/properties?page=2' });
  return { ...api, ...view, user: userEvent.setup() };
}

describe('the favourite heart on a property card', () => {
  it('is a named toggle beside the card link, pressed at once and sent to add_favourite', async () => {
    abodeStore.set(userSignupAtom, SESSION);
    // The server answers only when the test says so: the heart must be pressed before that.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls, user } = renderCard({
      add_favourite: async () => {
        await held;
        return { body: { error: false, message: 'Property added to favourites' } };
      },
    });
    const heart = screen.getByRole('button', { name: 'Favourite Sea View Apartment' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    // Not inside the card's link: a button in a link is invalid and unreachable by keyboard.
    expect(heart.closest('a')).toBeNull();
    await user.click(heart);
    await waitFor(() => expect(calls.some((c) => c.name === 'add_favourite')).toBe(true));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    const sent = calls.find((c) => c.name === 'add_favourite');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ property_id: 9, type: 1 });
    release();
    await waitFor(() => expect(heart.hasAttribute('disabled')).toBe(false));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('rolls back when the server refuses', async () => {
    abodeStore.set(userSignupAtom, SESSION);
    const { calls, user } = renderCard(
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
    await waitFor(() => expect(calls.some((c) => c.name === 'add_favourite')).toBe(true));
    expect(calls.find((c) => c.name === 'add_favourite')?.body).toEqual({ property_id: 9, type: 0 });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true')); // rolled back
  });

  it('sends a visitor to log in, coming back to the same page', async () => {
    const { calls, user, router } = renderCard({});
    await user.click(screen.getByRole('button', { name: 'Favourite Sea View Apartment' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/properties?page=2');
    expect(calls.some((c) => c.name === 'add_favourite')).toBe(false);
  });
});
