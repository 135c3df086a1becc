import { MESSAGES, subscribeLoginRequired } from '@abode/shared';
import { buildProfile, ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeEngine, type FakeEngine } from '../map/engine/fake-engine.ts';
import { withSections } from '../test/sections.ts';
import { AddPropertyPage } from './AddProperty.page.tsx';
import { photoChecker } from './photo.ts';
import { completeCustomer, formAnswers, pngFile, signIn } from './posting.fixtures.ts';

// The form's location picker draws on a fake map: the built-in one fetches its world outline over the
// network, which would outlive the test (and its fetch stub) and reach for a server that is not there.
const map = vi.hoisted(() => ({ engine: null as FakeEngine | null }));
vi.mock('../map/useMapEngine.ts', () => ({
  useMapEngine: () => map.engine,
  useMapsKey: () => ({ key: '', settled: true }),
}));

withSections();

const realReadSize = photoChecker.readSize;
beforeEach(() => {
  map.engine = createFakeEngine();
  signIn();
  // happy-dom cannot decode pictures: a file named "small…" decodes as 80×80, anything else as 640×480.
  photoChecker.readSize = async (file: Blob) =>
    (file as File).name.startsWith('small') ? { width: 80, height: 80 } : { width: 640, height: 480 };
});
afterEach(() => {
  photoChecker.readSize = realReadSize;
  vi.unstubAllGlobals();
  signIn(null);
});

function renderPage() {
  return renderWithProviders(<AddPropertyPage />, { path: '/user/add-property', route: '/user/add-property' });
}

/** The text Mantine links to an input as its error (through aria-describedby). */
function errorOf(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Types into a text field at once (typing key by key re-renders the whole form each time). */
function fill(name: RegExp, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
}

async function pickCategory(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
  // The dropdown is still in its opening transition (display: none) in happy-dom.
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('AddPropertyPage gates', () => {
  it('sends a visitor to login and back', async () => {
    signIn(null);
    stubApi(formAnswers());
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fuser%2Fadd-property');
  });

  it('asks for a complete profile first, with a link to the profile, and does not check the package', async () => {
    const { calls } = stubApi(
      formAnswers({
        'get-user-data': ok(buildProfile({ ...completeCustomer, address: '', is_profile_complete: false })),
      }),
    );
    renderPage();
    const alert = await screen.findByTestId('profile-incomplete');
    expect(within(alert).getByText('You have not completed your profile yet. Please complete first')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/user/profile',
    );
    expect(calls.some((c) => c.endpoint === 'check-package-limit')).toBe(false);
    expect(screen.queryByRole('form', { name: 'Property details' })).toBeNull();
  });

  it('without a package shows the warning dialog; OK leads to /subscription-plan', async () => {
    const { calls } = stubApi(
      formAnswers({
        'check-package-limit': {
          body: {
            error: false,
            message: '',
            data: { package_available: false, feature_available: false, limit_available: false },
          },
        },
      }),
    );
    const { router } = renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Package required' });
    expect(within(dialog).getByText(MESSAGES.notSubscribed)).toBeTruthy();
    expect(MESSAGES.notSubscribed).toBe('You have not subscribed. Please subscribe first');
    expect(calls.find((c) => c.endpoint === 'check-package-limit')?.url.searchParams.get('type')).toBe('property_list');
    expect(screen.queryByRole('form', { name: 'Property details' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-plan'));
  });

  it('with the limit used up says so in the dialog', async () => {
    stubApi(
      formAnswers({
        'check-package-limit': {
          body: {
            error: false,
            message: '',
            data: { package_available: true, feature_available: true, limit_available: false },
          },
        },
      }),
    );
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Package required' });
    expect(within(dialog).getByText('Your Package Limit is Over. Please Purchase Package.')).toBeTruthy();
  });
});

describe('AddPropertyPage gates: a failed check is not a missing package', () => {
  it('a session the server refused signs out and asks for sign-in, never for a package', async () => {
    const loginRequired: string[] = [];
    const stop = subscribeLoginRequired((p) => loginRequired.push(p.returnTo));
    stubApi(
      formAnswers({
        'check-package-limit': {
          status: 401,
          body: { error: true, message: 'User is not authenticated', code: 'UNAUTHENTICATED' },
        },
      }),
    );
    renderPage();
    await waitFor(() => expect(loginRequired).toHaveLength(1));
    stop();
    expect(screen.queryByTestId('package-required')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Package required' })).toBeNull();
    expect(screen.queryByText('User is not authenticated')).toBeNull();
  });

  it('another failure offers a retry, not the plans', async () => {
    let failures = 1;
    stubApi(
      formAnswers({
        'check-package-limit': () =>
          failures-- > 0
            ? { status: 503, body: { error: true, message: 'Service unavailable', code: 'INTERNAL' } }
            : {
                body: {
                  error: false,
                  message: '',
                  data: { package_available: true, feature_available: true, limit_available: true },
                },
              },
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(screen.queryByTestId('package-required')).toBeNull();
    expect(await screen.findByRole('form', { name: 'Property details' })).toBeTruthy();
  });
});

describe('AddPropertyPage form', { timeout: 20_000 }, () => {
  it('shows every validation message word for word and posts nothing', async () => {
    const { calls } = stubApi(formAnswers());
    renderPage();
    await screen.findByRole('form', { name: 'Property details' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    expect(await screen.findByText('Please select Category')).toBeTruthy();
    expect(errorOf(screen.getByRole('textbox', { name: /^Title/ }))).toContain('Title is required');
    expect(errorOf(screen.getByRole('textbox', { name: /^Description/ }))).toContain('Description field is required');
    expect(errorOf(screen.getByRole('textbox', { name: /^Price/ }))).toContain('Price is required');
    expect(screen.getByText('Please select a Title Image')).toBeTruthy();
    expect(errorOf(screen.getByRole('textbox', { name: /^City/ }))).toContain('Please fill all fields');
    expect(calls.some((c) => c.endpoint === 'post_property')).toBe(false);
  });

  it("shows the chosen category's parameters by type and enforces the required ones", async () => {
    stubApi(formAnswers());
    renderPage();
    await screen.findByRole('form', { name: 'Property details' });
    expect(screen.queryByTestId('parameters')).toBeNull();
    await pickCategory('House');
    const params = await screen.findByTestId('parameters');
    expect(within(params).getByRole('textbox', { name: /^Bedrooms/ })).toBeTruthy();
    expect(within(params).getByRole('radio', { name: 'Yes' })).toBeTruthy();
    expect(within(params).getByRole('checkbox', { name: 'Gym' })).toBeTruthy();
    expect(within(params).getByRole('textbox', { name: /^Notes/ })).toBeTruthy();
    expect(within(params).getByRole('button', { name: /^Floor plan/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    expect(await within(params).findByText('Bedrooms is required')).toBeTruthy();
    expect(within(params).getByText('Furnishing is required')).toBeTruthy();
    expect(within(params).queryByText('Parking is required')).toBeNull();
    await userEvent.type(within(params).getByRole('textbox', { name: /^Bedrooms/ }), '3');
    await waitFor(() => expect(within(params).queryByText('Bedrooms is required')).toBeNull());
  });

  it('warns live about SEO fields without blocking', async () => {
    stubApi(formAnswers());
    renderPage();
    await screen.findByRole('form', { name: 'Property details' });
    const title = screen.getByRole('textbox', { name: 'Meta title' });
    fireEvent.change(title, { target: { value: 'x'.repeat(60) } });
    expect(screen.queryByTestId('seo-warning-title')).toBeNull();
    fireEvent.change(title, { target: { value: 'x'.repeat(61) } });
    expect(screen.getByTestId('seo-warning-title').textContent).toBe('Meta title should be at most 60 characters.');
    const keywords = screen.getByRole('textbox', { name: 'Meta keywords' });
    fireEvent.change(keywords, { target: { value: Array.from({ length: 10 }, (_, i) => `k${i}`).join(', ') } });
    expect(screen.queryByTestId('seo-warning-keywords')).toBeNull();
    fireEvent.change(keywords, { target: { value: Array.from({ length: 11 }, (_, i) => `k${i}`).join(', ') } });
    expect(screen.getByTestId('seo-warning-keywords').textContent).toBe(
      'Meta keywords should be at most 10 comma-separated phrases.',
    );
    const description = screen.getByRole('textbox', { name: 'Meta description' });
    fireEvent.change(description, { target: { value: 'Too short.' } });
    expect(screen.getByTestId('seo-warning-description').textContent).toBe(
      'Meta description should be between 50 and 160 characters.',
    );
    fireEvent.change(description, { target: { value: 'd'.repeat(80) } });
    expect(screen.queryByTestId('seo-warning-description')).toBeNull();
    fireEvent.change(description, { target: { value: 'd'.repeat(161) } });
    expect(screen.getByTestId('seo-warning-description')).toBeTruthy();
  });

  it('refuses a photo under 120×120 before upload', async () => {
    stubApi(formAnswers());
    renderPage();
    await screen.findByRole('form', { name: 'Property details' });
    await userEvent.upload(screen.getByTestId('input-title_image'), pngFile('small.png'));
    expect(await screen.findByText('Photos must be JPEG or PNG, at least 120x120.')).toBeTruthy();
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'a.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('input-gallery_images'), { target: { files: [gif] } });
    await waitFor(() => expect(screen.getAllByText('Photos must be JPEG or PNG, at least 120x120.')).toHaveLength(2));
    expect(screen.queryAllByTestId('gallery-new')).toHaveLength(0);
  });

  it('posts the listing as multipart and goes to my properties', async () => {
    const { calls } = stubApi(
      formAnswers({
        post_property: { body: { error: false, message: 'Property Post Successfully', data: [] } },
      }),
    );
    const { router } = renderPage();
    await screen.findByRole('form', { name: 'Property details' });
    await pickCategory('Plot');
    fill(/^Title/, 'Corner plot in Whitefield');
    fill(/^Description/, 'A level plot on a corner.');
    fill(/^Price/, '4500000');
    fill(/^Highlights/, 'Corner plot');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lift' }));
    fill(/^School/, '1.5');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    fill(/^Address/, '4, Ring Road, Whitefield');
    fill(/^City/, 'Bengaluru');
    fill(/^State/, 'Karnataka');
    fill(/^Country/, 'India');
    await userEvent.upload(screen.getByTestId('input-title_image'), pngFile('title.png'));
    await userEvent.upload(screen.getByTestId('input-gallery_images'), [pngFile('g1.png'), pngFile('g2.png')]);
    await waitFor(() => expect(screen.getAllByTestId('gallery-new')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Remove g1.png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/properties'));
    const post = calls.find((c) => c.endpoint === 'post_property');
    const body = post?.form;
    if (!body) throw new Error('post_property was not sent as multipart');
    expect(post?.init?.method).toBe('POST');
    expect(body.get('id')).toBeNull();
    expect(body.get('title')).toBe('Corner plot in Whitefield');
    expect(body.get('category_id')).toBe('2');
    expect(body.get('property_type')).toBe('0');
    expect(body.get('price')).toBe('4500000');
    expect(body.get('highligts')).toBe('Corner plot');
    expect(body.getAll('amenity_id[]')).toEqual(['1']);
    expect(body.get('facilities[0][facility_id]')).toBe('3');
    expect(body.get('facilities[0][distance]')).toBe('1.5');
    expect(JSON.parse(String(body.get('questionaries')))).toEqual({ '5': 'No' });
    expect((body.get('title_image') as File).name).toBe('title.png');
    expect((body.getAll('gallery_images[]') as File[]).map((f) => f.name)).toEqual(['g2.png']);
  });

  it('puts a refusal that names a field on the field', async () => {
    stubApi(
      formAnswers({
        post_property: { status: 400, body: { error: true, message: 'Please enter a valid YouTube link' } },
      }),
    );
    renderPage();
    await screen.findByRole('form', { name: 'Property details' });
    await pickCategory('Plot');
    fill(/^Title/, 'Plot');
    fill(/^Description/, 'Level.');
    fill(/^Price/, '100');
    for (const [name, value] of [
      ['Address', 'Road'],
      ['City', 'Pune'],
      ['State', 'Maharashtra'],
      ['Country', 'India'],
    ]) {
      fill(new RegExp(`^${name}`), value as string);
    }
    await userEvent.upload(screen.getByTestId('input-title_image'), pngFile('title.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit property' }));
    await waitFor(() =>
      expect(errorOf(screen.getByRole('textbox', { name: /^Video link/ }))).toContain(
        'Please enter a valid YouTube link',
      ),
    );
  });
});
