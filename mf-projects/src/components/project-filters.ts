// The get-projects filters as the URL keeps them (spelled as the API spells its query parameters) and the mapping
// from URL values to the query, which drops empty and malformed values instead of sending them.
import { PROJECT_SORTS, type ProjectFilters } from '../project.queries.ts';

/** The URL keys of the all-projects search. */
export const PROJECT_FILTER_KEYS = [
  'search',
  'projectType',
  'category_id',
  'city',
  'min_price',
  'max_price',
  'min_area',
  'max_area',
  'amenity_id',
  'posted_since',
  'get_featured',
  'sort_by',
] as const;

/** A URL key of the search. */
export type ProjectFilterKey = (typeof PROJECT_FILTER_KEYS)[number];

const text = (v: string | undefined) => {
  const s = (v ?? '').trim().slice(0, 100);
  return s === '' ? undefined : s;
};
const oneOf = <T extends string>(v: string | undefined, allowed: readonly T[]) =>
  allowed.includes(v as T) ? (v as T) : undefined;
const amount = (v: string | undefined) => {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** "3, 1,x,3" → "3,1": whole positive ids, duplicates dropped, order kept. */
export function idList(value: string | undefined): string | undefined {
  const ids = (value ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n >= 1);
  return ids.length ? [...new Set(ids)].join(',') : undefined;
}

/** A min above its max is swapped, so a reversed range still finds something. */
function range(min: string | undefined, max: string | undefined): [string | undefined, string | undefined] {
  let lo = amount(min);
  let hi = amount(max);
  if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
  return [lo?.toString(), hi?.toString()];
}

/** The get-projects query for the URL's filter values and a page. */
export function filtersToQuery(
  values: Partial<Record<ProjectFilterKey, string>>,
  paging: { offset: number; limit: number },
): ProjectFilters {
  const [min_price, max_price] = range(values.min_price, values.max_price);
  const [min_area, max_area] = range(values.min_area, values.max_area);
  const category = Number(values.category_id);
  const q: ProjectFilters = {
    search: text(values.search),
    city: text(values.city),
    category_id: Number.isInteger(category) && category >= 1 ? String(category) : undefined,
    projectType: oneOf(values.projectType, ['under_construction', 'upcoming'] as const),
    min_price,
    max_price,
    min_area,
    max_area,
    amenity_id: idList(values.amenity_id),
    posted_since: oneOf(values.posted_since, ['0', '1'] as const),
    get_featured: values.get_featured === '1' ? '1' : undefined,
    sort_by: oneOf(values.sort_by, PROJECT_SORTS),
    ...paging,
  };
  // Absent keys stay out of the query key and the URL.
  for (const k of Object.keys(q) as (keyof ProjectFilters)[]) if (q[k] === undefined) delete q[k];
  return q;
}
