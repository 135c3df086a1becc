import { abodeStore, cacheDataAtom, INITIAL_CACHEDATA, INITIAL_USER_SIGNUP, userSignupAtom } from '@abode/shared';
import {
  buildProperty,
  buildPropertyListItem,
  ok,
  renderWithProviders,
  stubApi,
  TEST_SESSION,
} from '@abode/shared/test';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEARBY_RADIUS_KM, nearbyParamsFor, PropertyShowcase } from './PropertyShowcase.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  abodeStore.set(cacheDataAtom, INITIAL_CACHEDATA);
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
});

describe('nearbyParamsFor', () => {
  it('prefers the point, then the city', () => {
    expect(nearbyParamsFor(null)).toBeNull();
    expect(nearbyParamsFor({ city: '' })).toBeNull();
    expect(nearbyParamsFor({ city: 'Pune', latitude: 19.0760123456, longitude: 72.8777 })).toEqual({
      latitude: 19.07601,
      longitude: 72.8777,
      radius: NEARBY_RADIUS_KM,
    });
    expect(nearbyParamsFor({ city: ' Pune ' })).toEqual({ city: 'Pune' });
    expect(nearbyParamsFor({ city: 'Pune', state: 'Maharashtra' })).toEqual({ city: 'Pune', state: 'Maharashtra' });
  });
});

describe('PropertyShowcase', () => {
  it('shows the latest, and properties near the stored location', async () => {
    abodeStore.set(cacheDataAtom, {
      ...INITIAL_CACHEDATA,
      location: { city: '', latitude: 19.076, longitude: 72.8777 },
    });
    const { of } = stubApi({
      get_property: ok([buildProperty()], { similar_properties: [] }),
      get_nearby_properties: ok([buildPropertyListItem({ id: 9, title: 'Juhu Bungalow', slug_id: 'juhu' })]),
    });
    renderWithProviders(<PropertyShowcase limit={4} />);
    const nearby = await screen.findByTestId('nearby-properties');
    expect(within(nearby).getByText('Juhu Bungalow')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nearby properties' })).toBeTruthy();
    expect(within(await screen.findByTestId('property-showcase')).getByText('Sea View Apartment')).toBeTruthy();
    const q = of('get_nearby_properties')[0]?.url.searchParams;
    expect(q?.get('latitude')).toBe('19.076');
    expect(q?.get('longitude')).toBe('72.8777');
    expect(q?.get('radius')).toBe(String(NEARBY_RADIUS_KM));
    // A visitor gets no recommendations call.
    expect(of('get_user_recommendation')).toHaveLength(0);
  });

  it('offers to use the location when none is stored, and hides an empty nearby list', async () => {
    const { of } = stubApi({
      get_property: ok([buildProperty()], { similar_properties: [] }),
      get_nearby_properties: ok([]),
    });
    renderWithProviders(<PropertyShowcase limit={4} />);
    expect(await screen.findByRole('button', { name: 'Use my location' })).toBeTruthy();
    expect(of('get_nearby_properties')).toHaveLength(0);
    abodeStore.set(cacheDataAtom, { ...INITIAL_CACHEDATA, location: { city: 'Nowhere' } });
    await waitFor(() => expect(of('get_nearby_properties')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('nearby-section')).toBeNull());
  });

  it('adds the recommendations for a signed-in user', async () => {
    abodeStore.set(userSignupAtom, TEST_SESSION);
    stubApi({
      get_property: ok([buildProperty()], { similar_properties: [] }),
      get_user_recommendation: ok([buildPropertyListItem({ id: 5, title: 'Pune Flat', slug_id: 'pune-flat' })]),
    });
    renderWithProviders(<PropertyShowcase limit={4} />);
    const section = await screen.findByTestId('recommended-properties');
    expect(within(section).getByText('Pune Flat')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Personalise your feed' }).getAttribute('href')).toBe(
      '/user/personalize-feed',
    );
  });
});
