import { abodeStore, INITIAL_USER_SIGNUP, notify, userSignupAtom } from '@abode/shared';
import { renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_ID, blockedItem, SESSION } from '../test/people.fixtures.ts';
import { BlockedUsersPage } from './BlockedUsers.page.tsx';

/** The multipart body of a recorded call. */
function formOf(init: RequestInit | undefined): FormData {
  if (!(init?.body instanceof FormData)) throw new Error('expected a multipart body');
  return init.body;
}

beforeEach(() => abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BlockedUsersPage', () => {
  it('asks a visitor to log in and fetches nothing', () => {
    const { calls } = stubApi({});
    renderWithProviders(<BlockedUsersPage />, { path: '/user/blocked-users' });
    expect(screen.getByTestId('blocked-login-required').textContent).toContain(
      'Please log in to see the people you have blocked.',
    );
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fuser%2Fblocked-users',
    );
    expect(calls).toHaveLength(0);
  });

  it('lists the people blocked with their reason, and unblocks one', async () => {
    abodeStore.set(userSignupAtom, SESSION);
    const success = vi.spyOn(notify, 'success');
    let list = [blockedItem(), blockedItem({ id: 9, name: 'Vikram Rao', reason: '' })];
    const { calls } = stubApi({
      'blocked-users': () => ({
        body: { error: false, message: 'Data Fetch Successfully', total: list.length, data: list },
      }),
      'unblock-user': (call) => {
        const id = Number(formOf(call.init).get('to_user_id'));
        list = list.filter((p) => p.id !== id);
        return { body: { error: false, message: 'User Unblocked Successfully' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BlockedUsersPage />, { path: '/user/blocked-users' });
    const rows = await screen.findAllByTestId('blocked-user');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByTestId('blocked-reason').textContent).toBe('Reason: Spam or scam');
    expect(within(rows[1] as HTMLElement).queryByTestId('blocked-reason')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Unblock Arjun Mehta' }));
    await waitFor(() => expect(screen.getAllByTestId('blocked-user')).toHaveLength(1));
    expect(screen.queryByText('Arjun Mehta')).toBeNull();
    expect(success).toHaveBeenCalledWith('User Unblocked Successfully');
    const unblock = calls.find((c) => c.endpoint === 'unblock-user');
    expect(formOf(unblock?.init).get('to_user_id')).toBe(String(AGENT_ID));
    expect(unblock?.init?.method).toBe('POST');
  });

  it('says so when nobody is blocked', async () => {
    abodeStore.set(userSignupAtom, SESSION);
    stubApi({ 'blocked-users': { body: { error: false, message: 'No data found!', total: 0, data: [] } } });
    renderWithProviders(<BlockedUsersPage />, { path: '/user/blocked-users' });
    expect(await screen.findByText('You have not blocked anyone.')).toBeTruthy();
  });
});
