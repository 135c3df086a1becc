// contct_us and csr-works take the same form (spec §3 "Contact message") and differ in the kind they store.
import type { contctUs, csrWorks } from '@abode/shared/operations';
import { CONTACT_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { rateLimited } from '../otp/otp.service.ts';
import { insertContactMessage } from './contact.repository.ts';

/**
 * Messages one client may send per window, contact and CSR together (decision 011: anonymous writes are
 * limited per client address). Counted once the form is valid, so a corrected typo costs nothing.
 */
export const CONTACT_LIMITS = { perClient: 10, windowMs: 60 * 60_000 } as const;

/** The route of `op` (multipart `first_name`, `last_name`, `email`, `phone`, `message`; all required). */
export function contactFormRoute(op: typeof contctUs | typeof csrWorks, kind: 'contact' | 'csr') {
  return implement(op, async ({ body, user, deps, req }) => {
    const { perClient, windowMs } = CONTACT_LIMITS;
    if (!(await deps.limiter.hit(`contact:ip:${req.ip}`, perClient, windowMs)).allowed) throw rateLimited();
    await insertContactMessage(deps.db, { kind, user_id: user?.id ?? null, ...body });
    return { message: kind === 'csr' ? M.csrSent : M.contactSent, data: [] };
  });
}
