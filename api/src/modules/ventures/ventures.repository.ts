// Queries of JV posts and construction profiles (one table, `jv_constructions.kind`): lookups, public lists,
// one post by slug or id, the owner's lists (files, owner cards and reject reasons: listing-kit/listing.*).
import { SERVICE_RATINGS_ON_DETAIL, type VentureKind, type VentureSort } from '@abode/shared/wire';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jv_constructions, service_lookups } from '../../db/schema.ts';
import { type RawRow, rawTable } from '../../lib/raw-rows.ts';
import { likePattern, pageWithTotal } from '../../lib/sql.ts';
import {
  byIdOrSlug,
  type DetailRead,
  detailReadOf,
  detailRelations,
  type ListingRef,
  listingOrder,
  type OwnListQuery,
  oneWithRelations,
  ownListingsWhere,
  pageOfList,
  publicListConditions,
} from '../listing-kit/listing.repository.ts';

/** A stored post. */
export type VentureRow = typeof jv_constructions.$inferSelect;

/** The lookup lists this module reads (service_lookups.kind; read with services/lookups.repository.ts). */
export type VentureLookupKind = 'jv_type' | 'post_type' | 'work_scope' | 'project_type';

/** Names of lookup entries (any state: a post keeps the name of an entry retired later). */
export async function lookupNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: service_lookups.id, name: service_lookups.name })
    .from(service_lookups)
    .where(inArray(service_lookups.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A post with the names of the lookup entries it names (read in the same statement). */
export interface VentureWithNames {
  row: VentureRow;
  names: Map<number, string>;
  /** What its detail shows besides, when read with it (findVentureForDetail). */
  read?: DetailRead;
}

const RAW = rawTable(jv_constructions);
const NAMES_COLUMN = sql`(select json_object_agg(l.id, l.name) from ${service_lookups} l
  where l.id in (p.post_type, p.jv_type, p.type, p.work)) as rel_names`;
const DETAIL_RELATIONS = [NAMES_COLUMN, ...detailRelations('venture', SERVICE_RATINGS_ON_DETAIL)];
const withNamesOf = (r: RawRow): VentureWithNames => ({
  row: RAW.rowOf(r),
  names: new Map(Object.entries((r.rel_names ?? {}) as Record<string, string>).map(([id, n]) => [Number(id), n])),
});

/** Filters of the public lists after validation. */
export interface VentureFilters {
  kind: VentureKind;
  offset: number;
  limit: number;
  city?: string | undefined;
  search?: string | undefined;
  user_id?: number | undefined;
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
export async function findVentures(
  db: Db,
  f: VentureFilters,
): Promise<{ total: number; capped: boolean; rows: VentureWithNames[] }> {
  const t = jv_constructions;
  const c = [eq(t.kind, f.kind), ...publicListConditions(t, f)];
  // As `title ILIKE p`, on the partial trigram index of lower(title) over the visible rows.
  if (f.search) c.push(sql`lower(${t.title}) like lower(${likePattern(f.search)})`);
  if (f.post_type) c.push(eq(t.post_type, f.post_type));
  if (f.jv_type) c.push(eq(t.jv_type, f.jv_type));
  if (f.type) c.push(eq(t.type, f.type));
  if (f.work) c.push(eq(t.work, f.work));
  return pageOfList(db, RAW, and(...c) as SQL, listingOrder(t, f.sort_by), f, [NAMES_COLUMN], withNamesOf);
}

/** One post by id or slug (any state, any kind unless given). */
export async function findVenture(db: Db, by: ListingRef, kind?: VentureKind): Promise<VentureRow | undefined> {
  const t = jv_constructions;
  const key = byIdOrSlug(t, by);
  if (!key) return undefined;
  const [row] = await db
    .select()
    .from(t)
    .where(and(key, kind ? eq(t.kind, kind) : undefined));
  return row;
}

/** One post by id or slug (any state, any kind unless given) with what its detail shows (one statement). */
export async function findVentureForDetail(
  db: Db,
  by: ListingRef,
  kind?: VentureKind,
): Promise<VentureWithNames | undefined> {
  const t = jv_constructions;
  const key = byIdOrSlug(t, by);
  const r =
    key && (await oneWithRelations(db, RAW, and(key, kind ? eq(t.kind, kind) : undefined) as SQL, DETAIL_RELATIONS));
  return r ? { ...withNamesOf(r), read: detailReadOf(r) } : undefined;
}

/** A page of one owner's posts of one kind in every state (or one), newest first. */
export function findOwnVentures(
  db: Db,
  ownerId: number,
  kind: VentureKind,
  q: OwnListQuery<VentureRow>,
): Promise<{ total: number; rows: VentureRow[] }> {
  const t = jv_constructions;
  const where = and(eq(t.kind, kind), ownListingsWhere(t, ownerId, q));
  return pageWithTotal(db, t, where, () =>
    db.select().from(t).where(where).orderBy(desc(t.id)).offset(q.offset).limit(q.limit),
  );
}
