import { fail, ok, renderWithProviders, stubApi, withSections } from '@abode/shared/test';
import { plausiblePhone } from '@abode/shared/wire';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { section } from '../section.ts';
import { ContactUsForm } from './ContactMessageForm.tsx';
import { CsrWorksPage } from './CsrWorks.page.tsx';
import { checkContact } from './contact-message.ts';

withSections(section);

const values = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.org',
  phone: '+91 98450 33333',
  message: 'Our school would like a rainwater harvesting tank.',
};

function fillForm(form: HTMLElement, v: Partial<typeof values>) {
  const labels = {
    first_name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    message: 'Message',
  } as const;
  for (const [k, value] of Object.entries(v)) {
    fireEvent.change(within(form).getByRole('textbox', { name: labels[k as keyof typeof labels] }), {
      target: { value },
    });
  }
}

describe('CsrWorksPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('presents the CSR works and names the page', async () => {
    stubApi({});
    renderWithProviders(<CsrWorksPage />, { path: '/csr-works' });
    expect(screen.getByRole('heading', { level: 1, name: 'CSR Works' })).toBeTruthy();
    expect(screen.getAllByTestId('csr-area')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Housing for all' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('CSR Works'));
  });

  it('says “Please fill all fields” and marks the blank ones, sending nothing', async () => {
    const api = stubApi({});
    renderWithProviders(<CsrWorksPage />, { path: '/csr-works' });
    const form = screen.getByTestId('csr-form');
    fillForm(form, { first_name: 'Asha' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByTestId('contact-form-error').textContent).toBe('Please fill all fields');
    expect(within(form).getByRole('textbox', { name: 'Last name' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).not.toBe('true');
    expect(api.of('csr-works')).toHaveLength(0);
  });

  it('says “Invalid email format”', async () => {
    const api = stubApi({});
    renderWithProviders(<CsrWorksPage />, { path: '/csr-works' });
    const form = screen.getByTestId('csr-form');
    fillForm(form, { ...values, email: 'asha@example' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Invalid email format')).toBeTruthy();
    expect(within(form).queryByTestId('contact-form-error')).toBeNull();
    expect(api.of('csr-works')).toHaveLength(0);
  });

  it('sends csr-works, toasts the server’s message and clears the form', async () => {
    const api = stubApi({ 'csr-works': ok([], { message: 'CSR Request Send Successfully' }) });
    renderWithProviders(<CsrWorksPage />, { path: '/csr-works' });
    const form = screen.getByTestId('csr-form');
    fillForm(form, { ...values, first_name: '  Asha ' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.of('csr-works')).toHaveLength(1));
    const sent = api.of('csr-works')[0]?.form as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({ ...values, first_name: 'Asha' });
    expect(await screen.findByText('CSR Request Send Successfully')).toBeTruthy();
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe(''),
    );
    expect((within(form).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps what was typed when the server refuses', async () => {
    stubApi({ 'csr-works': fail(400, 'Phone number is invalid', 'VALIDATION') });
    renderWithProviders(<CsrWorksPage />, { path: '/csr-works' });
    const form = screen.getByTestId('csr-form');
    fillForm(form, values);
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Phone number is invalid')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Asha');
  });
});

describe('ContactUsForm (the ContactForm widget)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends contct_us with the same fields', async () => {
    const api = stubApi({ contct_us: ok([], { message: 'Contact Request Send Successfully' }) });
    renderWithProviders(<ContactUsForm />, { path: '/contact-us' });
    const form = screen.getByTestId('contact-form');
    fillForm(form, values);
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(api.of('contct_us')).toHaveLength(1));
    expect(api.of('contct_us')[0]?.form?.get('email')).toBe('asha@example.org');
    expect(await screen.findByText('Contact Request Send Successfully')).toBeTruthy();
  });
});

describe('checkContact', () => {
  it('checks the phone loosely (the server checks it exactly)', () => {
    expect(plausiblePhone('+91 98450-33333')).toBe(true);
    expect(plausiblePhone('0091 (984) 503 3333')).toBe(true);
    expect(plausiblePhone('12ab45')).toBe(false);
    expect(checkContact({ ...values, phone: 'call me' }).fields.phone).toBe('Phone number is invalid');
    expect(checkContact(values)).toEqual({ form: null, blank: [], fields: {} });
  });
});
