// contct_us and csr-works take the same form (spec §3 "Contact message") and differ in the kind they store.
import type { contctUs, csrWorks } from '@abode/shared/operations';
import { contactFormBody, CONTACT_MESSAGES as M, normalisePhone } from '@abode/shared/wire';
import { z } from 'zod';
import { implement } from '../../lib/define-route.ts';
import { rateLimited } from '../otp/otp.service.ts';
import { insertContactMessage } from './contact.repository.ts';

/**
 * Messages one client may send per window, contact and CSR together (decision 011: anonymous writes are
 * limited per client address). Counted once the form is valid, so a corrected typo costs nothing.
 */
export const CONTACT_LIMITS = { perClient: 10, windowMs: 60 * 60_000 } as const;

/**
 * The form as the API checks it: the operation's body (the phone's shape only, what the contact page can afford),
 * then the phone exactly, stored in E.164 (decision 012). In the phone's place among the fields, so the first
 * problem answered is the same as when the operation's body held the exact check.
 */
export const contactFormServerBody = contactFormBody.extend({
  phone: contactFormBody.shape.phone.pipe(
    z.string().transform((phone, ctx) => {
      const e164 = normalisePhone(phone);
      if (e164) return e164;
      ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
      return z.NEVER;
    }),
  ),
});

/** The route of `op` (multipart `first_name`, `last_name`, `email`, `phone`, `message`; all required). */
export function contactFormRoute(op: typeof contctUs | typeof csrWorks, kind: 'contact' | 'csr') {
  return implement(
    op,
    async ({ body, user, deps, req }) => {
      const { perClient, windowMs } = CONTACT_LIMITS;
      if (!(await deps.limiter.hit(`contact:ip:${req.ip}`, perClient, windowMs)).allowed) throw rateLimited();
      await insertContactMessage(deps.db, { kind, user_id: user?.id ?? null, ...body });
      return { message: kind === 'csr' ? M.csrSent : M.contactSent, data: [] };
    },
    { body: contactFormServerBody },
  );
}
