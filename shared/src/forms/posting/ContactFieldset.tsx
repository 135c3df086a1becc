// The contact fieldset of a posting form that has one: the fields the kind sends, in one order for every kind.
// Numbers, addresses and links are written left to right whatever the page's direction; names follow their script.
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** Each contact field as the post calls name it, with what its input is for. */
const CONTACT_INPUTS = {
  company_name: {},
  contact_name: {},
  phone: { type: 'tel', autoComplete: 'tel' },
  whatsapp_number: { type: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  website_link: { type: 'url', placeholder: 'https://' },
} as const satisfies Record<string, { type?: string; autoComplete?: string; placeholder?: string }>;

/** A contact field's name. */
export type ContactField = keyof typeof CONTACT_INPUTS;

/** Props of {@link ContactFieldset}. */
export interface ContactFieldsetProps {
  legend: string;
  /** The label of each field the form has (the section's texts); a field without one is not shown. */
  labels: Partial<Record<ContactField, string>>;
  /** A field's value, change handler and error (Mantine's `form.getInputProps`). */
  input: (field: ContactField) => GetInputPropsReturnType;
}

/** The contact fields of a posting form. */
export function ContactFieldset({ legend, labels, input }: ContactFieldsetProps) {
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(Object.keys(CONTACT_INPUTS) as ContactField[])
          .filter((f) => labels[f] !== undefined)
          .map((f) => {
            const kind = CONTACT_INPUTS[f];
            return (
              <TextInput key={f} label={labels[f]} {...kind} dir={'type' in kind ? 'ltr' : 'auto'} {...input(f)} />
            );
          })}
      </SimpleGrid>
    </Fieldset>
  );
}
