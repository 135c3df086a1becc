// The contact message of spec §3 (first_name, last_name, email, phone, message), sent by the CSR-works form
// (`csrWorks`) and the contact form (`contctUs`, sic). Checked in the browser with the spec §5 texts: every field
// is required ('Please fill all fields'), the email must look like one ('Invalid email format'); the phone gets the
// light check of the operations' body ('Phone number is invalid', its shape only) and the server's exact one
// (decision 012), whose libphonenumber metadata stays out of this page's first view (decision 016).
import { call, MESSAGES } from '@abode/shared';
import { contctUs, csrWorks } from '@abode/shared/operations';
import { type ContactFormInput, plausiblePhone } from '@abode/shared/wire';

/** The form's fields, in order. */
export const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** The two places a contact message goes. */
export type ContactKind = 'csr' | 'contact';

/** The operation of each kind. */
const OPERATIONS = { csr: csrWorks, contact: contctUs } as const;

/** The longest message the API takes. */
export const MESSAGE_MAX = 5000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** An empty form. */
export const emptyContact = (): ContactValues => ({ first_name: '', last_name: '', email: '', phone: '', message: '' });

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
  const body: ContactFormInput = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, values[f].trim()])) as ContactValues;
  return call(OPERATIONS[kind], { body });
}
