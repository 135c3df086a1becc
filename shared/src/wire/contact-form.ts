// The body of the contact-us and CSR-works forms (spec §3 "Contact message", §5 texts), in a module of its own that
// imports nothing heavy: the contact page bundles it through the contctUs and csrWorks operations, so it must not
// reach libphonenumber's metadata (phone.ts) or the listing forms (decision 016). The phone's shape is checked here;
// the API checks the number exactly and stores it in E.164 (decision 012, api/src/modules/contact/contact-form.ts).
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { plausiblePhone } from './phone-shape.ts';

/** The refusals of the contact form (CONTACT_MESSAGES holds them with the answers). */
export const CONTACT_FORM_MESSAGES = {
  /** Spec §5: every field of the form is required. */
  fieldsRequired: MESSAGES.pleaseFillAllFields,
  /** Spec §5: the contact form's email wording. */
  emailInvalid: MESSAGES.invalidEmailFormat,
  phoneInvalid: MESSAGES.phoneInvalid,
  tooLong: 'Please shorten your message (at most 5000 characters)',
} as const;

const C = CONTACT_FORM_MESSAGES;
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const contactText = (max: number) =>
  z.preprocess(trimmed, z.string({ error: C.fieldsRequired }).min(1, C.fieldsRequired).max(max, C.tooLong));

/** Body of POST contct_us (sic) and csr-works (multipart): every field required, the phone's shape checked. */
export const contactFormBody = z.object({
  first_name: contactText(100),
  last_name: contactText(100),
  email: z.preprocess(
    trimmed,
    z
      .string({ error: C.fieldsRequired })
      .min(1, C.fieldsRequired)
      .max(191, C.emailInvalid)
      .regex(EMAIL_RE, C.emailInvalid)
      .transform((v) => v.toLowerCase()),
  ),
  phone: z.preprocess(
    trimmed,
    z
      .string({ error: C.fieldsRequired })
      .min(1, { error: C.fieldsRequired, abort: true })
      .refine(plausiblePhone, C.phoneInvalid),
  ),
  message: contactText(5000),
});
export type ContactFormBody = z.output<typeof contactFormBody>;
export type ContactFormInput = z.input<typeof contactFormBody>;
