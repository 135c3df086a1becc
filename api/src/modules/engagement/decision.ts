import { interestDecisionQuery, ENGAGEMENT_MESSAGES as M } from '@abode/shared/wire';
import type { AnyRoute } from '../../lib/define-route.ts';
import { defineRoute } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { setDecision } from './engagement.repository.ts';
import { ownedProperty, toInterestedUser } from './engagement.service.ts';

/**
 * A GET (as the spec lists it) that turns one decision flag of an interest in MY property on
 * (`status=1`) or off (`status=0`), answering the updated interested user.
 */
export function decisionRoute(
  url: string,
  flag: 'is_approved' | 'is_shortlisted',
  messages: { on: string; off: string },
): AnyRoute {
  return defineRoute({
    method: 'GET',
    url,
    auth: 'required',
    query: interestDecisionQuery,
    handler: async ({ query, user, deps, urls }) => {
      const p = await ownedProperty(deps.db, user, { id: query.property_id });
      const on = query.status === 1;
      const row = await setDecision(deps.db, p.id, query.user_id, flag, on);
      if (!row) throw new ApiError('NOT_FOUND', M.interestNotFound);
      return { message: on ? messages.on : messages.off, data: toInterestedUser(row, urls) };
    },
  });
}
