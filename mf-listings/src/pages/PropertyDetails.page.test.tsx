import {
  abodeStore,
  INITIAL_LANGUAGE,
  INITIAL_USER_SIGNUP,
  languageAtom,
  notify,
  subscribeChatOpen,
  userSignupAtom,
} from '@abode/shared';
import {
  buildInterestedUser,
  buildProperty,
  buildSession,
  ok,
  renderWithProviders,
  stubApi,
  TEST_SESSION,
} from '@abode/shared/test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withSections } from '../test/sections.ts';
import { PropertyDetailsPage } from './PropertyDetails.page.tsx';

withSections();

afterEach(() => {
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  abodeStore.set(languageAtom, INITIAL_LANGUAGE);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DETAIL_PATH = '/properties-details/sea-view-apartment-bandra';
/** What every parameter value of a detail carries besides its name, type and value. */
const PARAM = { image: '', is_required: 0, type_values: [] as string[] };

/** The detail page over a recording API; `over` changes the listing. */
function renderDetail(over: Record<string, unknown> = {}, routes: Parameters<typeof stubApi>[0] = {}) {
  const detail = buildProperty({
    gallery: [
      { id: 1, image: 'b.jpg', image_url: '/uploads/b.jpg' },
      { id: 2, image: 'c.jpg', image_url: '/uploads/c.jpg' },
    ],
    ...({ added_by: 8, customer_id: 8, customer_slug_id: 'arjun-mehta', customer_name: 'Arjun Mehta' } as object),
    ...over,
  });
  const api = stubApi({
    get_property: { body: { error: false, message: '', total: 1, data: [detail], similar_properties: [] } },
    ...routes,
  });
  const view = renderWithProviders(<PropertyDetailsPage />, {
    path: DETAIL_PATH,
    route: '/properties-details/:slug_id',
  });
  return { ...api, ...view, user: userEvent.setup() };
}

describe('PropertyDetailsPage', () => {
  it('shows the listing, its facts and similar properties, and sets title and description from SEO fields', async () => {
    const detail = buildProperty({
      meta_title: 'Bandra sea-facing 3BHK',
      meta_description: 'A sea-facing three-bedroom apartment on Bandstand with parking.',
      parameters: [
        { ...PARAM, id: 1, name: 'Bedrooms', type_of_parameter: 'number', value: '3' },
        { ...PARAM, id: 2, name: 'Amenities', type_of_parameter: 'checkbox', value: ['Gym', 'Pool'] },
        { ...PARAM, id: 3, name: 'Brochure', type_of_parameter: 'file', value: '/uploads/x.pdf' },
      ],
      assign_facilities: [{ id: 1, property_id: 1, facility_id: 1, name: 'Metro station', image: '', distance: 1.5 }],
      is_verified: true,
      customer_name: 'Asha Agent',
    });
    const { of } = stubApi({
      get_property: {
        body: {
          error: false,
          message: '',
          total: 1,
          data: [detail],
          similar_properties: [buildProperty({ id: 2, slug_id: 'other', title: 'Other Flat' })],
        },
      },
    });
    renderWithProviders(<PropertyDetailsPage />, {
      path: '/properties-details/sea-view-apartment-bandra',
      route: '/properties-details/:slug_id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sea View Apartment' })).toBeTruthy();
    expect(of('get_property')[0]?.url.searchParams.get('slug_id')).toBe('sea-view-apartment-bandra');
    await waitFor(() => expect(screen.getByTestId('detail-price').textContent).toContain('₹ 2.50 Cr'));
    expect(screen.getByText('Gym, Pool')).toBeTruthy();
    expect(screen.queryByText('Brochure')).toBeNull(); // file parameters are not shown as text
    expect(screen.getByText('Metro station')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Other Flat')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Bandra sea-facing 3BHK | Abode'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(detail.meta_description);
  });

  it('asks a visitor to sign in first for a premium property, in the gate dialog and on the page', async () => {
    stubApi({
      get_property: {
        status: 403,
        body: {
          error: true,
          code: 'PREMIUM_REQUIRED',
          message: 'Cannot Access Premium Property, Feature Not Available',
        },
      },
    });
    renderWithProviders(<PropertyDetailsPage />, {
      path: '/properties-details/x',
      route: '/properties-details/:slug_id',
    });
    const alert = await screen.findByTestId('premium-required');
    expect(alert.textContent).toContain('You have not logged in. Please log in first.');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('package-gate-message').textContent).toBe(
      'You have not logged in. Please log in first.',
    );
    expect(within(alert).getByRole('link', { name: 'Login' }).getAttribute('href')).toContain('/login?returnTo=');
  });

  it('tells a member with a package without premium properties so, in the same gate dialog, and leads to the plans', async () => {
    abodeStore.set(userSignupAtom, TEST_SESSION);
    stubApi({
      get_property: {
        status: 403,
        body: {
          error: true,
          code: 'FEATURE_REQUIRED',
          message: 'Your package does not include this feature. Please purchase a package that includes it.',
        },
      },
    });
    renderWithProviders(<PropertyDetailsPage />, {
      path: '/properties-details/x',
      route: '/properties-details/:slug_id',
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('package-gate-message').textContent).toBe(
      'Your package does not include this feature. Please purchase a package that includes it.',
    );
    const alert = screen.getByTestId('premium-required');
    expect(within(alert).getByRole('link', { name: 'Subscription Plan' }).getAttribute('href')).toBe(
      '/subscription-plan',
    );
    abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  });
});

describe('PropertyDetailsPage actions', () => {
  it('moves through the photos with the arrow keys and names every photo', async () => {
    renderDetail();
    const main = await screen.findByTestId('gallery-main');
    const img = () => (main.tagName === 'IMG' ? main : main.querySelector('img')) as HTMLImageElement;
    expect(img().getAttribute('alt')).toBe('Sea View Apartment — Photo 1 of 3');
    const carousel = screen.getByRole('region', { name: 'Photos' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(img().getAttribute('src')).toBe('/uploads/b.jpg');
    expect(img().getAttribute('alt')).toBe('Sea View Apartment — Photo 2 of 3');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(img().getAttribute('src')).toBe('/uploads/c.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Photo 1 of 3' }));
    expect(img().getAttribute('src')).toBe('/uploads/a.jpg');
  });

  it('embeds a YouTube video through youtube-nocookie.com with a title', async () => {
    renderDetail({ video_link: 'https://www.youtube.com/watch?v=ScMzIvxBSi4' });
    const frame = await screen.findByTitle('Video of Sea View Apartment');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/ScMzIvxBSi4');
  });

  it('says when the listing was posted in the reader’s language, not the server’s English', async () => {
    const threeWeeks = new Date(Date.now() - 21 * 86_400_000 - 3_600_000).toISOString();
    abodeStore.set(languageAtom, {
      ...INITIAL_LANGUAGE,
      selected: { code: 'ar', name: 'العربية', rtl: true, file: { engPosted: 'نُشر {time}' } },
    });
    renderDetail({ created_at: threeWeeks, post_created: '3 weeks ago' });
    const posted = await screen.findByTestId('posted');
    const arabic = new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-3, 'week');
    expect(posted.textContent).toBe(`نُشر ${arabic}`);
  });

  it('shows interest (and withdraws it) for a signed-in visitor', async () => {
    abodeStore.set(userSignupAtom, TEST_SESSION);
    const { of, user } = renderDetail(
      { is_interested: 0 },
      {
        interested_users: (c) => ({
          body: {
            error: false,
            message: c.form?.get('type') === '1' ? 'Interest shown successfully' : 'Interest removed',
            data: { property_id: Number(c.form?.get('property_id')), is_interested: Number(c.form?.get('type')) },
          },
        }),
      },
    );
    const button = await screen.findByRole('button', { name: 'Show interest' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('interest-button').textContent).toBe('Withdraw interest'));
    expect(screen.getByTestId('interest-button').getAttribute('aria-pressed')).toBe('true');
    expect(Object.fromEntries(of('interested_users')[0]?.form ?? [])).toEqual({ property_id: '1', type: '1' });
    await user.click(screen.getByTestId('interest-button'));
    await waitFor(() => expect(of('interested_users')).toHaveLength(2));
    expect(Object.fromEntries(of('interested_users')[1]?.form ?? [])).toEqual({ property_id: '1', type: '0' });
  });

  it('sends a visitor to log in before showing interest or reporting', async () => {
    const { user, router, of } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Show interest' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(DETAIL_PATH);
    expect(of('interested_users')).toHaveLength(0);
  });

  it('hands the conversation to the chat section and opens the thread', async () => {
    abodeStore.set(userSignupAtom, TEST_SESSION);
    const handOffs: unknown[] = [];
    const stop = subscribeChatOpen((p) => handOffs.push(p));
    const { user, router } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Chat with the owner' }));
    stop();
    expect(handOffs).toEqual([
      {
        userId: 8,
        name: 'Arjun Mehta',
        subject: { kind: 'property', id: 1, title: 'Sea View Apartment', image: '/uploads/a.jpg' },
      },
    ]);
    expect(router.state.location.pathname).toBe('/user/chat');
    expect(router.state.location.search).toBe('?user_id=8&property_id=1');
  });

  it('copies the link when the Web Share API is missing', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    const success = vi.spyOn(notify, 'success');
    renderDetail();
    const share = await screen.findByRole('button', { name: 'Share' });
    // Set after userEvent.setup(), which installs its own clipboard.
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(share);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(window.location.href));
    expect(success).toHaveBeenCalledWith('Link copied to the clipboard');
  });

  it('shows the owner a link to manage the listing and its interested users, not interest or report', async () => {
    abodeStore.set(userSignupAtom, buildSession({ data: { id: 8 } }));
    const riya = buildInterestedUser();
    const { user, of } = renderDetail(
      {},
      {
        get_interested_users: ok([riya]),
        'shortlist-approval': ok(
          { id: riya.id, is_shortlisted: true, is_approved: false },
          { message: 'User shortlisted' },
        ),
      },
    );
    const link = await screen.findByRole('link', { name: 'Manage this listing' });
    expect(link.getAttribute('href')).toBe('/my-property/sea-view-apartment-bandra');
    expect(screen.queryByRole('button', { name: 'Show interest' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    const panel = await screen.findByTestId('interested-users-panel');
    const shortlist = await within(panel).findByRole('button', { name: 'Shortlist Riya Sharma' });
    expect(shortlist.getAttribute('aria-pressed')).toBe('false');
    await user.click(shortlist);
    await waitFor(() => expect(of('shortlist-approval').length).toBeGreaterThan(0));
    const [sent] = of('shortlist-approval');
    expect(Object.fromEntries(sent?.url.searchParams ?? [])).toEqual({
      property_id: '1',
      user_id: String(riya.id),
      status: '1',
    });
  });

  it('restores the document title and description on leaving', async () => {
    document.title = 'Abode';
    const { unmount } = renderDetail({ meta_title: 'Bandra flat', meta_description: 'A flat in Bandra by the sea.' });
    await waitFor(() => expect(document.title).toBe('Bandra flat | Abode'));
    unmount();
    expect(document.title).toBe('Abode');
  });
});
