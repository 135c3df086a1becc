import { abodeStore, INITIAL_USER_SIGNUP, userSignupAtom } from '@abode/shared';
import { renderWithProviders, stubApi, TEST_SESSION } from '@abode/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportPropertyModal, reportFormError } from './ReportPropertyModal.tsx';

const REASONS = {
  error: false,
  message: 'Data Fetch Successfully',
  total: 2,
  data: [
    { id: 3, reason: 'Suspected fraud', created_at: '', updated_at: '' },
    { id: 4, reason: 'Duplicate listing', created_at: '', updated_at: '' },
  ],
};

beforeEach(() => abodeStore.set(userSignupAtom, TEST_SESSION));
afterEach(() => {
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  vi.unstubAllGlobals();
});

function renderModal(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ get_report_reasons: { body: REASONS }, ...routes });
  const onReported = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<ReportPropertyModal opened propertyId={42} onClose={onClose} onReported={onReported} />);
  return { ...api, onReported, onClose, user: userEvent.setup() };
}

describe('reportFormError', () => {
  it('asks for a reason, then for the words of "other", with the spec texts', () => {
    expect(reportFormError(null, '')?.message).toBe('Please select a reason first.');
    expect(reportFormError('0', '   ')?.message).toBe('Please write your reason');
    expect(reportFormError('0', 'Wrong phone number')).toBeNull();
    expect(reportFormError('3', '')).toBeNull();
  });
});

describe('ReportPropertyModal', () => {
  it('shows both validation texts word for word and sends nothing until the form is right', async () => {
    const { of, user, onReported } = renderModal({
      add_reports: {
        body: { error: false, message: 'Report submitted successfully', data: { property_id: 42, is_reported: true } },
      },
    });
    await screen.findByRole('radio', { name: 'Suspected fraud' });
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('Please select a reason first.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.queryByText('Please select a reason first.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('Please write your reason')).toBeTruthy();
    expect(of('add_reports')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Your reason/ }), 'The phone number is wrong');
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(onReported).toHaveBeenCalled());
    const [sent] = of('add_reports');
    expect(sent?.method).toBe('POST');
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      property_id: '42',
      reason_id: '0',
      other_message: 'The phone number is wrong',
    });
  });

  it('sends a chosen reason without a message', async () => {
    const { of, user, onReported } = renderModal({
      add_reports: {
        body: { error: false, message: 'Report submitted successfully', data: { property_id: 42, is_reported: true } },
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Duplicate listing' }));
    expect(screen.queryByRole('textbox', { name: /Your reason/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(onReported).toHaveBeenCalled());
    expect(Object.fromEntries(of('add_reports')[0]?.form ?? [])).toEqual({
      property_id: '42',
      reason_id: '4',
      other_message: '',
    });
  });

  it('shows the server refusal in the form', async () => {
    const { user, onReported } = renderModal({
      add_reports: { status: 400, body: { error: true, message: 'Already Reported', code: 'ALREADY_EXISTS' } },
    });
    await user.click(await screen.findByRole('radio', { name: 'Suspected fraud' }));
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect((await screen.findByTestId('report-server-error')).textContent).toBe('Already Reported');
    expect(onReported).toHaveBeenCalled();
  });
});
