// Contact-us and CSR-works messages and feedback (spec §3 "Contact message"): the feedback's body (the contact
// form's is in contact-form.ts, light enough for the contact page, re-exported here), the stored messages as admins
// read them, and the refusals. Names follow the spec, misspellings included (`contct_us`, `ratting`).
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { listEnvelopeOf, pagination } from './common.ts';
import { CONTACT_FORM_MESSAGES as F } from './contact-form.ts';
import { RATING_MESSAGES as R, rattingValue } from './listing-ratings.ts';
import { listingFormParts } from './venture-form.ts';

export { type ContactFormBody, type ContactFormInput, contactFormBody } from './contact-form.ts';

const { trimmed } = listingFormParts;

/** Answers and refusals of contct_us, csr-works and post_feedback. */
export const CONTACT_MESSAGES = {
  contactSent: 'Contact Request Send Successfully',
  csrSent: 'CSR Request Send Successfully',
  feedbackSent: 'Feedback Send Successfully',
  /** Spec §5: every field of the form is required. */
  fieldsRequired: F.fieldsRequired,
  /** Spec §5: the contact form's email wording. */
  emailInvalid: F.emailInvalid,
  phoneInvalid: F.phoneInvalid,
  messageRequired: MESSAGES.messageRequired,
  tooLong: F.tooLong,
  rattingInvalid: R.rattingInvalid,
} as const;

const C = CONTACT_MESSAGES;

/** The two kinds of contact message. */
export const contactKind = z.enum(['contact', 'csr']);

/** A stored contact or CSR message (admin read). */
export const contactMessage = z.object({
  id: z.number().int(),
  kind: contactKind,
  /** The signed-in sender, null for a visitor (or a deleted account). */
  user_id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** Query of GET /api/admin/contact-messages (newest first; both kinds unless `kind`). */
export const adminContactMessagesQuery = pagination.extend({ kind: contactKind.optional() });
/** Answer of GET /api/admin/contact-messages. */
export const adminContactMessagesAnswer = listEnvelopeOf(contactMessage);

/** Body of POST post_feedback (multipart): a message and an optional 1–5 `ratting`. */
export const feedbackBody = z.object({
  message: z.preprocess(trimmed, z.string({ error: C.messageRequired }).min(1, C.messageRequired).max(5000, C.tooLong)),
  ratting: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), rattingValue.optional()), // sic: spec spelling
});
export type FeedbackBody = z.output<typeof feedbackBody>;

/** A stored feedback (admin read). */
export const feedbackEntry = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  ratting: z.number().int().nullable(), // sic: spec spelling
  message: z.string(),
  created_at: z.string(),
});
/** Answer of GET /api/admin/feedbacks. */
export const adminFeedbacksAnswer = listEnvelopeOf(feedbackEntry);
