/**
 * Property search (get_property's list, get-property-list, the map, nearby and the personalised feed): filters,
 * text search, circle / bounds / polygon, orders and capped totals, all built as SQL over the table `propertys`
 * (no alias, so the same fragments serve the query builder and raw statements).
 *
 * Speed notes (bench/RESULTS.md): every public search repeats the visible predicate with literals so the
 * partial indexes of migration 0009 apply; `total` is counted with a cap (count.ts); a page embeds its relations
 * in the same statement (queries.ts). This file is the folder's public surface.
 */
export type { PropertyFilters, SearchFilters } from './filters.ts';
export { geoCell } from './geo.ts';
export { effectiveSort } from './order.ts';
export type { LightRow, MapRow } from './queries.ts';
export { findProperties, searchLight, searchMap } from './queries.ts';
