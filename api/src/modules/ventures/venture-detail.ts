// The detail calls (construction-detail, jv-get, construction-get) answer one post of their kind by slug or id.
import type { Operation } from '@abode/shared/operations';
import { VENTURE_MESSAGES as M, type VentureKind, type ventureDetailQuery } from '@abode/shared/wire';
import type { z } from 'zod';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { canSee } from '../listing-kit/listing.service.ts';
import { ventureRepository } from './ventures.repository.ts';
import { toVentureDetail } from './ventures.service.ts';

/**
 * construction-detail, construction-get or jv-get: `data` is the post as toVentureDetail makes it (either kind),
 * so the handler's return is checked for the envelope only; the operation's own schema still cuts and (outside
 * production) checks the whole answer.
 */
type VentureDetailOp = Operation & {
  auth: 'optional';
  query: typeof ventureDetailQuery;
  response: z.ZodType<unknown, { message: string; data?: unknown }>;
};

/** GET `op`: the post of `kind` by `slug_id` (or `slug`) or `id`; hidden posts only to their owner and admins. */
export function ventureDetailRoute(op: VentureDetailOp, kind: VentureKind) {
  return implement(op, async ({ query, user, deps, urls }) => {
    const found = await ventureRepository(kind).findForDetail(deps.db, {
      id: query.id,
      slug_id: query.slug_id ?? query.slug,
    });
    // Someone else's pending or rejected post answers as a missing one: its existence is not told.
    if (!found || !canSee(found.row, user)) throw new ApiError('NOT_FOUND', M.notFound);
    return { message: M.fetched, data: await toVentureDetail(deps.db, found, user, urls) };
  });
}
