// A reported rough edge: the owner's Shortlist and Approve buttons never changed their label, so a second press (which
// sends the opposite state) silently undid the first. They now show the current state, with aria-pressed,
// send the intended state and show what the server answered.
import { buildInterestedUser, ok, type RecordedCall, renderWithProviders, stubApi } from '@abode/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterestedUsersPanel } from './InterestedUsersPanel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The API of one interested user whose flags the decision calls set, as the server does. */
function ownerApi(hold?: Promise<void>) {
  const riya = buildInterestedUser();
  const decide = (flag: 'is_shortlisted' | 'is_approved', on: string, off: string) => async (c: RecordedCall) => {
    await hold;
    riya[flag] = c.url.searchParams.get('status') === '1';
    return ok({ ...riya }, { message: riya[flag] ? on : off });
  };
  const api = stubApi({
    get_interested_users: () => ok([{ ...riya }]),
    'shortlist-approval': decide('is_shortlisted', 'User shortlisted', 'User removed from the shortlist'),
    'interested-approval': decide('is_approved', 'User approved', 'Approval revoked'),
  });
  const sent = (name: string) => api.of(name).map((c) => c.url.searchParams.get('status'));
  return { ...api, sent };
}

function renderPanel() {
  const user = userEvent.setup();
  renderWithProviders(<InterestedUsersPanel propertyId={41} slugId="sea-view-41" />, { path: '/my-property/x' });
  return { user };
}

describe('InterestedUsersPanel decisions', () => {
  it('labels Shortlist by its state, and a second press asks (visibly) to remove from the shortlist', async () => {
    const { sent } = ownerApi();
    const { user } = renderPanel();
    const row = await screen.findByTestId('interested-user');
    const button = within(row).getByTestId('shortlist-toggle');
    expect(button.textContent).toBe('Shortlist');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Shortlist Riya Sharma');

    await user.click(button);
    await waitFor(() => expect(button.textContent).toBe('Shortlisted'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Shortlisted: Riya Sharma');
    expect(button.getAttribute('title')).toBe('Remove from shortlist');
    expect(sent('shortlist-approval')).toEqual(['1']);

    await user.click(button);
    await waitFor(() => expect(button.textContent).toBe('Shortlist'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(sent('shortlist-approval')).toEqual(['1', '0']);
  });

  it('labels Approve by its state ("Approved", title "Revoke approval") and sends the intended state', async () => {
    const { sent } = ownerApi();
    const { user } = renderPanel();
    const button = within(await screen.findByTestId('interested-user')).getByTestId('approve-toggle');
    expect(button.textContent).toBe('Approve');
    await user.click(button);
    await waitFor(() => expect(button.textContent).toBe('Approved'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Approved: Riya Sharma');
    expect(button.getAttribute('title')).toBe('Revoke approval');
    // Approving leaves the shortlist as it was.
    expect(within(screen.getByTestId('interested-user')).getByTestId('shortlist-toggle').textContent).toBe('Shortlist');
    expect(sent('interested-approval')).toEqual(['1']);
  });

  it('takes no second decision while one is on its way', async () => {
    let release = () => {};
    const { sent } = ownerApi(new Promise<void>((r) => (release = r)));
    const { user } = renderPanel();
    const row = await screen.findByTestId('interested-user');
    await user.click(within(row).getByTestId('shortlist-toggle'));
    await waitFor(() => expect(within(row).getByTestId('approve-toggle').hasAttribute('disabled')).toBe(true));
    expect(within(row).getByTestId('shortlist-toggle').hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(within(row).getByTestId('shortlist-toggle').textContent).toBe('Shortlisted'));
    expect(sent('shortlist-approval')).toEqual(['1']);
  });
});
