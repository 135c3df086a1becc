import { abodeStore, INITIAL_USER_SIGNUP, notify, userSignupAtom } from '@abode/shared';
import {
  buildCategory,
  buildOutdoorFacility,
  buildPropertyListItem,
  ok,
  renderWithProviders,
  stubApi,
  TEST_SESSION,
} from '@abode/shared/test';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withSections } from '../test/sections.ts';
import {
  EMPTY_FEED_FORM,
  feedBodyFrom,
  feedFormFrom,
  feedFormProblem,
  PersonalizeFeedPage,
} from './PersonalizeFeed.page.tsx';

withSections();

beforeEach(() => abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
});

const saved = {
  user_id: 7,
  category_ids: [2],
  price_range: [100000, 9000000],
  property_type: [1],
  outdoor_facilitiy_ids: [4],
  city: 'Pune',
};

const catalogue = {
  get_categories: ok([
    buildCategory({ id: 2, category: 'Apartment', slug_id: 'apartment' }),
    buildCategory({ id: 3, category: 'Villa', slug_id: 'villa' }),
  ]),
  get_facilities: ok([
    buildOutdoorFacility({ id: 4, name: 'School' }),
    buildOutdoorFacility({ id: 5, name: 'Hospital' }),
  ]),
};

function formOf(form: FormData | null | undefined): FormData {
  if (!form) throw new Error('expected a multipart body');
  return form;
}

describe('feed form helpers', () => {
  it('reads saved fields, and the empty answer', () => {
    expect(feedFormFrom(saved)).toEqual({
      categoryIds: ['2'],
      facilityIds: ['4'],
      minPrice: '100000',
      maxPrice: '9000000',
      type: '1',
      city: 'Pune',
    });
    expect(feedFormFrom([])).toEqual(EMPTY_FEED_FORM);
    expect(feedFormFrom({ ...saved, property_type: [0, 1], price_range: [] }).type).toBe('both');
    expect(feedFormFrom({ ...saved, property_type: [0, 1], price_range: [] }).minPrice).toBe('');
  });

  it('needs both prices or neither, in order', () => {
    expect(feedFormProblem(EMPTY_FEED_FORM)).toBeNull();
    expect(feedFormProblem({ ...EMPTY_FEED_FORM, minPrice: '5' })).toBe('priceBoth');
    expect(feedFormProblem({ ...EMPTY_FEED_FORM, minPrice: '50', maxPrice: '5' })).toBe('priceOrder');
    expect(feedFormProblem({ ...EMPTY_FEED_FORM, minPrice: '0', maxPrice: '5' })).toBeNull();
  });

  it('builds the POST body', () => {
    expect(feedBodyFrom({ ...feedFormFrom(saved), type: 'both' })).toEqual({
      category_ids: [2],
      outdoor_facilitiy_ids: [4],
      price_range: [100000, 9000000],
      property_type: [0, 1],
      city: 'Pune',
    });
    expect(feedBodyFrom(EMPTY_FEED_FORM).price_range).toBeNull();
  });
});

// Typing through user-event is slow when the whole suite runs in parallel.
describe('PersonalizeFeedPage', { timeout: 20_000 }, () => {
  it('asks a visitor to log in and fetches nothing', () => {
    const { calls } = stubApi({});
    renderWithProviders(<PersonalizeFeedPage />, { path: '/user/personalize-feed' });
    expect(screen.getByTestId('feed-login-required').textContent).toContain('Please log in to personalise your feed.');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fuser%2Fpersonalize-feed',
    );
    expect(calls).toHaveLength(0);
  });

  it('loads the saved fields, saves changes as comma lists, and refreshes the recommendations', async () => {
    abodeStore.set(userSignupAtom, TEST_SESSION);
    const success = vi.spyOn(notify, 'success');
    let current = saved;
    const { of } = stubApi({
      ...catalogue,
      'personalised-fields': (call) => {
        if (call.method === 'POST') {
          const form = formOf(call.form);
          current = {
            user_id: 7,
            category_ids: String(form.get('category_ids') ?? '')
              .split(',')
              .filter(Boolean)
              .map(Number),
            price_range: String(form.get('price_range') ?? '')
              .split(',')
              .filter(Boolean)
              .map(Number),
            property_type: String(form.get('property_type')).split(',').map(Number),
            outdoor_facilitiy_ids: String(form.get('outdoor_facilitiy_ids') ?? '')
              .split(',')
              .filter(Boolean)
              .map(Number),
            city: String(form.get('city') ?? ''),
          };
          return ok(current, { message: 'Data Updated Successfully' });
        }
        return ok(current, { message: 'Data Fetch Successfully' });
      },
      get_user_recommendation: () =>
        ok([
          buildPropertyListItem({
            title: current.city === 'Nashik' ? 'Nashik Farmhouse' : 'Pune Flat',
            city: current.city,
          }),
        ]),
    });
    const user = userEvent.setup();
    renderWithProviders(<PersonalizeFeedPage />, { path: '/user/personalize-feed' });
    const city = await screen.findByLabelText('City');
    await waitFor(() => expect((city as HTMLInputElement).value).toBe('Pune'));
    expect((screen.getByLabelText('Rent') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Min price') as HTMLInputElement).value).toBe('100,000');
    const form = screen.getByTestId('feed-form');
    expect(within(form).getByText('Apartment')).toBeTruthy();
    expect(within(form).getByText('School')).toBeTruthy();
    expect(await screen.findByText('Pune Flat')).toBeTruthy();

    await user.clear(city);
    await user.type(city, 'Nashik');
    await user.click(screen.getByLabelText('Both'));
    await user.click(screen.getByLabelText('Nearby places', { selector: 'input:not([type=hidden])' }));
    await user.click(await screen.findByRole('option', { name: 'Hospital', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Data Updated Successfully'));
    const post = formOf(of('personalised-fields').find((c) => c.method === 'POST')?.form);
    expect(post.get('city')).toBe('Nashik');
    expect(post.get('category_ids')).toBe('2');
    expect(post.get('outdoor_facilitiy_ids')).toBe('4,5');
    expect(post.get('property_type')).toBe('0,1');
    expect(post.get('price_range')).toBe('100000,9000000');
    expect(await screen.findByText('Nashik Farmhouse')).toBeTruthy();
  });

  it('refuses a half-filled price range without saving', async () => {
    abodeStore.set(userSignupAtom, TEST_SESSION);
    const { of } = stubApi({
      ...catalogue,
      'personalised-fields': ok({ ...saved, price_range: [] }),
      get_user_recommendation: ok([]),
    });
    const user = userEvent.setup();
    renderWithProviders(<PersonalizeFeedPage />, { path: '/user/personalize-feed' });
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Pune'));
    await user.type(screen.getByLabelText('Min price'), '500');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Give both a min and a max price, or neither.')).toBeTruthy();
    expect(of('personalised-fields').some((c) => c.method === 'POST')).toBe(false);
  });

  it('resets the preferences with DELETE and empties the form', async () => {
    abodeStore.set(userSignupAtom, TEST_SESSION);
    const success = vi.spyOn(notify, 'success');
    let deleted = false;
    const defaults = {
      ...saved,
      category_ids: [],
      price_range: [],
      property_type: [0, 1],
      outdoor_facilitiy_ids: [],
      city: '',
    };
    const { of } = stubApi({
      ...catalogue,
      'personalised-fields': (call) => {
        if (call.method === 'DELETE') deleted = true;
        return call.method === 'DELETE'
          ? ok(defaults, { message: 'Data Deleted Successfully' })
          : ok(deleted ? defaults : saved);
      },
      get_user_recommendation: ok([]),
    });
    const user = userEvent.setup();
    renderWithProviders(<PersonalizeFeedPage />, { path: '/user/personalize-feed' });
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Pune'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Data Deleted Successfully'));
    expect(of('personalised-fields').some((c) => c.method === 'DELETE')).toBe(true);
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Both') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Min price') as HTMLInputElement).value).toBe('');
  });
});
