// The contact message of spec §3 (first_name, last_name, email, phone, message), sent by the CSR-works form
// (`csr-works`) and the contact form (`contct_us`, sic). Checked in the browser with the spec §5 texts: every field
// is required ('Please fill all fields'), the email must look like one ('Invalid email format'); the phone gets a
// light check here ('Phone number is invalid') and the server's exact one (decision 012). The checks are written
// here rather than taken from the wire's `contactFormBody`, whose phone rule carries libphonenumber's metadata
// (~35 KiB) into a public page's first view (decision 016); the texts are the same.
import { apiCall, MESSAGES } from '@abode/shared';
import type { contctUs, csrWorks } from '@abode/shared/operations';
import type { ContactFormInput } from '@abode/shared/wire';
import { z } from 'zod';

/** The form's fields, in order. */
export const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** The two places a contact message goes. */
export type ContactKind = 'csr' | 'contact';

/** An operation's path under /api/. */
type PathOf<O extends { path: string }> = O['path'] extends `/api/${infer P}` ? P : never;

/**
 * The API path of each kind, checked against its operation (csrWorks, contctUs, sic). The operations are named by
 * type only: `call` would bundle their body schema, whose phone rule carries libphonenumber's metadata into the
 * contact form's first view (decision 016), the very reason the checks above are written here.
 */
const PATHS = { csr: 'csr-works', contact: 'contct_us' } as const satisfies {
  csr: PathOf<typeof csrWorks>;
  contact: PathOf<typeof contctUs>;
};

/** The longest message the API takes. */
export const MESSAGE_MAX = 5000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** An empty form. */
export const emptyContact = (): ContactValues => ({ first_name: '', last_name: '', email: '', phone: '', message: '' });

/** Whether a phone number could be one: digits with the usual separators and an optional leading +. */
export function plausiblePhone(raw: string): boolean {
  const s = raw.trim().replace(/[\s().\-\u00a0]/g, '');
  return /^(\+|00)?\d{6,17}$/.test(s);
}

/** What is wrong with a contact message: `form` (the spec's 'Please fill all fields') and field messages. */
export interface ContactProblems {
  form: string | null;
  /** Blank fields (marked invalid; the form-level message names the problem). */
  blank: ContactField[];
  fields: Partial<Record<ContactField, string>>;
}

/** The problems of `values`; none when it may be sent. `tooLong` is said of a message over MESSAGE_MAX. */
export function checkContact(values: ContactValues, tooLong = `At most ${MESSAGE_MAX} characters`): ContactProblems {
  const blank = CONTACT_FIELDS.filter((f) => values[f].trim() === '');
  const fields: Partial<Record<ContactField, string>> = {};
  const email = values.email.trim();
  if (email && !EMAIL.test(email)) fields.email = MESSAGES.invalidEmailFormat;
  if (values.phone.trim() && !plausiblePhone(values.phone)) fields.phone = MESSAGES.phoneInvalid;
  if (values.message.trim().length > MESSAGE_MAX) fields.message = tooLong;
  return { form: blank.length ? MESSAGES.pleaseFillAllFields : null, blank, fields };
}

/** Whether a check found nothing. */
export const contactIsValid = (p: ContactProblems) => p.form === null && Object.keys(p.fields).length === 0;

/** POST csr-works / contct_us (multipart), every field trimmed. */
export function sendContactMessage(kind: ContactKind, values: ContactValues) {
  // The body as the operations read it (contactFormBody's input), every field trimmed.
  const body: ContactFormInput = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, values[f].trim()])) as ContactValues;
  return apiCall(PATHS[kind], z.unknown(), { method: 'POST', multipart: true, body });
}
