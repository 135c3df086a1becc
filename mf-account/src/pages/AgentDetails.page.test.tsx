import { abodeStore, INITIAL_USER_SIGNUP, MESSAGES, notify, userSignupAtom, WidgetHostProvider } from '@abode/shared';
import { describedText, registerSections, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { section } from '../section.ts';
import { AGENT_ID, agentPage, PROJECTS, SESSION } from '../test/people.fixtures.ts';
import { StubWidgetHost, withSections } from '../test/sections.ts';
import { AgentDetailsPage } from './AgentDetails.page.tsx';
import { BuilderDetailsPage } from './BuilderDetails.page.tsx';

withSections();
beforeEach(() => abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = '/agent-details/arjun-mehta';
function renderAgent(path = PATH) {
  const user = userEvent.setup();
  return {
    user,
    ...renderWithProviders(
      <WidgetHostProvider value={StubWidgetHost}>
        <AgentDetailsPage />
      </WidgetHostProvider>,
      { path, route: '/agent-details/:slug' },
    ),
  };
}

describe('AgentDetailsPage', () => {
  it('shows the profile header and the agent’s properties as links to their detail pages', async () => {
    const { calls } = stubApi({ 'agent-properties': { body: agentPage() } });
    renderAgent();
    expect(await screen.findByRole('heading', { level: 1, name: 'Arjun Mehta' })).toBeTruthy();
    const header = screen.getByTestId('person-header');
    expect(within(header).getByTestId('verified-badge').textContent).toBe('Verified');
    expect(within(header).getByTestId('about-me').textContent).toBe(
      'Independent agent helping families find homes since 2012.',
    );
    expect(calls[0]?.url.searchParams.get('slug_id')).toBe('arjun-mehta');
    expect(calls[0]?.url.searchParams.has('is_projects')).toBe(false);

    const cards = within(screen.getByTestId('person-properties')).getAllByTestId('property-card');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual([
      '/properties-details/2-bhk-apartment-in-indiranagar-41',
      '/properties-details/villa-in-whitefield-40',
    ]);
    expect(cards[0]?.textContent).toContain('2 BHK apartment in Indiranagar');
  });

  it('renders only web addresses as social links, opened with rel="noopener noreferrer"', async () => {
    stubApi({ 'agent-properties': { body: agentPage() } });
    renderAgent();
    const nav = await screen.findByRole('navigation', { name: 'Social links' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Facebook', 'https://facebook.com/arjun'],
      ['LinkedIn', 'https://www.linkedin.com/in/arjun'],
    ]);
    for (const a of links) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.getAttribute('target')).toBe('_blank');
    }
    expect(nav.innerHTML).not.toContain('javascript:');
  });

  it('switches to the projects tab with is_projects=1, linking to project pages', async () => {
    const { calls } = stubApi({
      'agent-properties': (call) => ({
        body: agentPage({}, call.url.searchParams.get('is_projects') === '1' ? 'projects' : 'properties'),
      }),
    });
    const { user, router } = renderAgent();
    await screen.findByTestId('person-properties');
    await user.click(screen.getByText('Projects (1)'));
    const card = await screen.findByTestId('project-card');
    // The card is a link to the project's page, which the projects section serves.
    expect(card.textContent).toContain(PROJECTS[0]?.title);
    expect(card.getAttribute('href')).toBe(`/project-details/${PROJECTS[0]?.slug_id}`);
    expect(router.state.location.search).toBe('?tab=projects');
    expect(calls.some((c) => c.url.searchParams.get('is_projects') === '1')).toBe(true);
  });

  it('shows a project card as plain text while the projects section is not running', async () => {
    registerSections(section);
    stubApi({ 'agent-properties': { body: agentPage({}, 'projects') } });
    renderAgent(`${PATH}?tab=projects`);
    const card = await screen.findByTestId('project-card');
    expect(card.textContent).toContain(PROJECTS[0]?.title);
    expect(card.closest('a')).toBeNull();
  });

  it('says the agent was not found on a 404', async () => {
    stubApi({
      'agent-properties': { status: 404, body: { error: true, message: 'Agent not found', code: 'NOT_FOUND' } },
    });
    renderAgent('/agent-details/nobody');
    expect(await screen.findByText('This agent could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /All agents/ }).getAttribute('href')).toBe('/agents');
  });

  it('sends a visitor who tries to block to log in, and offers them no Message button', async () => {
    stubApi({ 'agent-properties': { body: agentPage() } });
    const { user, router } = renderAgent();
    await user.click(await screen.findByRole('button', { name: 'Report / Block' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent(PATH)}`);
    expect(screen.queryByTestId('message-button')).toBeNull();
  });
});

describe('Report / Block', () => {
  it('asks for a reason, then for written words with "Other", word for word, then blocks', async () => {
    abodeStore.set(userSignupAtom, SESSION);
    const success = vi.spyOn(notify, 'success');
    let blocked = false;
    const { calls } = stubApi({
      'agent-properties': () => ({ body: agentPage({ is_blocked_by_me: blocked }) }),
      'block-user': () => {
        blocked = true;
        return { body: { error: false, message: 'User Blocked Successfully' } };
      },
    });
    const { user } = renderAgent();
    await user.click(await screen.findByRole('button', { name: 'Report / Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report and block Arjun Mehta' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText(MESSAGES.reasonRequired)).toBeTruthy();
    expect(MESSAGES.reasonRequired).toBe('Please select a reason first.');
    expect(calls.filter((c) => c.endpoint === 'block-user')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    expect(within(dialog).queryByText(MESSAGES.reasonRequired)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    const text = within(dialog).getByLabelText(/Your reason/);
    await waitFor(() => expect(describedText(text)).toContain('Please write your reason'));
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.endpoint === 'block-user')).toHaveLength(0);

    await user.type(text, 'Asked me to pay outside the site');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls.filter((c) => c.endpoint === 'block-user')).toHaveLength(1));
    const form = calls.find((c) => c.endpoint === 'block-user')?.init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('to_user_id')).toBe(String(AGENT_ID));
    expect(form.get('reason')).toBe('Asked me to pay outside the site');
    await waitFor(() => expect(success).toHaveBeenCalledWith('User Blocked Successfully'));
    // The page refetches and offers Unblock instead.
    expect(await screen.findByTestId('unblock-button')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a listed reason in English and shows a refusal inline', async () => {
    abodeStore.set(userSignupAtom, SESSION);
    const { calls } = stubApi({
      'agent-properties': { body: agentPage() },
      'block-user': { status: 400, body: { error: true, message: 'You cannot block yourself.', code: 'VALIDATION' } },
    });
    const { user } = renderAgent();
    await user.click(await screen.findByRole('button', { name: 'Report / Block' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    expect(within(dialog).queryByLabelText(/Your reason/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect((await within(dialog).findByTestId('report-block-error')).textContent).toBe('You cannot block yourself.');
    const form = calls.find((c) => c.endpoint === 'block-user')?.init?.body as FormData;
    expect(form.get('reason')).toBe('Spam or scam');
  });

  it('unblocks from the page when already blocked', async () => {
    abodeStore.set(userSignupAtom, SESSION);
    const { calls } = stubApi({
      'agent-properties': { body: agentPage({ is_blocked_by_me: true }) },
      'unblock-user': { body: { error: false, message: 'User Unblocked Successfully' } },
    });
    const { user } = renderAgent();
    await user.click(await screen.findByTestId('unblock-button'));
    await waitFor(() => expect(calls.filter((c) => c.endpoint === 'unblock-user')).toHaveLength(1));
    const form = calls.find((c) => c.endpoint === 'unblock-user')?.init?.body as FormData;
    expect(form.get('to_user_id')).toBe(String(AGENT_ID));
    expect(screen.queryByRole('button', { name: 'Report / Block' })).toBeNull();
  });
});

describe('Message', () => {
  // Picking a listing and the hand-off to the chat section: AgentDetails.message.test.tsx.
  it('is not offered on your own page, nor when there is no property to talk about', async () => {
    abodeStore.set(userSignupAtom, { ...SESSION, data: { ...SESSION.data, id: AGENT_ID } });
    stubApi({ 'agent-properties': { body: agentPage() } });
    renderAgent();
    await screen.findByTestId('person-header');
    expect(screen.queryByTestId('message-button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report / Block' })).toBeNull();
    cleanup();

    abodeStore.set(userSignupAtom, SESSION);
    const { calls } = stubApi({
      'builder-project': {
        body: { ...agentPage({ property_count: 0 }, 'projects') },
      },
    });
    renderWithProviders(<BuilderDetailsPage />, {
      path: '/builder-details/arjun-mehta',
      route: '/builder-details/:slug',
    });
    expect(await screen.findByTestId('project-card')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Report / Block' })).toBeTruthy();
    expect(screen.queryByTestId('message-button')).toBeNull();
    expect(calls.map((c) => c.endpoint)).toEqual(['builder-project']);
  });
});
