// Queries of JV posts and construction profiles (one table, `jv_constructions.kind`): the listing kit's reads of
// either kind or both (one post by slug or id, the owner's lists, the public lists with their filters), each post
// with the names of the lookup entries it names.
import type { VentureKind, VentureSort } from '@abode/shared/wire';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jv_constructions, service_lookups } from '../../db/schema.ts';
import { likePattern } from '../../lib/sql.ts';
import { type DetailRead, listingRepository, type PublicListFilters } from '../listing-kit/listing.repository.ts';

/** A stored post. */
export type VentureRow = typeof jv_constructions.$inferSelect;

/** The lookup lists this module reads (service_lookups.kind; read with services/lookups.repository.ts). */
export type VentureLookupKind = 'jv_type' | 'post_type' | 'work_scope' | 'project_type';

/** A post with the names of the lookup entries it names (read in the same statement). */
export interface VentureWithNames {
  row: VentureRow;
  names: Map<number, string>;
  /** What its detail shows besides, when read with it (findForDetail). */
  read?: DetailRead;
}

/** The posts of one kind, or of both (`any`), as the listing kit reads them: each with its lookup names. */
const ventureRepositoryOf = (scope: SQL | undefined) =>
  listingRepository({
    kind: 'venture',
    table: jv_constructions,
    scope,
    names: [
      sql`(select json_object_agg(l.id, l.name) from ${service_lookups} l
        where l.id in (p.post_type, p.jv_type, p.type, p.work)) as rel_names`,
    ],
    itemOf: (row, r): VentureWithNames => ({
      row,
      names: new Map(Object.entries((r.rel_names ?? {}) as Record<string, string>).map(([id, n]) => [Number(id), n])),
    }),
  });
const REPOSITORIES = {
  any: ventureRepositoryOf(undefined),
  jv: ventureRepositoryOf(eq(jv_constructions.kind, 'jv')),
  construction: ventureRepositoryOf(eq(jv_constructions.kind, 'construction')),
};

/** The reads of the posts of one kind, or of both when none is given (a call naming a post of either). */
export const ventureRepository = (kind?: VentureKind) => REPOSITORIES[kind ?? 'any'];

/** Filters of the public lists after validation. */
export interface VentureFilters extends PublicListFilters {
  kind: VentureKind;
  post_type?: number | undefined;
  jv_type?: number | undefined;
  type?: number | undefined;
  work?: number | undefined;
  sort_by?: VentureSort | undefined;
}

/**
 * A page of visible posts of one kind with their lookup names, newest first unless `sort_by`, and the number
 * matching (capped: pageOfList).
 */
export function findVentures(
  db: Db,
  f: VentureFilters,
): Promise<{ total: number; capped: boolean; rows: VentureWithNames[] }> {
  const t = jv_constructions;
  const c: SQL[] = [];
  // As `title ILIKE p`, on the partial trigram index of lower(title) over the visible rows.
  if (f.search) c.push(sql`lower(${t.title}) like lower(${likePattern(f.search)})`);
  if (f.post_type) c.push(eq(t.post_type, f.post_type));
  if (f.jv_type) c.push(eq(t.jv_type, f.jv_type));
  if (f.type) c.push(eq(t.type, f.type));
  if (f.work) c.push(eq(t.work, f.work));
  return ventureRepository(f.kind).findPage(db, f, c, f.sort_by, false);
}
