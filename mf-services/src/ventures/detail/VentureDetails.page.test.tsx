import { abodeStore, defineSection, INITIAL_LANGUAGE, languageAtom } from '@abode/shared';
import { fail, ok, renderWithProviders, type StubAnswer, stubApi, withSections } from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { section } from '../../section.ts';
import { buildConstructionDetail, buildJvDetail, buildRating, OWNER, signIn } from '../test/fixtures.ts';
import { ConstructionDetailsPage, JointVentureDetailsPage } from './VentureDetails.page.tsx';

const account = defineSection({
  name: 'mf_account',
  pages: { login: '/login' },
  roles: { signIn: 'login' },
  texts: { en: {} },
});
withSections(section, account);

const VIEWER = { id: 50, name: 'Meera Nair' };

/** Chooses `n` stars as a pointer does: a click on the star (the label of its hidden radio). */
function chooseStars(form: HTMLElement, n: number) {
  const radio = within(form).getByRole('radio', { name: `${n} out of 5 stars` });
  fireEvent.click(form.querySelector(`label[for="${radio.id}"]`) as HTMLElement);
}
const land = buildJvDetail();

/** The view-count call's answer: counted, and the post's count after it. */
const viewAnswer = (total: number): StubAnswer => ok({ id: land.id, total_click: total, counted: true });

function renderJv(slug = 'hinjewadi-land-21') {
  return renderWithProviders(<JointVentureDetailsPage />, {
    path: `/joint-ventures/${slug}`,
    route: '/joint-ventures/:slug_id',
  });
}

describe('JointVentureDetailsPage', () => {
  beforeEach(() => {
    document.title = 'Abode';
  });
  afterEach(() => {
    cleanup();
    signIn(null);
    vi.unstubAllGlobals();
  });

  it('asks jv-get by slug and shows every field, the gallery, the description and the title', async () => {
    const api = stubApi({ 'jv-get': ok(land), post_jv_construction_view_count: viewAnswer(13) });
    renderJv();
    expect(await screen.findByRole('heading', { level: 1, name: 'Four acres in Hinjewadi' })).toBeTruthy();
    expect(api.of('jv-get')[0]?.url.searchParams.get('slug_id')).toBe('hinjewadi-land-21');
    const facts = screen.getByTestId('venture-facts');
    const value = (label: string) => within(facts).getByText(label).nextElementSibling?.textContent;
    expect(value('Post type')).toBe('Land owner');
    expect(value('JV type')).toBe('Revenue share');
    expect(value('Land size')).toBe('4 acres');
    expect(value('Brokerage')).toBe('1%');
    expect(value('Ownership status')).toBe('Freehold');
    expect(value('Expected date')).toContain('2026');
    expect(value('Address')).toBe('Plot 14, Phase 2');
    expect(screen.getByText(/Four acres near the IT park\./).textContent).toContain('ready for a partner');
    const gallery = screen.getByTestId('venture-gallery');
    expect(within(gallery).getAllByTestId('gallery-thumb')).toHaveLength(3);
    fireEvent.click(within(gallery).getAllByTestId('gallery-thumb')[2] as HTMLElement);
    expect(within(gallery).getByRole('img', { name: 'Four acres in Hinjewadi — photo 3 of 3' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Four acres in Hinjewadi'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Four acres near the IT park.',
    );
  });

  it('counts the view once and shows the count the server answers', async () => {
    const api = stubApi({ 'jv-get': ok(land), post_jv_construction_view_count: viewAnswer(13) });
    renderJv();
    await waitFor(() => expect(screen.getByTestId('venture-views').textContent).toBe('Views: 13'));
    const calls = api.of('post_jv_construction_view_count');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.form?.get('post_id')).toBe('21');
  });

  it('does not count its owner’s views', async () => {
    signIn({ id: OWNER.id });
    const api = stubApi({ 'jv-get': ok({ ...land, is_owner: true }) });
    renderJv();
    await screen.findByTestId('venture-detail');
    expect(screen.getByTestId('venture-views').textContent).toBe('Views: 12');
    expect(api.of('post_jv_construction_view_count')).toHaveLength(0);
  });

  it('shows the documents in the page and only safe contact links', async () => {
    stubApi({
      'jv-get': ok({ ...land, website_link: 'javascript:alert(1)' }),
      post_jv_construction_view_count: viewAnswer(13),
    });
    renderJv();
    const contact = await screen.findByTestId('venture-contact');
    expect(within(contact).getByRole('link', { name: '+919845011111' }).getAttribute('href')).toBe('tel:+919845011111');
    expect(
      within(contact)
        .getByRole('link', { name: /\+919845022222/ })
        .getAttribute('href'),
    ).toBe('https://wa.me/919845022222');
    expect(within(contact).getByRole('link', { name: 'ravi@greenacres.test' }).getAttribute('href')).toBe(
      'mailto:ravi@greenacres.test',
    );
    // The unsafe website is shown as text, never as a link.
    expect(within(contact).getByText('javascript:alert(1)')).toBeTruthy();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(within(contact).getByTestId('venture-owner').textContent).toContain(OWNER.name);

    fireEvent.click(within(screen.getByTestId('venture-documents')).getByRole('button', { name: 'title-deed.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'title-deed.pdf' });
    expect(viewer.querySelector('object')?.getAttribute('data')).toBe('https://cdn.example/ventures/title-deed.pdf');
  });

  it('says so when the post does not exist (or is not public)', async () => {
    stubApi({ 'jv-get': fail(404, 'Post not found', 'NOT_FOUND') });
    renderJv('gone');
    expect(await screen.findByText(/This post could not be found/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All joint ventures' }).getAttribute('href')).toBe('/joint-ventures');
  });

  it('shows its owner that the post waits for review, or why it was rejected', async () => {
    signIn({ id: OWNER.id });
    stubApi({
      'jv-get': ok({
        ...land,
        is_owner: true,
        request_status: 'rejected',
        status: 0,
        reject_reason: { reason: 'Blurry title deed', created_at: land.created_at },
      }),
    });
    renderJv();
    const note = await screen.findByTestId('venture-review-note');
    expect(note.textContent).toContain('An admin rejected this post');
    expect(note.textContent).toContain('Blurry title deed');
    expect(screen.getByTestId('venture-edit').getAttribute('href')).toBe('/user/edit-joint-venture/hinjewadi-land-21');
    expect(screen.getByTestId('rating-own').textContent).toBe('You cannot rate your own post.');
  });
});

describe('ratings on the detail page', () => {
  afterEach(() => {
    cleanup();
    signIn(null);
    vi.unstubAllGlobals();
  });

  it('shows the summary and the ratings, and asks a visitor to sign in to rate', async () => {
    stubApi({ 'jv-get': ok(land), post_jv_construction_view_count: viewAnswer(13) });
    const { router } = renderJv();
    const ratings = await screen.findByTestId('ratings-panel');
    expect(within(ratings).getByTestId('rating-summary').dataset.count).toBe('1');
    expect(within(ratings).getByRole('img', { name: /4\.0/ })).toBeTruthy();
    const item = within(ratings).getByTestId('rating-item');
    expect(item.textContent).toContain('Meera Nair');
    expect(item.textContent).toContain('Clear terms, quick answers.');
    await userEvent.click(screen.getByRole('button', { name: 'Log in to rate' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says a rating is needed, then sends it as JSON and shows the new average at once', async () => {
    signIn(VIEWER);
    const api = stubApi({
      'jv-get': ok(land),
      post_jv_construction_view_count: viewAnswer(13),
      'jv-construction-ratting': ok(
        {
          rating: buildRating({ id: 2, ratting: 2, comment: 'Slow replies', user: { ...VIEWER, profile: '' } }),
          rating_avg: 3,
          rating_count: 2,
        },
        { message: 'Rating added successfully' },
      ),
    });
    renderJv();
    const form = await screen.findByTestId('rating-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit rating' }));
    expect(await within(form).findByText('Please select a rating')).toBeTruthy();
    expect(api.of('jv-construction-ratting')).toHaveLength(0);

    // After the rating, jv-get answers the post with it.
    api.answer(
      'jv-get',
      ok({
        ...land,
        rating_avg: 3,
        rating_count: 2,
        my_rating: buildRating({ id: 2, ratting: 2, comment: 'Slow replies', user: { ...VIEWER, profile: '' } }),
      }),
    );
    chooseStars(form, 2);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: '  Slow replies  ' },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit rating' }));
    await waitFor(() => expect(api.of('jv-construction-ratting')).toHaveLength(1));
    expect(api.of('jv-construction-ratting')[0]?.json).toEqual({ post_id: 21, ratting: 2, comment: 'Slow replies' });
    await waitFor(() => expect(screen.getByTestId('rating-summary').dataset.count).toBe('2'));
    expect(screen.getByTestId('rating-summary').dataset.avg).toBe('3');
    // The form now edits the viewer's rating.
    expect(await screen.findByRole('button', { name: 'Update rating' })).toBeTruthy();
    expect(await screen.findByText('Rating added successfully')).toBeTruthy();
  });

  it('starts from the viewer’s own rating, which a new one edits', async () => {
    signIn(VIEWER);
    const mine = buildRating({ id: 7, ratting: 5, comment: 'Great partner', user: { ...VIEWER, profile: '' } });
    const api = stubApi({
      'jv-get': ok({ ...land, my_rating: mine }),
      post_jv_construction_view_count: viewAnswer(13),
      'jv-construction-ratting': ok({ rating: { ...mine, ratting: 4 }, rating_avg: 4, rating_count: 1 }),
    });
    renderJv();
    const form = await screen.findByTestId('rating-form');
    expect((within(form).getByRole('textbox', { name: 'Comment (optional)' }) as HTMLTextAreaElement).value).toBe(
      'Great partner',
    );
    expect((within(form).getByRole('radio', { name: '5 out of 5 stars' }) as HTMLInputElement).checked).toBe(true);
    chooseStars(form, 4);
    await userEvent.click(within(form).getByRole('button', { name: 'Update rating' }));
    await waitFor(() =>
      expect(api.of('jv-construction-ratting')[0]?.json).toEqual({ post_id: 21, ratting: 4, comment: 'Great partner' }),
    );
  });

  it('pages through every rating from get-ratings when there are more than the detail carries', async () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      buildRating({
        id: 100 + i,
        ratting: 3,
        comment: `Rating ${i + 1}`,
        user: { id: 200 + i, name: `Rater ${i + 1}`, profile: '' },
      }),
    );
    const api = stubApi({
      'jv-get': ok({ ...land, rating_count: 12, rating_avg: 3.2, ratings: many.slice(0, 5) }),
      post_jv_construction_view_count: viewAnswer(13),
      'get-ratings': ok(many, { total: 12, rating_avg: 3.2, rating_count: 12 }),
    });
    renderJv();
    expect(await screen.findAllByTestId('rating-item')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 12 ratings' }));
    await waitFor(() => expect(screen.getAllByTestId('rating-item')).toHaveLength(10));
    const sent = api.of('get-ratings')[0]?.url.searchParams;
    expect(sent?.get('post_id')).toBe('21');
    expect(sent?.get('offset')).toBe('0');
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeTruthy();
  });
});

describe('in Arabic', () => {
  afterEach(() => {
    cleanup();
    abodeStore.set(languageAtom, INITIAL_LANGUAGE);
    vi.unstubAllGlobals();
  });

  it('speaks Arabic, right to left, and keeps the poster’s own text in its own direction', async () => {
    abodeStore.set(languageAtom, {
      ...INITIAL_LANGUAGE,
      selected: { code: 'ar', name: 'العربية', rtl: true, file: {} },
    });
    stubApi({ 'jv-get': ok(land), post_jv_construction_view_count: viewAnswer(13) });
    renderJv();
    const title = await screen.findByRole('heading', { level: 1, name: 'Four acres in Hinjewadi' });
    expect(title.getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('link', { name: '→ جميع المشاريع المشتركة' })).toBeTruthy();
    const facts = screen.getByTestId('venture-facts');
    expect(within(facts).getByText('نوع المنشور').nextElementSibling?.textContent).toBe('Land owner');
    await waitFor(() => expect(screen.getByTestId('venture-views').textContent).toBe('المشاهدات: 13'));
    expect(screen.getByRole('heading', { name: 'التقييمات' })).toBeTruthy();
  });
});

describe('ConstructionDetailsPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks construction-detail by `slug` and shows the profile’s own fields', async () => {
    const profile = buildConstructionDetail();
    const api = stubApi({
      'construction-detail': ok(profile),
      post_jv_construction_view_count: ok({ id: profile.id, total_click: 13, counted: true }),
    });
    renderWithProviders(<ConstructionDetailsPage />, {
      path: '/constructions/sunrise-builders-22',
      route: '/constructions/:slug_id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Builders' })).toBeTruthy();
    expect(api.of('construction-detail')[0]?.url.searchParams.get('slug')).toBe('sunrise-builders-22');
    const facts = screen.getByTestId('venture-facts');
    const value = (label: string) => within(facts).getByText(label).nextElementSibling?.textContent;
    expect(value('Project type')).toBe('Residential');
    expect(value('Work scope')).toBe('Turnkey');
    expect(value('Number of projects')).toBe('18');
    expect(value('Area of work')).toBe('Pune and Mumbai');
    expect(value('Working since')).toContain('2012');
    await waitFor(() => expect(api.of('post_jv_construction_view_count')[0]?.form?.get('post_id')).toBe('22'));
  });
});
