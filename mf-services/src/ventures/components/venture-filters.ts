// The list filters and order as the URL keeps them (spelled as the API spells its query parameters) and the
// mapping from URL values to the query, which drops empty and malformed values instead of sending them.
import { ventureSort } from '@abode/shared/wire';
import { compact, idParam, oneOfParam, textParam } from '../../components/url-params.ts';
import type { VentureFilters } from '../venture.queries.ts';
import type { VentureKind } from '../venture-kind.ts';

/** The URL keys of each kind's list. */
export const FILTER_KEYS = {
  jv: ['search', 'city', 'post_type', 'jv_type', 'sort_by'],
  construction: ['search', 'city', 'category', 'work', 'sort_by'],
} as const satisfies Record<VentureKind, readonly (keyof VentureFilters)[]>;

/** A URL key of either list. */
export type FilterKey = (typeof FILTER_KEYS)[VentureKind][number];

/** The orders a list offers, the first (newest first) the API's own default, so never written to the URL. */
export const SORTS = ventureSort.options;

/** The get-jv / get-constructions query for the URL's values and a page. */
export function filtersToQuery(
  kind: VentureKind,
  values: Partial<Record<FilterKey, string>>,
  paging: { offset: number; limit: number },
): VentureFilters {
  return compact<VentureFilters>({
    search: textParam(values.search),
    city: textParam(values.city),
    ...(kind === 'jv'
      ? { post_type: idParam(values.post_type), jv_type: idParam(values.jv_type) }
      : { category: idParam(values.category), work: idParam(values.work) }),
    sort_by: oneOfParam(values.sort_by, SORTS.slice(1)),
    ...paging,
  });
}
