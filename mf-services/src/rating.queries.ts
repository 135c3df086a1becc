// Ratings of everything this section rates: a service, a repair work, a JV post or a construction profile. The
// pages of ratings (get-ratings) live under the item's own root, so a rating (service-ratting,
// repairworks-ratting, jv-construction-ratting; JSON `ratting` 1–5 and `comment`) refreshes them, the detail and
// the cards' averages at once.
import { apiCall } from '@abode/shared';
import { getRatingsAnswer, ratingEntry, rattingAnswer } from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { REPAIR_ROOT } from './repair.queries.ts';
import { SERVICES_ROOT } from './service.queries.ts';
import { VENTURES_ROOT } from './ventures/venture.queries.ts';

/** What is rated: a service, a repair work, or a post (a JV post or a construction profile: one call). */
export type RatedKind = 'service' | 'repair' | 'venture';

/** The query root of each kind: a rating invalidates it. */
const ROOT = { service: SERVICES_ROOT, repair: REPAIR_ROOT, venture: VENTURES_ROOT } as const;

/** How get-ratings and the rating call name each kind's item. */
const ID_KEY = { service: 'service_id', repair: 'repairworks_id', venture: 'post_id' } as const;

/** The rating call of each kind. */
const RATE_PATH = {
  service: 'service-ratting',
  repair: 'repairworks-ratting',
  venture: 'jv-construction-ratting',
} as const;

/** The query root of a kind. */
export const rootOf = (kind: RatedKind) => ROOT[kind];

/** A page of ratings and the item's average and count. */
const ratingsPage = getRatingsAnswer.pick({ rating_avg: true, rating_count: true, total: true });

export const ratingQueries = {
  /** One page of an item's ratings, the most recently written first, with its average and count. */
  list: (kind: RatedKind, id: number, offset: number, limit: number) =>
    queryOptions({
      queryKey: [...rootOf(kind), 'ratings', id, offset, limit] as const,
      queryFn: async ({ signal }) => {
        const body = await apiCall('get-ratings', z.array(ratingEntry), {
          params: { [ID_KEY[kind]]: id, offset, limit },
          signal,
        });
        return { ...body, ...ratingsPage.parse(body) };
      },
      placeholderData: keepPreviousData,
    }),
};

/** POST the kind's rating call (JSON): the viewer's rating of `id`, added or edited. */
export const rateItem = (kind: RatedKind, id: number, input: { ratting: number; comment: string }) =>
  apiCall(RATE_PATH[kind], rattingAnswer.shape.data, {
    method: 'POST',
    body: { [ID_KEY[kind]]: id, ratting: input.ratting, comment: input.comment },
  });
