// The owner's lists: every state (pending, approved, rejected with the reason, inactive), the review-state filter
// in the URL, edit links, delete with a confirmation; on repair works the interested-users panel (approve,
// shortlist, a chat link per user); the requester's own interests with the owner's decision.
import {
  buildInterestedUser,
  ok,
  renderWithProviders,
  standInSections,
  stubApi,
  withSections,
} from '@abode/shared/test';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { section } from '../section.ts';
import { aRepairWork, aRepairWorkDetail, aServiceDetail, OWNER, signIn } from '../test/fixtures.ts';
import { MyRepairWorksPage, MyServicesPage } from './MyListings.page.tsx';
import { RepairInterestsPage } from './RepairInterests.page.tsx';

withSections(section, standInSections.account, standInSections.chat);

beforeEach(() => signIn());
afterEach(() => {
  cleanup();
  signIn(null);
  vi.unstubAllGlobals();
});

describe('MyServicesPage', () => {
  it('shows each service with its state, the reject reason and the inactive switch', async () => {
    stubApi({
      'my-service': ok([
        aServiceDetail({ id: 1, slug_id: 's-1', title: 'Approved one' }),
        aServiceDetail({ id: 2, slug_id: 's-2', title: 'Waiting one', request_status: 'pending', status: 0 }),
        aServiceDetail({
          id: 3,
          slug_id: 's-3',
          title: 'Refused one',
          request_status: 'rejected',
          status: 0,
          reject_reason: { reason: 'No photo of the work', created_at: '2025-03-01T00:00:00.000Z' },
        }),
        aServiceDetail({ id: 4, slug_id: 's-4', title: 'Hidden one', status: 0 }),
      ]),
    });
    renderWithProviders(<MyServicesPage />, { path: '/user/my-services' });
    const approved = await screen.findByTestId('my-listing-1');
    expect(within(approved).getByTestId('badge-approved')).toBeTruthy();
    expect(within(approved).getByTestId('badge-active')).toBeTruthy();
    expect(within(approved).getByTestId('edit').getAttribute('href')).toBe('/user/edit-service/s-1');
    expect(within(approved).getByRole('link', { name: 'Approved one' }).getAttribute('href')).toBe('/services/s-1');
    const pending = screen.getByTestId('my-listing-2');
    expect(within(pending).getByTestId('badge-pending')).toBeTruthy();
    expect(within(pending).getByTestId('pending-note')).toBeTruthy();
    const rejected = screen.getByTestId('my-listing-3');
    expect(within(rejected).getByTestId('reject-reason').textContent).toBe('Reason: No photo of the work');
    expect(within(screen.getByTestId('my-listing-4')).getByTestId('badge-inactive')).toBeTruthy();
    expect(screen.queryByTestId('posted-pending')).toBeNull();
  });

  it('filters by review state through the URL', async () => {
    const api = stubApi({ 'my-service': ok([]) });
    const { router } = renderWithProviders(<MyServicesPage />, { path: '/user/my-services' });
    expect(await screen.findByText('You have not added a service yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=rejected'));
    await waitFor(() => expect(api.of('my-service').at(-1)?.url.searchParams.get('request_status')).toBe('rejected'));
  });

  it('deletes a service only after the confirmation', async () => {
    let gone = false;
    const api = stubApi({
      'my-service': () => ok(gone ? [] : [aServiceDetail({ id: 1, title: 'Pipe Masters' })]),
      'service-delete': () => {
        gone = true;
        return ok(null, { message: 'Service Deleted Successfully' });
      },
    });
    renderWithProviders(<MyServicesPage />, { path: '/user/my-services' });
    await userEvent.click(within(await screen.findByTestId('my-listing-1')).getByTestId('delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    expect(within(dialog).getByText(/“Pipe Masters” will be deleted/)).toBeTruthy();
    expect(api.of('service-delete')).toHaveLength(0);
    await userEvent.click(within(dialog).getByTestId('confirm-delete'));
    await waitFor(() => expect(api.of('service-delete')[0]?.form?.get('id')).toBe('1'));
    expect(await screen.findByText('You have not added a service yet.')).toBeTruthy();
  });
});

describe('MyRepairWorksPage', () => {
  it('opens the interested users: approve, shortlist and a chat link to each', async () => {
    const asha = buildInterestedUser({ id: 60, name: 'Asha Rao', is_approved: false, is_shortlisted: false });
    const api = stubApi({
      'my-repairworks': ok([aRepairWorkDetail({ is_owner: true, interested_count: 1 })]),
      get_repairworks_interested_users: ok([asha]),
      repairworks_interested_approval: ok({ ...asha, is_approved: true }, { message: 'Interest approved' }),
      'repairworks_shortlist-approval': ok({ ...asha, is_shortlisted: true }, { message: 'User shortlisted' }),
    });
    const { router } = renderWithProviders(<MyRepairWorksPage />, { path: '/user/my-repair-works' });
    const card = await screen.findByTestId('my-listing-31');
    await userEvent.click(within(card).getByTestId('interested-users'));
    expect(router.state.location.search).toBe('?interested=31');
    const panel = await screen.findByTestId('interested-users-panel');
    const row = await within(panel).findByTestId('interested-user');
    expect(within(row).getByText('Asha Rao')).toBeTruthy();
    expect(api.of('get_repairworks_interested_users')[0]?.url.searchParams.get('repairworks_id')).toBe('31');
    expect(within(row).getByRole('link', { name: 'Chat with Asha Rao' }).getAttribute('href')).toBe(
      '/user/chat?user_id=60&repair_work_id=31',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Approve Asha Rao' }));
    await waitFor(() => expect(api.of('repairworks_interested_approval')).toHaveLength(1));
    const approval = api.of('repairworks_interested_approval')[0]?.url.searchParams;
    expect(approval?.get('repairworks_id')).toBe('31');
    expect(approval?.get('user_id')).toBe('60');
    expect(approval?.get('status')).toBe('1');
    await userEvent.click(within(row).getByRole('button', { name: 'Shortlist Asha Rao' }));
    await waitFor(() => expect(api.of('repairworks_shortlist-approval')).toHaveLength(1));
  });
});

describe('RepairInterestsPage', () => {
  it('shows each repair work I am interested in with the owner’s decision', async () => {
    const api = stubApi({
      my_repairwork_interested: ok([
        {
          ...aRepairWork({ id: 31, title: 'Leaking kitchen tap' }),
          interest: { is_approved: true, is_shortlisted: true, created_at: '2025-03-01T00:00:00.000Z' },
        },
        {
          ...aRepairWork({ id: 32, slug_id: 'broken-door-32', title: 'Broken door' }),
          interest: { is_approved: false, is_shortlisted: false, created_at: '2025-03-02T00:00:00.000Z' },
        },
      ]),
    });
    renderWithProviders(<RepairInterestsPage />, { path: '/user/repair-work-interests' });
    const first = await screen.findByTestId('repair-interest-31');
    expect(within(first).getByTestId('interest-status').textContent).toBe('Owner’s decision:ApprovedShortlisted');
    expect(within(first).getByTestId('chat-owner').getAttribute('href')).toBe(
      `/user/chat?user_id=${OWNER.id}&repair_work_id=31`,
    );
    expect(within(screen.getByTestId('repair-interest-32')).getByTestId('interest-status').textContent).toBe(
      'Owner’s decision:Awaiting',
    );
    expect(api.of('my_repairwork_interested')[0]?.url.searchParams.get('offset')).toBe('0');
  });
});
