import { postFeedback } from '@abode/shared/operations';
import { CONTACT_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { rateLimited } from '../otp/otp.service.ts';
import { insertFeedback } from './contact.repository.ts';

/** Feedbacks one account may send per window. */
export const FEEDBACK_LIMITS = { perUser: 10, windowMs: 60 * 60_000 } as const;

/**
 * POST /api/post_feedback (multipart `message`, optional `ratting` 1–5): a signed-in user's feedback about the
 * product, stored for the admins (GET /api/admin/feedbacks). Signed in: spec §6 gives posting and rating to
 * logged-in users, and a named sender keeps the table free of anonymous spam (decision 017).
 */
export default implement(postFeedback, async ({ body, user, deps }) => {
  const { perUser, windowMs } = FEEDBACK_LIMITS;
  if (!(await deps.limiter.hit(`feedback:user:${user.id}`, perUser, windowMs)).allowed) throw rateLimited();
  await insertFeedback(deps.db, { user_id: user.id, message: body.message, ratting: body.ratting ?? null });
  return { message: M.feedbackSent, data: [] };
});
