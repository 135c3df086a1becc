import { abodeStore, defineSection, INITIAL_USER_SIGNUP, userSignupAtom } from '@abode/shared';
import {
  buildProject,
  fail,
  ok,
  registerSections,
  renderWithProviders,
  type StubAnswer,
  stubApi,
  TEST_SESSION,
  withSections,
} from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { section } from '../section.ts';
import { buildProjectDetail } from '../test/fixtures.ts';
import { ProjectDetailsPage } from './ProjectDetails.page.tsx';

// The account section, as far as this page links to it: a builder's page.
const account = defineSection({
  name: 'mf_account',
  pages: { builderDetail: '/builder-details/:slug', login: '/login' },
  roles: { signIn: 'login' },
  texts: { en: {} },
});
withSections(section, account);

const skyline = buildProject({
  id: 7,
  slug_id: 'skyline-towers-7',
  title: 'Skyline Towers',
  description: 'Two towers by the river.\nHanding over in 2027.',
  type: 'under_construction',
  image: 'https://cdn.example/front.jpg',
  location: 'Baner Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  price: 8_500_000,
  sqft: 1250,
  video_link: 'https://video.example/skyline',
  meta_title: 'Skyline Towers in Baner',
  meta_description: 'Two towers by the river in Baner, Pune.',
  gallary_images: [
    { id: 1, name: 'https://cdn.example/lobby.jpg', type: 'image', project_id: 7 },
    { id: 2, name: 'https://cdn.example/pool.jpg', type: 'image', project_id: 7 },
  ],
  documents: [{ id: 3, name: 'https://cdn.example/uploads/rera_certificate.pdf', type: 'doc', project_id: 7 }],
  plans: [
    { id: 4, title: '2 BHK — 950 sq ft', document: 'https://cdn.example/2bhk.pdf', project_id: 7 },
    { id: 5, title: '3 BHK — 1,250 sq ft', document: 'https://cdn.example/3bhk.pdf', project_id: 7 },
  ],
  customer: {
    id: 3,
    name: 'Arjun Mehta',
    email: 'agent@abode.test',
    mobile: '+91 98200 22222',
    slug_id: 'arjun-mehta',
  },
});

/** The detail fields of spec §3 on top of the listed shape. */
const full = buildProjectDetail({
  ...skyline,
  projecthighligts: 'River view from every flat.\nClubhouse and pool.',
  broucher_images: [{ id: 11, name: 'https://cdn.example/brochure-1.jpg', type: 'broucher', project_id: 7 }],
  paymentdocument: [{ id: 12, name: 'https://cdn.example/payment-plan.pdf', type: 'payment', project_id: 7 }],
  parameters: [
    { id: 1, name: 'Towers', image: '', is_required: true, type_of_parameter: 'text', type_values: [], value: '2' },
    {
      id: 2,
      name: 'Facing',
      image: '',
      is_required: false,
      type_of_parameter: 'checkbox',
      type_values: ['East', 'North', 'West'],
      value: ['East', 'North'],
    },
  ],
  amenities: [
    { id: 1, name: 'Gym', image: '' },
    { id: 2, name: 'Pool', image: '' },
  ],
  facilities: [{ id: 1, facility_id: 4, name: 'School', image: '', distance: 1.5 }],
  customer: { ...skyline.customer, is_verified: true },
});
const plain = buildProjectDetail({ ...skyline });
const similar = buildProject({ id: 8, slug_id: 'green-meadows-8', title: 'Green Meadows' });

/** get-project-detail: the project in `data`, similar projects at the top level. */
const detailAnswer = (project: unknown): StubAnswer => ok([project], { similar_projects: [similar] });

function renderPage(slug = 'skyline-towers-7') {
  return renderWithProviders(<ProjectDetailsPage />, {
    path: `/project-details/${slug}`,
    route: '/project-details/:slug_id',
  });
}

describe('ProjectDetailsPage', () => {
  beforeEach(() => {
    document.title = 'Abode';
  });
  afterEach(() => {
    cleanup();
    abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
    vi.unstubAllGlobals();
  });

  it('asks get-project-detail for the project by its slug and shows stage, place, price, area, photos', async () => {
    const api = stubApi({ 'get-project-detail': detailAnswer(full) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Skyline Towers' })).toBeTruthy();
    expect(api.of('get-project-detail')[0]?.url.searchParams.get('slug_id')).toBe('skyline-towers-7');
    const page = screen.getByTestId('project-detail');
    expect(within(page).getAllByTestId('project-type')[0]?.textContent).toBe('Under Construction');
    expect(within(page).getByTestId('project-place').textContent).toBe('Baner Road, Pune, Maharashtra, India');
    expect(within(page).getByTestId('project-price').textContent).toContain('8,500,000');
    expect(within(page).getByTestId('project-area').textContent).toBe('Area: 1250 sq ft');
    const photos = within(page)
      .getAllByRole('img')
      .map((i) => i.getAttribute('alt'))
      .filter((a) => a?.startsWith('Skyline Towers — photo'));
    expect(photos).toEqual([
      'Skyline Towers — photo 1 of 3',
      'Skyline Towers — photo 2 of 3',
      'Skyline Towers — photo 3 of 3',
    ]);
    expect(within(page).getByText(/Two towers by the river\./).textContent).toContain('Handing over in 2027.');
    expect(within(page).getByRole('link', { name: '← All projects' }).getAttribute('href')).toBe('/projects');
  });

  it('names each place once when the address already ends with the city (the shared place formatter)', async () => {
    stubApi({
      'get-project-detail': detailAnswer({ ...full, location: '52, Anna Nagar, pune, Maharashtra', city: 'Pune' }),
    });
    renderPage();
    const place = await screen.findByTestId('project-place');
    expect(place.textContent).toBe('52, Anna Nagar, pune, Maharashtra, India');
  });

  it('shows each floor plan in the page: a PDF in an object, with a link to the file', async () => {
    stubApi({ 'get-project-detail': detailAnswer(full) });
    renderPage();
    const plans = await screen.findByTestId('project-floor-plans');
    expect(within(plans).getByRole('heading', { level: 2 }).textContent).toBe('Floor plans (2)');
    const buttons = within(plans).getAllByTestId('project-plan');
    expect(buttons.map((b) => b.textContent)).toEqual(['2 BHK — 950 sq ft', '3 BHK — 1,250 sq ft']);
    fireEvent.click(buttons[1] as HTMLElement);
    const viewer = await screen.findByRole('dialog', { name: '3 BHK — 1,250 sq ft' });
    expect(viewer.querySelector('object')?.getAttribute('data')).toBe('https://cdn.example/3bhk.pdf');
    expect(
      within(viewer)
        .getByRole('link', { name: /Open the file/ })
        .getAttribute('href'),
    ).toBe('https://cdn.example/3bhk.pdf');
  });

  it('shows highlights, parameters, amenities, nearby places, brochure, payment plan and documents', async () => {
    stubApi({ 'get-project-detail': detailAnswer(full) });
    renderPage();
    const highlights = await screen.findByTestId('project-highlights');
    expect(highlights.textContent).toContain('Clubhouse and pool.');
    const params = screen.getByTestId('project-parameters');
    expect(within(params).getByText('Towers').nextElementSibling?.textContent).toBe('2');
    expect(within(params).getByText('East, North')).toBeTruthy();
    expect(within(screen.getByTestId('project-amenities')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByTestId('project-nearby')).getByRole('listitem').textContent).toBe('School: 1.5 km');
    fireEvent.click(within(screen.getByTestId('project-brochure')).getByRole('button', { name: 'Brochure page 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'Brochure page 1' });
    expect(within(viewer).getByRole('img', { name: 'Brochure page 1' }).getAttribute('src')).toBe(
      'https://cdn.example/brochure-1.jpg',
    );
    const docs = screen.getByTestId('project-documents');
    expect(within(docs).getByTestId('project-payment-plan').textContent).toBe('Payment plan');
    expect(within(docs).getByRole('link').textContent).toBe('rera certificate (opens in a new tab)');
    expect(screen.getByTestId('project-location').querySelector('a')?.getAttribute('href')).toContain(
      'google.com/maps',
    );
  });

  it('plays a YouTube video in the privacy-enhanced player, and links any other video', async () => {
    stubApi({
      'get-project-detail': detailAnswer({ ...full, video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    });
    const { unmount } = renderPage();
    const video = await screen.findByTestId('project-video');
    expect(video.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(video.querySelector('iframe')?.getAttribute('title')).toBe('Video of Skyline Towers');
    unmount();
    vi.unstubAllGlobals();
    stubApi({ 'get-project-detail': detailAnswer(full) });
    renderPage();
    expect((await screen.findByRole('link', { name: /Watch the project video/ })).getAttribute('href')).toBe(
      'https://video.example/skyline',
    );
  });

  it('never links a video address that is not a web address', async () => {
    stubApi({ 'get-project-detail': detailAnswer({ ...full, video_link: 'javascript:alert(1)' }) });
    renderPage();
    await screen.findByTestId('project-detail');
    expect(screen.queryByTestId('project-video')).toBeNull();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it('says when no floor plan is published yet', async () => {
    stubApi({ 'get-project-detail': detailAnswer({ ...plain, plans: [], documents: [] }) });
    renderPage();
    const plans = await screen.findByTestId('project-floor-plans');
    expect(within(plans).getByText('No floor plans have been published for this project yet.')).toBeTruthy();
    expect(screen.queryByTestId('project-documents')).toBeNull();
  });

  it('shows the builder, verified, with contact and a link to the builder’s page', async () => {
    stubApi({ 'get-project-detail': detailAnswer(full) });
    renderPage();
    const contact = await screen.findByTestId('project-contact');
    expect(within(contact).getByTestId('builder-verified').textContent).toBe('Verified');
    expect(within(contact).getByRole('link', { name: 'agent@abode.test' }).getAttribute('href')).toBe(
      'mailto:agent@abode.test',
    );
    expect(within(contact).getByRole('link', { name: '+91 98200 22222' }).getAttribute('href')).toBe(
      'tel:+919820022222',
    );
    expect(within(contact).getByRole('link', { name: 'All projects by Arjun Mehta' }).getAttribute('href')).toBe(
      '/builder-details/arjun-mehta',
    );
  });

  it('offers no link to the builder’s page while the account section is not running', async () => {
    registerSections(section);
    stubApi({ 'get-project-detail': detailAnswer(plain) });
    renderPage();
    const contact = await screen.findByTestId('project-contact');
    expect(within(contact).getByText('Arjun Mehta')).toBeTruthy();
    expect(within(contact).queryByRole('link', { name: /All projects by/ })).toBeNull();
    expect(within(contact).queryByTestId('builder-verified')).toBeNull();
  });

  it('lists similar projects (get_similar=1, in the same answer) as cards', async () => {
    const api = stubApi({ 'get-project-detail': detailAnswer(full) });
    renderPage();
    const block = await screen.findByTestId('project-similar');
    expect(within(block).getByText('Green Meadows')).toBeTruthy();
    expect(api.of('get-project-detail')).toHaveLength(1);
    expect(api.of('get-project-detail')[0]?.url.searchParams.get('get_similar')).toBe('1');
  });

  it('sends favourite and interest with the project id for a signed-in viewer', async () => {
    abodeStore.set(userSignupAtom, TEST_SESSION);
    const api = stubApi({
      'get-project-detail': detailAnswer(full),
      add_favourite: ok({ project_id: 7, is_favourite: 1 }, { message: 'Added' }),
      interested_users: ok({ project_id: 7, is_interested: 1 }, { message: 'Interested' }),
    });
    renderPage();
    const fav = await screen.findByTestId('favourite-button');
    expect(fav.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(fav);
    await waitFor(() => expect(api.of('add_favourite')).toHaveLength(1));
    expect(api.of('add_favourite')[0]?.json).toEqual({ project_id: 7, type: 1 });
    expect(fav.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('interest-button'));
    await waitFor(() => expect(api.of('interested_users')).toHaveLength(1));
    expect(api.of('interested_users')[0]?.form?.get('project_id')).toBe('7');
    expect(api.of('interested_users')[0]?.form?.get('type')).toBe('1');
  });

  it('sends a visitor to sign in (and back) before favouriting', async () => {
    const api = stubApi({ 'get-project-detail': detailAnswer(full) });
    const { router } = renderPage();
    fireEvent.click(await screen.findByTestId('favourite-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toContain('returnTo=%2Fproject-details%2Fskyline-towers-7');
    expect(api.of('add_favourite')).toHaveLength(0);
  });

  it('takes the title and meta description from the SEO fields, and puts them back on leaving', async () => {
    stubApi({ 'get-project-detail': detailAnswer(full) });
    const { unmount } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Skyline Towers' });
    expect(document.title).toBe('Skyline Towers in Baner | Abode');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Two towers by the river in Baner, Pune.',
    );
    unmount();
    expect(document.title).toBe('Abode');
    expect(document.querySelector('meta[name="description"]')).toBeNull();
  });

  /** The public part the API answers without project_access (docs/decisions/025). */
  const teaser = buildProjectDetail({
    ...skyline,
    description: '',
    location: '',
    latitude: '',
    longitude: '',
    video_link: '',
    sqft: null,
    gallary_images: [],
    documents: [],
    plans: [],
    gated: true,
    customer: { ...skyline.customer, is_verified: true },
  });
  const gatedAnswer = (code: 'UNAUTHENTICATED' | 'PACKAGE_REQUIRED' | 'FEATURE_REQUIRED', message: string) =>
    ok([teaser], {
      similar_projects: [],
      gate: { code, message, package_available: code === 'FEATURE_REQUIRED', feature_available: false },
    });

  it('shows a visitor the public part and asks them to sign in for the rest, without a dialog', async () => {
    stubApi({ 'get-project-detail': gatedAnswer('UNAUTHENTICATED', 'You have not logged in. Please log in first.') });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Skyline Towers' })).toBeTruthy();
    const page = screen.getByTestId('project-detail');
    expect(within(page).getByTestId('project-price').textContent).toContain('8,500,000');
    expect(within(page).getByTestId('project-place').textContent).toBe('Pune, Maharashtra, India');
    expect(within(page).getAllByTestId('project-type')[0]?.textContent).toBe('Under Construction');
    expect(within(page).getByTestId('project-contact').textContent).toContain('Arjun Mehta');
    const cover = within(page).getByAltText('Skyline Towers — photo 1 of 1');
    expect(cover.getAttribute('src')).toBe('https://cdn.example/front.jpg');
    // The rest is held back: no plans, documents, location or description sections.
    for (const id of ['project-floor-plans', 'project-documents', 'project-location', 'project-amenities'])
      expect(within(page).queryByTestId(id)).toBeNull();
    const box = within(page).getByTestId('project-sign-in');
    expect(within(box).getByTestId('project-gate-message').textContent).toBe(
      'You have not logged in. Please log in first.',
    );
    expect(within(box).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fproject-details%2Fskyline-towers-7',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a member without a package, and one whose package lacks project access, apart in the gate dialog', async () => {
    for (const [code, text] of [
      ['PACKAGE_REQUIRED', 'You have not subscribed. Please subscribe first'],
      ['FEATURE_REQUIRED', 'Your package does not include this feature. Please purchase a package that includes it.'],
    ] as const) {
      abodeStore.set(userSignupAtom, TEST_SESSION);
      stubApi({ 'get-project-detail': gatedAnswer(code, text) });
      renderPage();
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByTestId('package-gate-message').textContent).toBe(text);
      expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
      const box = screen.getByTestId('project-access-required');
      expect(within(box).getByTestId('project-gate-message').textContent).toBe(text);
      expect(screen.getByRole('heading', { level: 1, name: 'Skyline Towers' })).toBeTruthy();
      expect(screen.queryByTestId('project-floor-plans')).toBeNull();
      cleanup();
    }
  });

  it('says the project was not found when the API knows no such slug', async () => {
    stubApi({ 'get-project-detail': fail(404, 'Project not found', 'NOT_FOUND') });
    renderPage('nothing-here');
    expect(await screen.findByText('This project could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All projects' }).getAttribute('href')).toBe('/projects');
  });

  it('shows the error with a retry when the API fails', async () => {
    stubApi({ 'get-project-detail': fail(500, 'Something Went Wrong', 'INTERNAL') });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something Went Wrong');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
