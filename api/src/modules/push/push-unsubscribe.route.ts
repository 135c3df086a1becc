import { pushUnsubscribe } from '@abode/shared/operations';
import { PUSH_MESSAGES as M } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { web_push_subscriptions } from '../../db/schema.ts';
import { implement } from '../../lib/define-route.ts';

/**
 * POST /api/push/unsubscribe: forgets this browser's subscription (on sign-out, or when the user turns push off);
 * only one's own.
 */
export default implement(pushUnsubscribe, async ({ body, user, deps }) => {
  await deps.db
    .delete(web_push_subscriptions)
    .where(and(eq(web_push_subscriptions.endpoint, body.endpoint), eq(web_push_subscriptions.user_id, user.id)));
  return { message: M.unsubscribed, data: null };
});
