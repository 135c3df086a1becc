// The three rating calls differ only in the listing they name; one factory makes them.
import { RATING_MESSAGES as M, rattingAnswer } from '@abode/shared/wire';
import type { z } from 'zod';
import { type AnyRoute, defineRoute } from '../../lib/define-route.ts';
import { type RatingKind, rate, ratingById } from './ratings.repository.ts';

/** A rating route: POST JSON `{ <idField>, ratting, comment }`, signed in. */
export function rattingRoute<B extends z.ZodType<{ ratting: number; comment: string }>>(
  url: string,
  kind: RatingKind,
  body: B,
  idOf: (b: z.output<B>) => number,
): AnyRoute {
  return defineRoute({
    method: 'POST',
    url,
    auth: 'required',
    body,
    response: rattingAnswer,
    handler: async ({ body: b, user, deps, urls }) => {
      const input = b as z.output<B>;
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
    },
  });
}
