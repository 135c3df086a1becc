// The contact-message form (spec §3): first and last name, email, phone and message, for the CSR-works page
// (`csr-works`) and the contact page (`contct_us`, lent to the shell as the `ContactForm` widget). Blank fields
// are marked and the spec's 'Please fill all fields' is said once above the button; a bad email says 'Invalid
// email format'. On success the server's message is toasted (the shared mutation policy) and the form is cleared.
import { Alert, Button, Card, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../i18n.ts';
import {
  type ContactField,
  type ContactKind,
  type ContactValues,
  checkContact,
  contactIsValid,
  emptyContact,
  sendContactMessage,
} from './contact-message.ts';

/** Props of {@link ContactMessageForm}. */
export interface ContactMessageFormProps {
  /** Where the message goes: CSR works or contact us. */
  kind: ContactKind;
}

/** The form. */
export function ContactMessageForm({ kind }: ContactMessageFormProps) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ContactValues>({ name: `contact-${kind}`, initialValues: emptyContact() });
  const send = useMutation({
    mutationKey: ['contact', kind],
    mutationFn: (values: ContactValues) => sendContactMessage(kind, values),
    onSuccess: () => {
      form.reset();
      setFormError(null);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values = form.getValues();
    const problems = checkContact(values, t('csrMessageTooLong'));
    const errors: Record<string, string | boolean> = {};
    for (const f of problems.blank) errors[f] = true;
    for (const [f, m] of Object.entries(problems.fields)) errors[f] = m;
    form.setErrors(errors);
    setFormError(problems.form);
    if (!contactIsValid(problems)) {
      const first = Object.keys(errors)[0];
      if (first) document.querySelector<HTMLElement>(`[data-contact-field="${kind}-${first}"]`)?.focus();
      return;
    }
    send.mutate(values);
  };

  const field = (name: ContactField) => ({
    ...form.getInputProps(name),
    required: true,
    'data-contact-field': `${kind}-${name}`,
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(kind === 'csr' ? 'csrFormLabel' : 'contactFormLabel')}
      data-testid={`${kind}-form`}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('csrFirstName')} autoComplete="given-name" dir="auto" {...field('first_name')} />
          <TextInput label={t('csrLastName')} autoComplete="family-name" dir="auto" {...field('last_name')} />
          <TextInput label={t('csrEmail')} type="email" autoComplete="email" dir="ltr" {...field('email')} />
          <TextInput label={t('phoneNumber')} type="tel" autoComplete="tel" dir="ltr" {...field('phone')} />
        </SimpleGrid>
        <Textarea label={t('message')} rows={4} dir="auto" {...field('message')} />
        {formError && (
          <Alert color="red" variant="light" role="alert" data-testid="contact-form-error">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} data-testid="contact-submit">
            {t(kind === 'csr' ? 'csrSend' : 'contactSend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The contact-us form (`contct_us`) with its heading, as the `ContactForm` widget lends it to the shell's contact
 * page (src/exposes/ContactForm.ts).
 */
export function ContactUsForm() {
  const t = useT();
  const id = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id} data-testid="contact-us-form">
      <Title order={2} size="h3" id={id} mb="sm">
        {t('contactFormTitle')}
      </Title>
      <ContactMessageForm kind="contact" />
    </Card>
  );
}
