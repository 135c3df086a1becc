import { interestedUser, interestedUsersQuery, listEnvelopeOf, projectInterestedUsersQuery } from '@abode/shared/wire';
import type { AnyRoute } from '../../lib/define-route.ts';
import { defineRoute } from '../../lib/define-route.ts';
import type { InterestFilter, ListingKind } from './engagement.repository.ts';
import { interestedUsersAnswer } from './engagement.service.ts';

/**
 * A GET listing the users interested in MY property (`property_id|slug_id`) or project (`project_id|slug_id`),
 * for a route not yet an operation (the properties' two are operations, with interestedUsersAnswer);
 * oldest interest first, with the shortlist and approval flags; `offset`, `limit`. Anyone but the owner gets
 * the 404 of a missing listing.
 */
export function interestedListRoute(url: string, kind: ListingKind, filter: InterestFilter): AnyRoute {
  return defineRoute({
    method: 'GET',
    url,
    auth: 'required',
    response: listEnvelopeOf(interestedUser),
    query: kind === 'property' ? interestedUsersQuery : projectInterestedUsersQuery,
    handler: ({ query, user, deps, urls }) => {
      // Each kind's query has only its own id; reading both through one (wider) type picks whichever is there.
      const ref: { property_id?: number; project_id?: number; slug_id?: string | undefined } = query;
      const id = ref.property_id ?? ref.project_id;
      return interestedUsersAnswer({ db: deps.db, user, urls }, kind, { id, slug_id: ref.slug_id }, filter, query);
    },
  });
}
