// The detail calls (construction-detail, jv-get, construction-get) answer one post of their kind by slug or id.
import {
  constructionDetailAnswer,
  jvDetailAnswer,
  VENTURE_MESSAGES as M,
  type VentureKind,
  ventureDetailQuery,
} from '@abode/shared/wire';
import { type AnyRoute, defineRoute } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { canSee } from '../services/listing.service.ts';
import { findVentureForDetail } from './ventures.repository.ts';
import { toVentureDetail } from './ventures.service.ts';

/** GET `url`: the post of `kind` by `slug_id` (or `slug`) or `id`; hidden posts only to their owner and admins. */
export function ventureDetailRoute(url: string, kind: VentureKind): AnyRoute {
  return defineRoute({
    method: 'GET',
    url,
    auth: 'optional',
    query: ventureDetailQuery,
    response: kind === 'jv' ? jvDetailAnswer : constructionDetailAnswer,
    handler: async ({ query, user, deps, urls }) => {
      const found = await findVentureForDetail(deps.db, { id: query.id, slug_id: query.slug_id ?? query.slug }, kind);
      // Someone else's pending or rejected post answers as a missing one: its existence is not told.
      if (!found || !canSee(found.row, user)) throw new ApiError('NOT_FOUND', M.notFound);
      return { message: M.fetched, data: await toVentureDetail(deps.db, found, user, urls) };
    },
  });
}
