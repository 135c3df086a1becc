// The provider's inbox (/user/service-requests): each request with who asked, how to reach them (only safe links),
// their message as text, the service and the date, its state; Accept / Decline (service-request-status) with the
// state the server answers; the service and state filters and the page in the URL; placeholders of a card's
// height while loading; the empty states; Arabic; and the dashboard's link to it.
import { abodeStore, INITIAL_LANGUAGE, languageAtom, toManifest } from '@abode/shared';
import { ok, renderWithProviders, type StubAnswer, stubApi, withSections } from '@abode/shared/test';
import { ownerServiceRequest } from '@abode/shared/wire';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { section } from '../section.ts';
import { aServiceDetail, OWNER, signIn } from '../test/fixtures.ts';
import { REQUEST_CARD_HEIGHT, REQUESTS_PAGE_SIZE, ServiceRequestsPage } from './ServiceRequests.page.tsx';

withSections(section);

/** A request as get-service-requests answers it. */
function aRequest(over: Partial<ReturnType<typeof ownerServiceRequest.parse>> = {}) {
  return ownerServiceRequest.parse({
    id: 5,
    service_id: 11,
    service: { id: 11, slug_id: 'pipe-masters-11', title: 'Pipe Masters' },
    user: {
      id: 42,
      name: 'Neha Viewer',
      profile: 'https://cdn.example/neha.jpg',
      mobile: '+91 98450 44444',
      email: 'neha@example.com',
    },
    message: 'Can you come on Monday?\nThe kitchen sink leaks.',
    status: 'pending',
    created_at: '2025-04-01T10:00:00.000Z',
    ...over,
  });
}

const MY_SERVICES = ok([aServiceDetail(), aServiceDetail({ id: 12, slug_id: 'bright-12', title: 'Bright Interiors' })]);

function renderInbox(path = '/user/service-requests') {
  return renderWithProviders(<ServiceRequestsPage />, { path });
}

beforeEach(() => signIn({ id: OWNER.id }));
afterEach(() => {
  cleanup();
  signIn(null);
  vi.unstubAllGlobals();
});

describe('ServiceRequestsPage', () => {
  it('holds its place while loading, then shows who asked, how to reach them, what, when, for which service', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const api = stubApi({
      'my-service': MY_SERVICES,
      'get-service-requests': async () => {
        await gate;
        return ok([aRequest()], { total: 1 });
      },
    });
    renderInbox();
    const skeleton = await screen.findByTestId('requests-skeleton');
    const placeholders = skeleton.querySelectorAll<HTMLElement>('.mantine-Card-root');
    expect(placeholders.length).toBeGreaterThan(0);
    expect(placeholders[0]?.style.height).toContain(`${REQUEST_CARD_HEIGHT / 16}rem`);
    expect(screen.getByTestId('result-count').textContent).toBe('\u00a0');
    release();

    const card = await screen.findByTestId('service-request-5');
    expect(screen.queryByTestId('requests-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Requests for my services' })).toBeTruthy();
    expect(card.getAttribute('aria-label')).toBe('Request from Neha Viewer');
    expect(within(card).getByTestId('requester-name').textContent).toBe('Neha Viewer');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/neha.jpg');
    expect(within(card).getByRole('link', { name: 'Phone number: +91 98450 44444' }).getAttribute('href')).toBe(
      'tel:+919845044444',
    );
    expect(within(card).getByRole('link', { name: 'Email: neha@example.com' }).getAttribute('href')).toBe(
      'mailto:neha@example.com',
    );
    expect(within(card).getByTestId('request-message').textContent).toBe(
      'Can you come on Monday?\nThe kitchen sink leaks.',
    );
    expect(within(card).getByRole('link', { name: 'Pipe Masters' }).getAttribute('href')).toBe(
      '/services/pipe-masters-11',
    );
    expect(card.textContent).toContain('2025');
    expect(within(card).getByTestId('request-status').textContent).toBe('Pending');
    expect(within(card).getByRole('button', { name: 'Accept the request of Neha Viewer' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Decline the request of Neha Viewer' })).toBeTruthy();
    expect(screen.getByTestId('result-count').textContent).toBe('Requests: 1');
    const sent = api.of('get-service-requests')[0]?.url.searchParams;
    expect(sent?.get('offset')).toBe('0');
    expect(sent?.get('limit')).toBe(String(REQUESTS_PAGE_SIZE));
    expect(sent?.has('status')).toBe(false);
    expect(sent?.has('service_id')).toBe(false);
  });

  it('shows the requester’s own words as text, and links no contact that is not one', async () => {
    stubApi({
      'my-service': MY_SERVICES,
      'get-service-requests': ok(
        [
          aRequest({
            message: '<img src=x onerror="alert(1)"> call me',
            user: { id: 42, name: '<b>Neha</b>', profile: '', mobile: 'javascript:alert(1)', email: 'not-an-email' },
          }),
        ],
        { total: 1 },
      ),
    });
    renderInbox();
    const card = await screen.findByTestId('service-request-5');
    expect(within(card).getByTestId('request-message').textContent).toBe('<img src=x onerror="alert(1)"> call me');
    expect(within(card).getByTestId('requester-name').textContent).toBe('<b>Neha</b>');
    expect(card.querySelector('img[src="x"], b')).toBeNull();
    expect(within(card).getByTestId('requester-contact').querySelectorAll('a')).toHaveLength(0);
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it('accepts a request with its id, shows the state the server answers, and offers to change it', async () => {
    let decided: 'pending' | 'accepted' = 'pending';
    const api = stubApi({
      'my-service': MY_SERVICES,
      'get-service-requests': () => ok([aRequest({ status: decided })], { total: 1 }),
      'service-request-status': ({ json }) => {
        decided = 'accepted';
        const body = json as { request_id: number; status: 'accepted' };
        return ok(aRequest({ id: body.request_id, status: body.status }), { message: 'Service request accepted' });
      },
    });
    renderInbox();
    const card = await screen.findByTestId('service-request-5');
    await userEvent.click(within(card).getByTestId('request-accept'));
    await waitFor(() => expect(within(card).getByTestId('request-status').textContent).toBe('Accepted'));
    expect(api.of('service-request-status')).toHaveLength(1);
    expect(api.of('service-request-status')[0]?.json).toEqual({ request_id: 5, status: 'accepted' });
    expect(await screen.findByText('Service request accepted')).toBeTruthy();
    // An accepted request can still be declined; accepting again is not offered.
    expect(within(card).queryByTestId('request-accept')).toBeNull();
    expect(within(card).getByTestId('request-decline')).toBeTruthy();
    // The inbox is asked again after the decision.
    await waitFor(() => expect(api.of('get-service-requests').length).toBeGreaterThan(1));
  });

  it('narrows by service and by state through the URL, starting again at page one', async () => {
    const api = stubApi({
      'my-service': MY_SERVICES,
      'get-service-requests': ok([aRequest()], { total: 25 }),
    });
    const { router } = renderInbox('/user/service-requests?status=pending&page=2');
    await screen.findByTestId('service-request-5');
    let sent = api.of('get-service-requests')[0]?.url.searchParams;
    expect(sent?.get('status')).toBe('pending');
    expect(sent?.get('offset')).toBe(String(REQUESTS_PAGE_SIZE));

    fireEvent.click(screen.getByRole('radio', { name: 'Accepted' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=accepted'));
    await waitFor(() => expect(api.of('get-service-requests').at(-1)?.url.searchParams.get('status')).toBe('accepted'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Service' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bright Interiors', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=accepted&service_id=12'));
    await waitFor(() => {
      sent = api.of('get-service-requests').at(-1)?.url.searchParams;
      expect(sent?.get('service_id')).toBe('12');
      expect(sent?.get('offset')).toBe('0');
    });
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });

  it('says when no one has asked yet, and when nothing matches the filters', async () => {
    const answers: Record<string, StubAnswer> = { 'my-service': MY_SERVICES, 'get-service-requests': ok([]) };
    stubApi(answers);
    renderInbox();
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No one has requested your services yet.');
    cleanup();
    stubApi(answers);
    renderInbox('/user/service-requests?status=declined');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No request matches these filters.');
  });

  it('speaks Arabic, keeping the requester’s own words in their direction', async () => {
    abodeStore.set(languageAtom, {
      ...INITIAL_LANGUAGE,
      selected: { code: 'ar', name: 'العربية', rtl: true, file: {} },
    });
    try {
      stubApi({ 'my-service': MY_SERVICES, 'get-service-requests': ok([aRequest()], { total: 1 }) });
      renderInbox();
      const card = await screen.findByTestId('service-request-5');
      expect(screen.getByRole('heading', { level: 1, name: 'طلبات على خدماتي' })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'اقبل طلب Neha Viewer' })).toBeTruthy();
      expect(within(card).getByTestId('request-status').textContent).toBe('قيد الانتظار');
      expect(within(card).getByTestId('request-message').getAttribute('dir')).toBe('auto');
      expect(within(card).getByTestId('requester-name').getAttribute('dir')).toBe('auto');
    } finally {
      abodeStore.set(languageAtom, INITIAL_LANGUAGE);
    }
  });
});

describe('the section manifest', () => {
  it('links the inbox from the dashboard and the account menu, for signed-in users', () => {
    const manifest = toManifest(section, { version: '1.0.0', sharedVersion: '2.0.0' });
    expect(manifest.pages.serviceRequests).toBe('/user/service-requests');
    expect(manifest.slots.dashboard).toContainEqual(
      expect.objectContaining({
        page: 'serviceRequests',
        label: 'serviceRequestsTitle',
        description: 'serviceRequestsHint',
      }),
    );
    expect(manifest.slots.account).toContainEqual(expect.objectContaining({ page: 'serviceRequests', signedIn: true }));
  });
});
