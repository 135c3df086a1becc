// Queries of repair works: the listing kit's reads (one by slug or id, the owner's list, the public list with its
// filters), each row with the names of its category and sub-category, and the visible ones a user is interested in.
import type { ListingSort } from '@abode/shared/wire';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { repair_work_interests, repair_works, service_lookups } from '../../db/schema.ts';
import { likePattern } from '../../lib/sql.ts';
import { decisionFilter, type InterestFilter } from '../engagement/engagement.repository.ts';
import {
  type DetailRead,
  listingRepository,
  lookupColumn,
  type PublicListFilters,
  searchTextMatches,
  visibleListing,
} from '../listing-kit/listing.repository.ts';
import type { ListingFileRow } from '../listing-kit/listing-files.ts';

/** A stored repair work. */
export type RepairRow = typeof repair_works.$inferSelect;
/** A repair work with the names of its category and sub-category. */
export interface RepairWithNames {
  repair: RepairRow;
  category: { id: number; name: string };
  sub_category: { id: number; name: string } | null;
  /** What its detail shows besides, when read with it (findForDetail). */
  read?: DetailRead;
}

/** A list's repair work: with its names and its files (read in the page's statement). */
export interface RepairListRow extends RepairWithNames {
  files: ListingFileRow[];
}

/** Repair works as the listing kit reads them: each with its category's and sub-category's names. */
export const repairRepository = listingRepository({
  kind: 'repair_work',
  table: repair_works,
  omit: ['search_text'],
  names: [lookupColumn('category_id', 'rel_category'), lookupColumn('sub_category_id', 'rel_sub_category')],
  itemOf: (repair, r): RepairWithNames => ({
    repair,
    category: r.rel_category as RepairWithNames['category'],
    sub_category: (r.rel_sub_category ?? null) as RepairWithNames['sub_category'],
  }),
});

/** Filters of get-repairworks after validation. */
export interface RepairFilters extends PublicListFilters {
  category_id?: number | undefined;
  sub_category_id?: number | undefined;
  service_type_id?: number | undefined;
  sort?: ListingSort | undefined;
}

/** The category and sub-category lookups a repair work row joins (aliases of service_lookups). */
const category = alias(service_lookups, 'repair_category');
const subCategory = alias(service_lookups, 'repair_sub_category');

/** One page of visible repair works with their names and files, and the number matching (capped: pageOfList). */
export function findRepairWorks(
  db: Db,
  f: RepairFilters,
): Promise<{ total: number; capped: boolean; rows: RepairListRow[] }> {
  const t = repair_works;
  const c: SQL[] = [];
  if (f.category_id) c.push(eq(t.category_id, f.category_id));
  if (f.sub_category_id) c.push(eq(t.sub_category_id, f.sub_category_id));
  if (f.service_type_id) c.push(eq(t.service_type_id, f.service_type_id));
  if (f.search) {
    const p = likePattern(f.search);
    // The stored lowered title, company, location and location of issue (partial trigram index).
    c.push(searchTextMatches(t.search_text, [t.title, t.company_name, t.location, t.location_of_issue], f.search, p));
  }
  return repairRepository.findPage(db, f, c, f.sort, true);
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
