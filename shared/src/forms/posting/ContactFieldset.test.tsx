import { useForm } from '@mantine/form';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/index.tsx';
import { ContactFieldset } from './ContactFieldset.tsx';

afterEach(cleanup);

function Contact() {
  const form = useForm({ initialValues: { company_name: '', phone: '', email: '', website_link: '' } });
  return (
    <>
      <ContactFieldset
        legend="Contact"
        // Given out of order: the kit shows every kind's fields in one order.
        labels={{ website_link: 'Website', email: 'Email', company_name: 'Company', phone: 'Phone' }}
        input={(field) => form.getInputProps(field)}
      />
      <output data-testid="values">{JSON.stringify(form.getValues())}</output>
    </>
  );
}

describe('ContactFieldset', () => {
  it('shows the labelled fields only, in the kit’s order, each typed for what it holds', () => {
    renderWithProviders(<Contact />);
    const group = screen.getByRole('group', { name: 'Contact' });
    const labels = [...group.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toEqual(['Company', 'Phone', 'Email', 'Website']);
    expect(screen.queryByLabelText('WhatsApp')).toBeNull();
    const phone = screen.getByLabelText('Phone');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    expect(phone.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Company').closest('[dir]')?.getAttribute('dir')).toBe('auto');
    expect(screen.getByLabelText('Website').getAttribute('placeholder')).toBe('https://');
  });

  it('writes what is typed into the form', () => {
    renderWithProviders(<Contact />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.in' } });
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '{}').email).toBe('a@b.in');
  });
});
