import { abodeStore, INITIAL_USER_SIGNUP, userSignupAtom } from '@abode/shared';
import { describedText, renderWithProviders, stubApi } from '@abode/shared/test';
import type { VerificationFormField } from '@abode/shared/wire';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerificationForm } from './VerificationForm.tsx';

const option = (formId: number, id: number, value: string) => ({ id, verify_customer_form_id: formId, value });

// One field of every type, as get-agent-verification-form-fields answers them.
const AGENT_FIELDS: VerificationFormField[] = [
  { id: 1, name: 'Licence number', field_type: 'text', rank: 1, form_fields_values: [] },
  { id: 2, name: 'Years of experience', field_type: 'number', rank: 2, form_fields_values: [] },
  {
    id: 3,
    name: 'Agency type',
    field_type: 'radio',
    rank: 3,
    form_fields_values: [option(3, 1, 'Independent'), option(3, 2, 'Agency')],
  },
  {
    id: 4,
    name: 'Languages spoken',
    field_type: 'checkbox',
    rank: 4,
    form_fields_values: [option(4, 3, 'English'), option(4, 4, 'Hindi'), option(4, 5, 'Tamil')],
  },
  {
    id: 5,
    name: 'City of operation',
    field_type: 'dropdown',
    rank: 5,
    form_fields_values: [option(5, 6, 'Mumbai'), option(5, 7, 'Pune')],
  },
  { id: 6, name: 'About your work', field_type: 'textarea', rank: 6, form_fields_values: [] },
  { id: 7, name: 'Licence document', field_type: 'file', rank: 7, form_fields_values: [] },
];

function renderForm(onSubmitted = vi.fn()) {
  const user = userEvent.setup();
  const view = renderWithProviders(<VerificationForm kind="agent" fields={AGENT_FIELDS} onSubmitted={onSubmitted} />);
  return { user, onSubmitted, ...view };
}

/** Fill every field with a valid answer through the controls, as a person would. */
async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Licence number/ }), 'A518000123');
  await user.type(screen.getByRole('textbox', { name: /Years of experience/ }), '12');
  await user.click(screen.getByRole('radio', { name: 'Agency' }));
  await user.click(screen.getByRole('checkbox', { name: 'English' }));
  await user.click(screen.getByRole('checkbox', { name: 'Tamil' }));
  await user.click(screen.getByRole('combobox', { name: /City of operation/ }));
  await user.click(await screen.findByRole('option', { name: 'Pune', hidden: true }));
  await user.type(screen.getByRole('textbox', { name: /About your work/ }), 'Homes in Pune since 2012.');
  const file = new File(['%PDF-1.4 licence'], 'licence.pdf', { type: 'application/pdf' });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
  return file;
}

beforeEach(() =>
  abodeStore.set(userSignupAtom, {
    token: '7|token',
    data: { id: 7, name: 'Riya', email: 'user@abode.test', mobile: '', profile: '', address: '' },
    status: 'success',
    error: null,
  }),
);
afterEach(() => {
  cleanup();
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VerificationForm', () => {
  it('draws every field type with a control labelled by the field name', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /Licence number/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Years of experience/ }).getAttribute('inputmode')).toBe('decimal');
    const radios = screen.getByRole('radiogroup', { name: /Agency type/ });
    expect(
      within(radios)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Independent', 'Agency']);
    const boxes = screen.getByRole('group', { name: /Languages spoken/ });
    expect(within(boxes).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: /City of operation/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /About your work/ }).tagName).toBe('TEXTAREA');
    const fileButton = screen.getByRole('button', { name: /Licence document/ });
    expect(fileButton).toBeTruthy();
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toBe(
      'application/pdf,image/jpeg,image/png',
    );
    expect(screen.getByText('PDF, JPEG or PNG, up to 5 MB.')).toBeTruthy();
  });

  it('requires every field with a clear message linked to its control, focuses the first and sends nothing', async () => {
    const { calls } = stubApi({});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const licence = screen.getByRole('textbox', { name: /Licence number/ });
    await waitFor(() => expect(describedText(licence)).toContain('Licence number is required'));
    expect(licence.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(licence);
    expect(describedText(screen.getByRole('textbox', { name: /Years of experience/ }))).toContain(
      'Years of experience is required',
    );
    expect(describedText(screen.getByRole('textbox', { name: /About your work/ }))).toContain(
      'About your work is required',
    );
    for (const message of [
      'Agency type is required',
      'Languages spoken is required',
      'City of operation is required',
      'Licence document is required',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends every answer as multipart form_fields[i][id] / [value], the document as a file', async () => {
    const record = {
      id: 9,
      user_id: 7,
      kind: 'agent',
      status: 'pending',
      reason: null,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
      user: { id: 7, name: 'Riya', email: 'user@abode.test', profile: '', property_count: 0, projects_count: 0 },
      verify_customer_values: [],
    };
    const { calls } = stubApi({
      'apply-agent-verification': {
        body: { error: false, message: 'Your application has been submitted and is under review.', data: record },
      },
    });
    const { user, onSubmitted } = renderForm();
    const file = await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ id: 9, status: 'pending' })),
    );

    expect(calls).toHaveLength(1);
    const init = calls[0]?.init ?? {};
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer 7|token');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    const sent = AGENT_FIELDS.map((_f, i) => [body.get(`form_fields[${i}][id]`), body.get(`form_fields[${i}][value]`)]);
    expect(sent.slice(0, 6)).toEqual([
      ['1', 'A518000123'],
      ['2', '12'],
      ['3', 'Agency'],
      ['4', 'English,Tamil'],
      ['5', 'Pune'],
      ['6', 'Homes in Pune since 2012.'],
    ]);
    expect(sent[6]?.[0]).toBe('7');
    const document = sent[6]?.[1];
    expect(document).toBeInstanceOf(File);
    expect((document as File).name).toBe(file.name);
  });

  it('shows the server refusal inline', async () => {
    stubApi({
      'apply-agent-verification': {
        status: 400,
        body: { error: true, message: 'Licence document must be a PDF, JPEG or PNG file', code: 'VALIDATION' },
      },
    });
    const { user, onSubmitted } = renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect((await screen.findByTestId('verification-error')).textContent).toBe(
      'Licence document must be a PDF, JPEG or PNG file',
    );
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
