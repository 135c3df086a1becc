// The three rating calls differ only in the listing they name; one factory makes them.
import type { jvConstructionRatting, repairworksRatting, serviceRatting } from '@abode/shared/operations';
import { RATING_MESSAGES as M } from '@abode/shared/wire';
import type { z } from 'zod';
import { implement } from '../../lib/define-route.ts';
import type { ListingKind } from '../listing-kit/listing-files.ts';
import { rate, ratingById } from './ratings.repository.ts';

/** One of the three rating operations. */
type RattingOp = typeof serviceRatting | typeof repairworksRatting | typeof jvConstructionRatting;

/** A rating route: POST JSON `{ <idField>, ratting, comment }`, signed in. */
export function rattingRoute<O extends RattingOp>(
  op: O,
  kind: ListingKind,
  idOf: (b: z.output<NonNullable<O['body']>>) => number,
) {
  return implement(op as RattingOp, async ({ body, user, deps, urls }) => {
    const input = body as z.output<NonNullable<O['body']>>;
    const r = await rate(deps.db, { kind, id: idOf(input) }, user.id, {
      ratting: input.ratting,
      comment: input.comment,
    });
    const rating = await ratingById(deps.db, r.ratingId, urls);
    if (!rating) throw new Error('rating vanished after it was written');
    return {
      message: r.created ? M.added : M.updated,
      data: { rating, rating_avg: r.rating_avg, rating_count: r.rating_count },
    };
  });
}
