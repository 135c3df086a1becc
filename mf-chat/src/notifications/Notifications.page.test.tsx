import { abodeStore, INITIAL_USER_SIGNUP, setSections, userSignupAtom } from '@abode/shared';
import { defineSection } from '@abode/shared/section';
import { ok, registerSections as register, renderWithProviders, standInSections, stubApi } from '@abode/shared/test';
import type { NotificationEntry } from '@abode/shared/wire';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { section } from '../section.ts';
import { registerSections } from '../test/sections.ts';
import { NotificationsPage } from './Notifications.page.tsx';
import { notificationHref } from './notification-links.ts';

const ME = 7;

function entry(over: Partial<NotificationEntry>): NotificationEntry {
  return {
    id: 1,
    title: 'Your property is approved',
    message: '"Sunny flat" is approved and visible to everyone.',
    type: 'listing_approved',
    send_type: 0,
    customers_id: ME,
    propertys_id: null,
    created_at: '2026-11-24T10:00:00.000Z',
    property: null,
    created: '1 minute ago',
    notification_image: '',
    is_read: false,
    item_type: '',
    item_id: null,
    item_slug: '',
    other_user_id: null,
    ...over,
  };
}

beforeEach(() => {
  abodeStore.set(userSignupAtom, {
    token: '7|token',
    data: { id: ME, name: 'Demo', email: 'u@abode.test', mobile: '', profile: '', address: '' },
    status: 'success',
    error: null,
  });
  registerSections();
});
afterEach(() => {
  cleanup();
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  setSections([]);
});

describe('NotificationsPage', () => {
  it('lists notifications, unread ones marked, and marks all read', async () => {
    let read = false;
    const { calls } = stubApi({
      get_notification_list: () =>
        ok(
          [
            entry({ id: 2, title: 'New message from Ravi', is_read: read }),
            entry({ id: 1, title: 'Maintenance tonight', send_type: 1, customers_id: null, is_read: true }),
          ],
          { total: 2, unread: read ? 0 : 1 },
        ),
      'notifications-read': () => {
        read = true;
        return ok({ unread: 0 }, { message: 'Notifications marked as read' });
      },
    });
    renderWithProviders(<NotificationsPage />, { path: '/user/notifications' });
    const rows = await screen.findAllByTestId('notification');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.getAttribute('data-read')).toBe('false');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'New message from Ravi (unread)' })).toBeTruthy();
    expect(rows[1]?.getAttribute('data-read')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('1 unread notifications');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getAllByTestId('notification')[0]?.getAttribute('data-read')).toBe('true'));
    const form = calls.find((c) => c.endpoint === 'notifications-read')?.init?.body as FormData;
    expect([...form.keys()]).toEqual([]);
    expect(calls.find((c) => c.endpoint === 'get_notification_list')?.url.searchParams.get('limit')).toBe('20');
  });

  it('says so when there are none', async () => {
    stubApi({ get_notification_list: ok([], { total: 0, unread: 0 }) });
    renderWithProviders(<NotificationsPage />, { path: '/user/notifications' });
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
  });

  it('asks a visitor to log in and fetches nothing', () => {
    abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
    const { calls } = stubApi({});
    renderWithProviders(<NotificationsPage />, { path: '/user/notifications' });
    expect(screen.getByText('Please log in to see your notifications.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('notificationHref', () => {
  it('opens the conversation a chat notification came from', () => {
    expect(notificationHref(entry({ item_type: 'chat', item_id: 11, item_slug: 'project', other_user_id: 21 }))).toBe(
      '/user/chat?user_id=21&project_id=11',
    );
    expect(notificationHref(entry({ item_type: 'chat', item_id: 11, item_slug: 'nonsense', other_user_id: 21 }))).toBe(
      '/user/chat',
    );
  });

  it('opens the owner’s view with the interested users for “New interest in your property”', () => {
    register(
      standInSections.account,
      section,
      defineSection({
        name: 'mf_listings',
        pages: { propertyDetail: '/properties-details/:slug_id', myProperty: '/my-property/:slug_id' },
        texts: { en: {} },
      }),
      defineSection({
        name: 'mf_projects',
        pages: { projectDetail: '/project-details/:slug_id', myProjects: '/user/my-projects' },
        texts: { en: {} },
      }),
    );
    const interest = (item_type: 'property' | 'project') =>
      entry({
        type: 'interest',
        title: `New interest in your ${item_type}`,
        item_type,
        item_id: 3,
        item_slug: 'sunny-flat',
        other_user_id: 21,
      });
    expect(notificationHref(interest('property'))).toBe('/my-property/sunny-flat');
    expect(notificationHref(interest('project'))).toBe('/user/my-projects');
    // Any other notification about a listing still opens its public page.
    expect(notificationHref(entry({ item_type: 'property', item_id: 3, item_slug: 'sunny-flat' }))).toBe(
      '/properties-details/sunny-flat',
    );
  });

  it('leads nowhere for a listing whose section is not running', () => {
    expect(notificationHref(entry({ item_type: 'property', item_id: 3, item_slug: 'sunny-flat' }))).toBeNull();
  });
});
