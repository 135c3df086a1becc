// The detail pages: every field, the gallery, the documents (viewed in the page or downloaded), safe contact
// links, the owner's card; the ratings (summary, the newest ones, every one paged on demand, the viewer's own
// rating with the API's words, edit when rated, none on one's own listing); request-service on a service;
// interest and the chat hand-off on a repair work; the owner's state and edit link; a missing listing.
import { abodeStore, INITIAL_LANGUAGE, languageAtom, subscribeChatOpen } from '@abode/shared';
import { fail, ok, renderWithProviders, standInSections, stubApi, withSections } from '@abode/shared/test';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { section } from '../section.ts';
import { aRating, aRepairWorkDetail, aServiceDetail, OWNER, signIn, VIEWER } from '../test/fixtures.ts';
import { RepairWorkDetailsPage, ServiceDetailsPage } from './ListingDetails.page.tsx';

withSections(section, standInSections.account, standInSections.chat);

const ratingsOf = (data: ReturnType<typeof aRating>[], avg = 4.5, count = data.length) =>
  ok(data, { rating_avg: avg, rating_count: count, total: count });

function renderService(path = '/services/pipe-masters-11') {
  return renderWithProviders(<ServiceDetailsPage />, { path, route: '/services/:slug_id' });
}
function renderRepair(path = '/repair-works/leaking-tap-31') {
  return renderWithProviders(<RepairWorkDetailsPage />, { path, route: '/repair-works/:slug_id' });
}

beforeEach(() => signIn(VIEWER));
afterEach(() => {
  cleanup();
  signIn(null);
  vi.unstubAllGlobals();
});

describe('ServiceDetailsPage', () => {
  it('shows every field, the photos, the documents, safe contact links and the poster', async () => {
    const newest = [aRating({ id: 1, ratting: 5 }), aRating({ id: 2, ratting: 4, comment: '' })];
    const api = stubApi({
      'service-detail': ok(
        aServiceDetail({
          timing: '9 AM – 6 PM',
          since: '2015',
          address: 'Baner Road',
          description: 'We fix pipes.\nAll day.',
          ratings: newest,
        }),
      ),
    });
    renderService();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pipe Masters' })).toBeTruthy();
    expect(api.of('service-detail')[0]?.url.searchParams.get('slug')).toBe('pipe-masters-11');
    expect(document.title).toBe('Pipe Masters | Abode');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'We fix pipes. All day.',
    );
    expect(screen.getByTestId('listing-type').textContent).toBe('Plumbing');
    expect(screen.getByTestId('fact-timing').textContent).toContain('9 AM – 6 PM');
    expect(screen.getByTestId('fact-since').textContent).toContain('2015');
    expect(screen.getByTestId('fact-company').textContent).toContain('Masters & Sons');
    expect(screen.getByTestId('listing-place').textContent).toBe('Baner Road, Baner, Pune');
    // Title image and one gallery photo; a thumbnail shows its photo large.
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 2 of 2' }));
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toBe('https://cdn.example/g3.jpg');
    // Contact: tel, WhatsApp (wa.me, digits only), mail, website (new tab, nofollow).
    expect(screen.getByTestId('contact-phone').getAttribute('href')).toBe('tel:+919845011111');
    expect(screen.getByTestId('contact-whatsapp').getAttribute('href')).toBe('https://wa.me/919845011111');
    expect(screen.getByTestId('contact-email').getAttribute('href')).toBe('mailto:pipes@example.com');
    const web = screen.getByTestId('contact-website');
    expect(web.getAttribute('href')).toBe('https://pipes.example.com/');
    expect(web.getAttribute('rel')).toContain('noopener');
    expect(within(screen.getByTestId('owner-card')).getByText(OWNER.name)).toBeTruthy();
    expect(screen.getByTestId('owner-verified')).toBeTruthy();
    // The document: viewed in the page, or downloaded.
    const doc = screen.getByTestId('listing-document');
    expect(within(doc).getByText('price list')).toBeTruthy();
    expect(within(doc).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      'https://cdn.example/price-list.pdf',
    );
    await userEvent.click(within(doc).getByRole('button', { name: 'View' }));
    const viewer = await screen.findByRole('dialog');
    expect(viewer.querySelector('object')?.getAttribute('data')).toBe('https://cdn.example/price-list.pdf');
    // Ratings: the summary and the newest ones, as the detail carries them (no other call).
    expect(screen.getAllByTestId('rating-item')).toHaveLength(2);
    expect(
      within(screen.getByTestId('rating-summary')).getByRole('img', { name: 'Rated 4.5 out of 5, 2 ratings' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('ratings-all')).toBeNull();
    expect(api.of('get-ratings')).toHaveLength(0);
  });

  it('never links a website or phone that is not one', async () => {
    stubApi({
      'service-detail': ok(
        aServiceDetail({ website_link: 'javascript:alert(1)', phone: 'call me', whatsapp_number: '', email: 'x' }),
      ),
    });
    renderService();
    await screen.findByRole('heading', { level: 1, name: 'Pipe Masters' });
    expect(screen.queryByTestId('contact-buttons')).toBeNull();
    expect(screen.getByTestId('fact-website').querySelector('a')).toBeNull();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it('rates: asks for stars first, sends JSON ratting and comment, and the average and list update', async () => {
    let rated = false;
    const mine = aRating({
      id: 9,
      ratting: 3,
      comment: 'Fine',
      user: { id: VIEWER.id, name: VIEWER.name, profile: '' },
    });
    const api = stubApi({
      'service-detail': () =>
        ok(aServiceDetail(rated ? { rating_avg: 4, rating_count: 3, ratings: [mine], my_rating: mine } : {})),
      'service-ratting': () => {
        rated = true;
        return ok({ rating: mine, rating_avg: 4, rating_count: 3 }, { message: 'Rating added successfully' });
      },
    });
    renderService();
    const form = await screen.findByTestId('rating-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit rating' }));
    expect(within(form).getByTestId('rating-error').textContent).toBe('Please select a rating');
    expect(api.of('service-ratting')).toHaveLength(0);
    fireEvent.keyDown(within(form).getByRole('radio', { name: '3 out of 5 stars' }), { key: 'Enter' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: ' Fine ' },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit rating' }));
    await waitFor(() => expect(api.of('service-ratting')).toHaveLength(1));
    expect(api.of('service-ratting')[0]?.json).toEqual({ service_id: 11, ratting: 3, comment: 'Fine' });
    expect(await screen.findByTestId('rating-saved')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByTestId('rating-summary')).getByRole('img', { name: 'Rated 4.0 out of 5, 3 ratings' }),
      ).toBeTruthy(),
    );
    expect(within(screen.getByTestId('rating-list')).getByTestId('rating-item').textContent).toContain('Fine');
    // The form now edits the viewer's rating, and still says it was saved.
    expect(within(form).getByRole('button', { name: 'Update rating' })).toBeTruthy();
    expect(screen.getByTestId('rating-saved')).toBeTruthy();
  });

  it('offers to edit a rating already given, and shows no form on one’s own service', async () => {
    stubApi({
      'service-detail': ok(aServiceDetail({ my_rating: aRating({ id: 7, ratting: 2, comment: 'Late' }) })),
    });
    renderService();
    const form = await screen.findByTestId('rating-form');
    expect(within(form).getByText('Your rating (you can change it)')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'Comment (optional)' }) as HTMLTextAreaElement).value).toBe(
      'Late',
    );
    expect(within(form).getByRole('button', { name: 'Update rating' })).toBeTruthy();
    cleanup();

    signIn({ id: OWNER.id });
    stubApi({ 'service-detail': ok(aServiceDetail({ is_owner: true })) });
    renderService();
    expect(await screen.findByTestId('owner-actions')).toBeTruthy();
    expect(screen.queryByTestId('rating-form')).toBeNull();
    expect(screen.getByTestId('rating-own').textContent).toBe('You cannot rate your own listing.');
    expect(screen.queryByTestId('request-service')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/user/edit-service/pipe-masters-11');
    expect(screen.getByTestId('badge-approved')).toBeTruthy();
  });

  it('requests the service, then shows the request waiting for the provider’s answer', async () => {
    let requested = false;
    const mine = { id: 70, status: 'pending' as const, created_at: '2025-04-01T10:00:00.000Z' };
    const api = stubApi({
      'service-detail': () => ok(aServiceDetail(requested ? { is_requested: true, my_request: mine } : {})),
      'request-service': () => {
        requested = true;
        return ok(
          { id: 70, service_id: 11, user_id: VIEWER.id, message: '', status: 'pending', created_at: mine.created_at },
          { message: 'Service requested successfully' },
        );
      },
    });
    renderService();
    const button = await screen.findByTestId('request-service');
    expect(button.textContent).toBe('Request this service');
    expect(screen.queryByTestId('request-state')).toBeNull();
    await userEvent.click(button);
    const state = await screen.findByTestId('request-state');
    expect(state.dataset.status).toBe('pending');
    expect(state.textContent).toContain('Your request:Pending');
    expect(state.textContent).toContain('Waiting for the provider’s answer.');
    expect(screen.queryByTestId('request-service')).toBeNull();
    expect(api.of('request-service')).toHaveLength(1);
    expect(api.of('request-service')[0]?.form?.get('service_id')).toBe('11');
    // No note written: none sent.
    expect(api.of('request-service')[0]?.form?.has('message')).toBe(false);
    // The detail is asked again and says the same.
    await waitFor(() => expect(api.of('service-detail')).toHaveLength(2));
    expect(screen.getByTestId('request-state').dataset.status).toBe('pending');
  });

  it('sends the note written for the provider with the request', async () => {
    const api = stubApi({
      'service-detail': ok(aServiceDetail()),
      'request-service': ok(
        { id: 71, service_id: 11, user_id: VIEWER.id, message: 'Leak', status: 'pending', created_at: '2025-04-01' },
        { message: 'Service requested successfully' },
      ),
    });
    renderService();
    const note = (await screen.findByRole('textbox', {
      name: 'Message to the provider (optional)',
    })) as HTMLTextAreaElement;
    expect(note.maxLength).toBe(1000);
    await userEvent.type(note, '  Kitchen sink leaks; mornings suit me.  ');
    await userEvent.click(screen.getByTestId('request-service'));
    await waitFor(() => expect(api.of('request-service')).toHaveLength(1));
    expect(api.of('request-service')[0]?.form?.get('message')).toBe('Kitchen sink leaks; mornings suit me.');
  });

  it('shows the viewer the provider’s answer to their request: accepted or declined', async () => {
    const answered = (status: 'accepted' | 'declined') =>
      aServiceDetail({ is_requested: true, my_request: { id: 70, status, created_at: '2025-04-01T10:00:00.000Z' } });
    stubApi({ 'service-detail': ok(answered('accepted')) });
    renderService();
    const accepted = await screen.findByTestId('request-state');
    expect(accepted.dataset.status).toBe('accepted');
    expect(within(accepted).getByTestId('request-status').textContent).toBe('Accepted');
    expect(accepted.textContent).toContain('The provider accepted your request and will get in touch.');
    expect(screen.queryByTestId('request-service')).toBeNull();
    cleanup();

    stubApi({ 'service-detail': ok(answered('declined')) });
    renderService();
    const declined = await screen.findByTestId('request-state');
    expect(within(declined).getByTestId('request-status').textContent).toBe('Declined');
    expect(declined.textContent).toContain('The provider declined your request.');
  });

  it('sends a visitor to sign in to request or rate', async () => {
    signIn(null);
    const api = stubApi({ 'service-detail': ok(aServiceDetail()) });
    const { router } = renderService();
    expect(await screen.findByTestId('rating-sign-in')).toBeTruthy();
    await userEvent.click(screen.getByTestId('request-service'));
    expect(router.state.location.pathname).toBe('/login');
    expect(api.of('request-service')).toHaveLength(0);
  });

  it('says so when the service does not exist', async () => {
    stubApi({ 'service-detail': fail(404, 'Service not found', 'NOT_FOUND') });
    renderService('/services/nope');
    expect(await screen.findByText('This service could not be found.')).toBeTruthy();
  });
});

describe('RepairWorkDetailsPage', () => {
  it('shows the repair fields, and toggles interest, which then awaits the owner’s decision', async () => {
    let interested = false;
    const api = stubApi({
      'repairworks-detail': () =>
        ok(
          aRepairWorkDetail(
            interested
              ? {
                  is_interested: true,
                  my_interest: { is_approved: false, is_shortlisted: false, created_at: '2025-04-01T00:00:00.000Z' },
                }
              : {},
          ),
        ),
      repairworks_interested_users: () => {
        interested = true;
        return ok({ repairworks_id: 31, is_interested: 1 });
      },
    });
    renderRepair();
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaking kitchen tap' })).toBeTruthy();
    expect(api.of('repairworks-detail')[0]?.url.searchParams.get('slug')).toBe('leaking-tap-31');
    expect(screen.getByTestId('listing-type').textContent).toBe('Plumbing · Leaks');
    expect(screen.getByTestId('fact-contact-name').textContent).toContain('Arjun');
    expect(screen.getByTestId('fact-location-of-issue').textContent).toContain('Kitchen');
    expect(screen.getByTestId('fact-service-date')).toBeTruthy();

    const interest = screen.getByTestId('interest-button');
    expect(interest.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('interest-status')).toBeNull();
    await userEvent.click(interest);
    await waitFor(() => expect(screen.getByTestId('interest-button').getAttribute('aria-pressed')).toBe('true'));
    const sent = api.of('repairworks_interested_users')[0]?.form;
    expect(sent?.get('repairworks_id')).toBe('31');
    expect(sent?.get('type')).toBe('1');
    expect(screen.getByTestId('interest-status').textContent).toBe('Owner’s decision:Awaiting');
    // No chat before the owner approves.
    await waitFor(() => expect(api.of('repairworks-detail')).toHaveLength(2));
    expect(screen.getByTestId('interest-status').textContent).toBe('Owner’s decision:Awaiting');
    expect(screen.queryByTestId('chat-button')).toBeNull();
  });

  it('shows a shortlisted interest, and once approved hands the chat with the owner over to the chat section', async () => {
    const withDecision = (is_approved: boolean, is_shortlisted: boolean) =>
      ok(
        aRepairWorkDetail({
          is_interested: true,
          my_interest: { is_approved, is_shortlisted, created_at: '2025-04-01T00:00:00.000Z' },
        }),
      );
    stubApi({ 'repairworks-detail': withDecision(false, true) });
    renderRepair();
    expect((await screen.findByTestId('interest-status')).textContent).toBe('Owner’s decision:Shortlisted');
    expect(screen.queryByTestId('chat-button')).toBeNull();
    cleanup();

    const handOffs: unknown[] = [];
    const stop = subscribeChatOpen((p) => handOffs.push(p));
    stubApi({ 'repairworks-detail': withDecision(true, true) });
    const { router } = renderRepair();
    const status = await screen.findByTestId('interest-status');
    expect(status.textContent).toContain('Approved');
    expect(screen.getByText('The owner approved your interest: you can chat with them now.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('chat-button'));
    expect(router.state.location.pathname).toBe('/user/chat');
    expect(router.state.location.search).toBe(`?user_id=${OWNER.id}&repair_work_id=31`);
    expect(handOffs).toEqual([
      expect.objectContaining({
        userId: OWNER.id,
        subject: expect.objectContaining({ kind: 'repair_work', id: 31, title: 'Leaking kitchen tap' }),
      }),
    ]);
    act(() => stop());
  });

  it('pages every rating of a repair work by repairworks_id, and rates it with repairworks_id', async () => {
    const many = Array.from({ length: 12 }, (_, i) => aRating({ id: 100 + i, comment: `Rating ${i + 1}` }));
    const api = stubApi({
      'repairworks-detail': ok(aRepairWorkDetail({ rating_avg: 4, rating_count: 12, ratings: many.slice(0, 5) })),
      'get-ratings': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        return ratingsOf(many.slice(offset, offset + 10), 4, 12);
      },
      'repairworks-ratting': ok({ rating: aRating(), rating_avg: 5, rating_count: 1 }),
    });
    renderRepair();
    const form = await screen.findByTestId('rating-form');
    expect(screen.getAllByTestId('rating-item')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 12 ratings' }));
    await waitFor(() => expect(screen.getAllByTestId('rating-item')).toHaveLength(10));
    expect(api.of('get-ratings')[0]?.url.searchParams.get('repairworks_id')).toBe('31');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('rating-item')).toHaveLength(2));
    expect(api.of('get-ratings').at(-1)?.url.searchParams.get('offset')).toBe('10');
    fireEvent.keyDown(within(form).getByRole('radio', { name: '5 out of 5 stars' }), { key: 'Enter' });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit rating' }));
    await waitFor(() =>
      expect(api.of('repairworks-ratting')[0]?.json).toEqual({ repairworks_id: 31, ratting: 5, comment: '' }),
    );
  });

  it('shows the owner the state, the reject reason and how many are interested', async () => {
    signIn({ id: OWNER.id });
    stubApi({
      'repairworks-detail': ok(
        aRepairWorkDetail({
          is_owner: true,
          request_status: 'rejected',
          status: 0,
          reject_reason: { reason: 'Blurry photo', created_at: '2025-03-01T00:00:00.000Z' },
          interested_count: 3,
        }),
      ),
    });
    renderRepair();
    expect(await screen.findByTestId('badge-rejected')).toBeTruthy();
    expect(screen.getByTestId('reject-reason').textContent).toBe('Reason: Blurry photo');
    expect(screen.getByTestId('interested-count').textContent).toBe('Interested users: 3');
    expect(screen.queryByTestId('interest-button')).toBeNull();
  });
});

describe('in Arabic', () => {
  afterEach(() => abodeStore.set(languageAtom, INITIAL_LANGUAGE));

  it('reads right to left: Arabic labels, user text marked dir="auto", the back link pointing right', async () => {
    abodeStore.set(languageAtom, {
      ...INITIAL_LANGUAGE,
      selected: { code: 'ar', name: 'العربية', rtl: true, file: {} },
    });
    stubApi({ 'repairworks-detail': ok(aRepairWorkDetail()) });
    renderRepair();
    const title = await screen.findByRole('heading', { level: 1, name: 'Leaking kitchen tap' });
    expect(title.getAttribute('dir')).toBe('auto');
    expect(screen.getByTestId('listing-description').getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('link', { name: '→ كل أعمال الصيانة' })).toBeTruthy();
    expect(screen.getByTestId('interest-button').textContent).toBe('أنا مهتم');
    expect(screen.getByRole('heading', { name: 'التقييمات' })).toBeTruthy();
  });
});
