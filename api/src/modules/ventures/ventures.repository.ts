// Queries of JV posts and construction profiles (one table, `jv_constructions.kind`): lookups, public lists,
// one post by slug or id, the owner's lists (files, owner cards and reject reasons: services/listing.*).
import type { VentureKind, VentureSort } from '@abode/shared/wire';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jv_constructions, service_lookups } from '../../db/schema.ts';
import { likePattern, pageWithTotal } from '../../lib/sql.ts';
import {
  byIdOrSlug,
  listingOrder,
  type OwnListQuery,
  ownListingsWhere,
  pageOfList,
  publicListConditions,
} from '../services/listing.repository.ts';

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

/** A page of visible posts of one kind, newest first unless `sort_by`, and the number matching (capped: cappedTotal). */
export async function findVentures(
  db: Db,
  f: VentureFilters,
): Promise<{ total: number; capped: boolean; rows: VentureRow[] }> {
  const t = jv_constructions;
  const c = [eq(t.kind, f.kind), ...publicListConditions(t, f)];
  // As `title ILIKE p`, on the partial trigram index of lower(title) over the visible rows.
  if (f.search) c.push(sql`lower(${t.title}) like lower(${likePattern(f.search)})`);
  if (f.post_type) c.push(eq(t.post_type, f.post_type));
  if (f.jv_type) c.push(eq(t.jv_type, f.jv_type));
  if (f.type) c.push(eq(t.type, f.type));
  if (f.work) c.push(eq(t.work, f.work));
  const order = listingOrder(t, f.sort_by);
  return pageOfList(db, t, and(...c), order, f, (page) =>
    db
      .select()
      .from(t)
      .where(page.where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
  );
}

/** One post by id or slug (any state, any kind unless given). */
export async function findVenture(
  db: Db,
  by: { id?: number | undefined; slug_id?: string | undefined },
  kind?: VentureKind,
): Promise<VentureRow | undefined> {
  const t = jv_constructions;
  const key = byIdOrSlug(t, by);
  if (!key) return undefined;
  const [row] = await db
    .select()
    .from(t)
    .where(and(key, kind ? eq(t.kind, kind) : undefined));
  return row;
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
