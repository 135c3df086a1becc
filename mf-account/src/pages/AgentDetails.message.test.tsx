// A reported rough edge: Message on an agent's page opened a conversation about the agent's newest listing without asking.
// It now asks which listing (a chat is always about one property: the chat API has no general enquiry).
import { abodeStore, INITIAL_USER_SIGNUP, subscribeChatOpen, userSignupAtom } from '@abode/shared';
import { renderWithProviders, stubApi } from '@abode/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_ID, agentPage, SESSION } from '../test/people.fixtures.ts';
import { withSections } from '../test/sections.ts';
import { AgentDetailsPage } from './AgentDetails.page.tsx';

withSections();
beforeEach(() => abodeStore.set(userSignupAtom, SESSION));
afterEach(() => {
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  vi.unstubAllGlobals();
});

function renderAgent() {
  const user = userEvent.setup();
  const view = renderWithProviders(<AgentDetailsPage />, {
    path: '/agent-details/arjun-mehta',
    route: '/agent-details/:slug',
  });
  return { user, ...view };
}

describe('Message on an agent’s page', () => {
  it('asks which listing the message is about and hands that one to the chat section', async () => {
    const { calls } = stubApi({ 'agent-properties': { body: agentPage() } });
    const handOffs: unknown[] = [];
    const stop = subscribeChatOpen((p) => handOffs.push(p));
    const { user, router } = renderAgent();

    await user.click(await screen.findByTestId('message-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Message Arjun Mehta' });
    expect(within(dialog).getByText('Which listing is your message about? Each conversation is about one listing.'));
    const topics = await within(dialog).findAllByTestId('message-topic');
    expect(topics.map((b) => b.querySelector('p')?.textContent)).toEqual([
      '2 BHK apartment in Indiranagar',
      'Villa in Whitefield',
    ]);
    // Nothing is opened before the visitor picks, and the chat API has no conversation without a listing.
    expect(handOffs).toEqual([]);
    expect(router.state.location.pathname).toBe('/agent-details/arjun-mehta');
    expect(within(dialog).queryByText(/general enquiry/i)).toBeNull();
    const asked = calls.filter((c) => c.url.searchParams.get('id') === String(AGENT_ID));
    expect(asked.at(-1)?.url.searchParams.get('limit')).toBe('100');

    // The older listing, not the newest one.
    await user.click(topics[1] as HTMLElement);
    stop();
    expect(handOffs).toEqual([
      {
        userId: AGENT_ID,
        name: 'Arjun Mehta',
        profile: '',
        subject: { kind: 'property', id: 40, title: 'Villa in Whitefield', image: '' },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/chat'));
    expect(router.state.location.search).toBe(`?user_id=${AGENT_ID}&property_id=40`);
  });

  it('opens nothing when the visitor closes the chooser', async () => {
    stubApi({ 'agent-properties': { body: agentPage() } });
    const handOffs: unknown[] = [];
    const stop = subscribeChatOpen((p) => handOffs.push(p));
    const { user, router } = renderAgent();
    await user.click(await screen.findByTestId('message-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Message Arjun Mehta' });
    await within(dialog).findAllByTestId('message-topic');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    stop();
    expect(handOffs).toEqual([]);
    expect(router.state.location.pathname).toBe('/agent-details/arjun-mehta');
  });
});
