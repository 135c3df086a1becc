// Ratings of everything this section rates: a service, a repair work, a JV post or a construction profile. The
// pages of ratings (get-ratings) are keyed by their operation under its tag (`RATINGS_ROOT`, docs/decisions/032);
// a rating (service-ratting, repairworks-ratting, jv-construction-ratting; JSON `ratting` 1–5 and `comment`)
// invalidates it and the item's own root, which refreshes the pages, the detail and the cards' averages at once.
import { call, operationKey } from '@abode/shared';
import { getRatings, jvConstructionRatting, repairworksRatting, serviceRatting } from '@abode/shared/operations';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { REPAIR_ROOT } from './repair.queries.ts';
import { SERVICES_ROOT } from './service.queries.ts';
import { VENTURES_ROOT } from './ventures/venture.queries.ts';

/** What is rated: a service, a repair work, or a post (a JV post or a construction profile: one call). */
export type RatedKind = 'service' | 'repair' | 'venture';

/** The query root of each kind: a rating invalidates it. */
const ROOT = { service: SERVICES_ROOT, repair: REPAIR_ROOT, venture: VENTURES_ROOT } as const;

/** How get-ratings and the rating call name each kind's item. */
const ID_KEY = { service: 'service_id', repair: 'repairworks_id', venture: 'post_id' } as const;

/** The query root of a kind. */
export const rootOf = (kind: RatedKind) => ROOT[kind];

/** Every page of ratings (get-ratings' tag): a rating invalidates it too. */
export const RATINGS_ROOT = [getRatings.tag] as const;

export const ratingQueries = {
  /** One page of an item's ratings, the most recently written first, with its average and count. */
  list: (kind: RatedKind, id: number, offset: number, limit: number) => {
    const input = { query: { [ID_KEY[kind]]: id, offset, limit } };
    return queryOptions({
      queryKey: operationKey(getRatings, input, null),
      queryFn: ({ signal }) => call(getRatings, input, { signal }),
      placeholderData: keepPreviousData,
    });
  },
};

/** POST the kind's rating call (JSON): the viewer's rating of `id`, added or edited. */
export const rateItem = (kind: RatedKind, id: number, input: { ratting: number; comment: string }) => {
  const rating = { ratting: input.ratting, comment: input.comment };
  if (kind === 'service') return call(serviceRatting, { body: { service_id: id, ...rating } });
  if (kind === 'repair') return call(repairworksRatting, { body: { repairworks_id: id, ...rating } });
  return call(jvConstructionRatting, { body: { post_id: id, ...rating } });
};
