/** The orders of a search: newest, price, most viewed, most liked, nearest. */
import type { PropertySort } from '@abode/shared/wire';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { SearchFilters } from './filters.ts';
import { EARTH_ROW, earthOf } from './geo.ts';

/** The order a search asked for: `sort`, else the `most_liked` / `most_viewed` flags, else newest. */
export function effectiveSort(f: Pick<SearchFilters, 'sort' | 'most_liked' | 'top_rated'>): PropertySort {
  if (f.sort && f.sort !== 'newest') return f.sort;
  if (f.most_liked) return 'most_liked';
  if (f.top_rated) return 'most_viewed';
  return 'newest';
}

/** ORDER BY of a search, over `t` (the table or a derived table with the same column names). */
export function searchOrder(f: SearchFilters, t: string): SQL {
  const col = (c: string) => sql.raw(`${t}."${c}"`);
  // `id desc` (NULLS FIRST) is a backward scan of the ascending id indexes; the viewed/liked indexes are
  // DESC NULLS LAST throughout, and an ORDER BY must say exactly that for the planner to use them.
  const id = sql.raw(`${t}."id" desc`);
  const idLast = sql.raw(`${t}."id" desc nulls last`);
  // Nearest first: a KNN scan of the ll_to_earth GiST index (chord distance orders like the great circle).
  if (f.near && f.by_distance && t === '"propertys"')
    return sql`${earthOf(f.near.lat, f.near.lng)} <-> ${EARTH_ROW}, ${id}`;
  if (f.near && f.by_distance) return sql`${col('distance')}, ${id}`;
  switch (effectiveSort(f)) {
    // Rents per month (price_per_month, decision 029): a yearly rent sorts by its twelfth.
    case 'price_asc':
      return sql`${col('price_per_month')} asc, ${id}`;
    case 'price_desc':
      return sql`${col('price_per_month')} desc, ${id}`;
    case 'most_viewed':
      return sql`${col('total_click')} desc nulls last, ${idLast}`;
    case 'most_liked':
      return sql`${col('favourite_count')} desc nulls last, ${idLast}`;
    default:
      return id;
  }
}
