// Queries of repair works: the public list, one repair work by slug or id, and the owner's list, each row with
// the names of its category and sub-category (one join each).
import { type ListingSort, SERVICE_RATINGS_ON_DETAIL } from '@abode/shared/wire';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { repair_work_interests, repair_works, service_lookups } from '../../db/schema.ts';
import { type RawRow, rawTable } from '../../lib/raw-rows.ts';
import { likePattern, pageWithTotal } from '../../lib/sql.ts';
import { decisionFilter, type InterestFilter } from '../engagement/engagement.repository.ts';
import {
  byIdOrSlug,
  type DetailRead,
  detailReadOf,
  detailRelations,
  type ListingRef,
  listingOrder,
  lookupColumn,
  type OwnListQuery,
  oneWithRelations,
  ownListingsWhere,
  pageOfList,
  publicListConditions,
  searchTextMatches,
  visibleListing,
} from '../listing-kit/listing.repository.ts';
import { filesColumn, type ListingFileRow } from '../listing-kit/listing-files.ts';

/** A stored repair work. */
export type RepairRow = typeof repair_works.$inferSelect;
/** A repair work with the names of its category and sub-category. */
export interface RepairWithNames {
  repair: RepairRow;
  category: { id: number; name: string };
  sub_category: { id: number; name: string } | null;
  /** What its detail shows besides, when read with it (findRepairWorkForDetail). */
  read?: DetailRead;
}

/** A list's repair work: with its names and its files (read in the page's statement). */
export interface RepairListRow extends RepairWithNames {
  files: ListingFileRow[];
}

const RAW = rawTable(repair_works, ['search_text']);
const NAME_COLUMNS = [lookupColumn('category_id', 'rel_category'), lookupColumn('sub_category_id', 'rel_sub_category')];
const LIST_RELATIONS = [...NAME_COLUMNS, filesColumn('repair_work')];
const DETAIL_RELATIONS = [...NAME_COLUMNS, ...detailRelations('repair_work', SERVICE_RATINGS_ON_DETAIL)];
const namesOf = (r: RawRow) => ({
  category: r.rel_category as RepairWithNames['category'],
  sub_category: (r.rel_sub_category ?? null) as RepairWithNames['sub_category'],
});

/** Filters of get-repairworks after validation. */
export interface RepairFilters {
  id?: number | undefined;
  slug_id?: string | undefined;
  category_id?: number | undefined;
  sub_category_id?: number | undefined;
  service_type_id?: number | undefined;
  city?: string | undefined;
  search?: string | undefined;
  user_id?: number | undefined;
  sort?: ListingSort | undefined;
  offset: number;
  limit: number;
}

/** The category and sub-category lookups a repair work row joins (aliases of service_lookups). */
const category = alias(service_lookups, 'repair_category');
const subCategory = alias(service_lookups, 'repair_sub_category');

const withNames = (db: Db) =>
  db
    .select({
      repair: repair_works,
      category: { id: category.id, name: category.name },
      sub_category: { id: subCategory.id, name: subCategory.name },
    })
    .from(repair_works)
    .innerJoin(category, eq(category.id, repair_works.category_id))
    .leftJoin(subCategory, eq(subCategory.id, repair_works.sub_category_id));

/** One page of visible repair works with their names and files, and the number matching (capped: pageOfList). */
export async function findRepairWorks(
  db: Db,
  f: RepairFilters,
): Promise<{ total: number; capped: boolean; rows: RepairListRow[] }> {
  const t = repair_works;
  const c = publicListConditions(t, f);
  if (f.category_id) c.push(eq(t.category_id, f.category_id));
  if (f.sub_category_id) c.push(eq(t.sub_category_id, f.sub_category_id));
  if (f.service_type_id) c.push(eq(t.service_type_id, f.service_type_id));
  if (f.search) {
    const p = likePattern(f.search);
    // The stored lowered title, company, location and location of issue (partial trigram index).
    c.push(
      sql`(${searchTextMatches(t.search_text, [t.title, t.company_name, t.location, t.location_of_issue], f.search, p)})`,
    );
  }
  return pageOfList(db, RAW, and(...c) as SQL, listingOrder(t, f.sort), f, LIST_RELATIONS, (r) => ({
    repair: RAW.rowOf(r),
    ...namesOf(r),
    files: r.rel_files as ListingFileRow[],
  }));
}

/** One repair work by id or slug, whatever its state. */
export async function findRepairWork(db: Db, by: ListingRef): Promise<RepairWithNames | undefined> {
  const key = byIdOrSlug(repair_works, by);
  if (!key) return undefined;
  const [row] = await withNames(db).where(key).limit(1);
  return row;
}

/** One repair work by id or slug, whatever its state, with what its detail shows (one statement). */
export async function findRepairWorkForDetail(db: Db, by: ListingRef): Promise<RepairWithNames | undefined> {
  const key = byIdOrSlug(repair_works, by);
  const r = key && (await oneWithRelations(db, RAW, key, DETAIL_RELATIONS));
  return r ? { repair: RAW.rowOf(r), ...namesOf(r), read: detailReadOf(r) } : undefined;
}

/** A page of one owner's repair works in every state (or one), newest first. */
export function findOwnRepairWorks(
  db: Db,
  ownerId: number,
  q: OwnListQuery<RepairRow>,
): Promise<{ total: number; rows: RepairWithNames[] }> {
  const where = ownListingsWhere(repair_works, ownerId, q);
  return pageWithTotal(db, repair_works, where, () =>
    withNames(db).where(where).orderBy(desc(repair_works.id)).offset(q.offset).limit(q.limit),
  );
}

/**
 * One page of the visible repair works a user showed interest in, newest interest first, each with that
 * interest (its flags as booleans), and their total.
 */
export async function myRepairInterestPage(
  db: Db,
  userId: number,
  filter: InterestFilter,
  offset: number,
  limit: number,
) {
  const ri = repair_work_interests;
  const where = and(eq(ri.customer_id, userId), visibleListing(repair_works), decisionFilter('repair_work', filter));
  const [total] = await db
    .select({ n: count() })
    .from(ri)
    .innerJoin(repair_works, eq(repair_works.id, ri.repair_work_id))
    .where(where);
  if (!total?.n) return { total: 0, rows: [] };
  const rows = await db
    .select({
      repair: repair_works,
      category: { id: category.id, name: category.name },
      sub_category: { id: subCategory.id, name: subCategory.name },
      interest: { is_shortlisted: ri.is_shortlisted, is_approved: ri.is_approved, created_at: ri.created_at },
    })
    .from(ri)
    .innerJoin(repair_works, eq(repair_works.id, ri.repair_work_id))
    .innerJoin(category, eq(category.id, repair_works.category_id))
    .leftJoin(subCategory, eq(subCategory.id, repair_works.sub_category_id))
    .where(where)
    .orderBy(desc(ri.id))
    .offset(offset)
    .limit(limit);
  // Stored 0/1 (engagement.repository.ts, INTERESTS).
  const interestOf = (i: (typeof rows)[number]['interest']) => ({
    is_shortlisted: i.is_shortlisted === 1,
    is_approved: i.is_approved === 1,
    created_at: i.created_at,
  });
  return { total: total.n, rows: rows.map((r) => ({ ...r, interest: interestOf(r.interest) })) };
}
