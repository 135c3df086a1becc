import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  advertisements,
  assign_parameters,
  assigned_outdoor_facilities,
  categories,
  customers,
  favourites,
  outdoor_facilities,
  parameters,
  properties_documents,
  property_images,
  propertys,
  verify_customers,
} from '../../db/schema.ts';
import { likePattern } from '../../lib/sql.ts';

/** Filters of get_property after validation (empty strings already dropped). */
export interface PropertyFilters {
  id?: number | undefined;
  slug_id?: string | undefined;
  category_id?: number | undefined;
  category_slug_id?: string | undefined;
  property_type?: number | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  posted_since?: number | undefined;
  city?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
  search?: string | undefined;
  parameter_id?: number | undefined;
  promoted?: boolean | undefined;
  top_rated?: boolean | undefined;
  most_liked?: boolean | undefined;
  /** Only the adverts of this owner (users_promoted). */
  promoted_by?: number | undefined;
  userid?: number | undefined;
  offset: number;
  limit: number;
}

const DAY_MS = 24 * 3600 * 1000;

const isPromoted = sql`exists (select 1 from ${advertisements} a where a.property_id = ${propertys.id} and a.status = 0 and a.is_enable = true)`;
const favouriteCount = sql`(select count(*) from ${favourites} f where f.property_id = ${propertys.id})`;

/** Only what visitors may see: approved by an admin and switched on by the owner. */
export const visible = () => and(eq(propertys.request_status, 'approved'), eq(propertys.status, 1));

const ieq = (col: SQL | PgColumn, value: string) => sql`lower(${col}) = lower(${value})`;

/**
 * Categories whose name matches a search: resolved first (a handful of rows) so the search's OR compares
 * `category_id` with constants and every arm of it can use an index.
 */
async function categoriesMatching(db: Db, search: string | undefined): Promise<number[]> {
  if (!search) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.category} ilike ${likePattern(search)}`);
  return rows.map((r) => r.id);
}

function conditions(f: PropertyFilters, searchCategoryIds: number[] = []): SQL[] {
  const c: SQL[] = [];
  const v = visible();
  if (v) c.push(v);
  if (f.id) c.push(eq(propertys.id, f.id));
  if (f.slug_id) c.push(eq(propertys.slug_id, f.slug_id));
  if (f.category_id) c.push(eq(propertys.category_id, f.category_id));
  if (f.category_slug_id) c.push(eq(categories.slug_id, f.category_slug_id));
  if (f.property_type !== undefined) c.push(eq(propertys.propery_type, f.property_type));
  if (f.min_price !== undefined) c.push(gte(propertys.price, f.min_price));
  if (f.max_price !== undefined) c.push(lte(propertys.price, f.max_price));
  if (f.posted_since !== undefined) {
    const since = new Date(Date.now() - (f.posted_since === 0 ? 7 : 1) * DAY_MS);
    c.push(gte(propertys.created_at, since));
  }
  if (f.city) c.push(ieq(propertys.city, f.city));
  if (f.state) c.push(ieq(propertys.state, f.state));
  if (f.country) c.push(ieq(propertys.country, f.country));
  if (f.search) {
    const p = likePattern(f.search);
    const s = or(
      sql`${propertys.title} ilike ${p}`,
      sql`${propertys.address} ilike ${p}`,
      searchCategoryIds.length ? inArray(propertys.category_id, searchCategoryIds) : undefined,
    );
    if (s) c.push(s);
  }
  if (f.parameter_id) {
    c.push(
      sql`exists (select 1 from ${assign_parameters} ap where ap.property_id = ${propertys.id} and ap.parameter_id = ${f.parameter_id} and coalesce(ap.value, '') <> '')`,
    );
  }
  if (f.promoted || f.promoted_by) c.push(isPromoted);
  if (f.promoted_by) c.push(eq(propertys.added_by, f.promoted_by));
  if (f.userid) c.push(eq(propertys.added_by, f.userid));
  return c;
}

/** One page of visible properties with their category, and the total before paging. */
export async function findProperties(db: Db, f: PropertyFilters) {
  const where = and(...conditions(f, await categoriesMatching(db, f.search)));
  const [total] = await db
    .select({ n: count() })
    .from(propertys)
    .innerJoin(categories, eq(categories.id, propertys.category_id))
    .where(where);
  const order: SQL[] = [];
  if (f.most_liked) order.push(sql`${favouriteCount} desc`);
  if (f.top_rated) order.push(desc(propertys.total_click));
  order.push(desc(propertys.id));
  const rows = await db
    .select({ property: propertys, category: categories })
    .from(propertys)
    .innerJoin(categories, eq(categories.id, propertys.category_id))
    .where(where)
    .orderBy(...order)
    .offset(f.offset)
    .limit(f.limit);
  return { total: total?.n ?? 0, rows };
}

/** Up to `limit` other visible properties of the same category. */
export function findSimilar(db: Db, categoryId: number, excludeId: number, limit = 10) {
  return db
    .select({ property: propertys, category: categories })
    .from(propertys)
    .innerJoin(categories, eq(categories.id, propertys.category_id))
    .where(and(visible(), eq(propertys.category_id, categoryId), ne(propertys.id, excludeId)))
    .orderBy(desc(propertys.id))
    .limit(limit);
}

/** Counts a view of a property (upstream increments on every id/slug request). */
export async function incrementClicks(db: Db, id: number): Promise<void> {
  await db
    .update(propertys)
    .set({ total_click: sql`${propertys.total_click} + 1` })
    .where(eq(propertys.id, id));
}

/** Everything a property object embeds, fetched in one round per relation for a page of ids. */
export async function relationsOf(db: Db, ids: number[], ownerIds: number[], viewerId: number | null) {
  if (!ids.length) {
    return {
      gallery: [],
      documents: [],
      params: [],
      facilities: [],
      owners: [],
      verified: [],
      favCounts: [],
      mine: [],
      promoted: [],
    };
  }
  const owners = ownerIds.filter((id) => id > 0);
  const [gallery, documents, params, facilities, ownerRows, verified, favCounts, mine, promoted] = await Promise.all([
    db
      .select()
      .from(property_images)
      .where(inArray(property_images.propertys_id, ids))
      .orderBy(asc(property_images.id)),
    db
      .select()
      .from(properties_documents)
      .where(inArray(properties_documents.property_id, ids))
      .orderBy(asc(properties_documents.id)),
    db
      .select({ property_id: assign_parameters.property_id, value: assign_parameters.value, parameter: parameters })
      .from(assign_parameters)
      .innerJoin(parameters, eq(parameters.id, assign_parameters.parameter_id))
      .where(inArray(assign_parameters.property_id, ids))
      .orderBy(asc(assign_parameters.id)),
    db
      .select({ row: assigned_outdoor_facilities, name: outdoor_facilities.name, image: outdoor_facilities.image })
      .from(assigned_outdoor_facilities)
      .innerJoin(outdoor_facilities, eq(outdoor_facilities.id, assigned_outdoor_facilities.facility_id))
      .where(inArray(assigned_outdoor_facilities.property_id, ids))
      .orderBy(asc(assigned_outdoor_facilities.distance)),
    owners.length
      ? db
          .select({
            id: customers.id,
            name: customers.name,
            slug_id: customers.slug_id,
            email: customers.email,
            mobile: customers.mobile,
            profile: customers.profile,
          })
          .from(customers)
          .where(inArray(customers.id, owners))
      : Promise.resolve([]),
    owners.length
      ? db
          .select({ user_id: verify_customers.user_id })
          .from(verify_customers)
          .where(and(inArray(verify_customers.user_id, owners), eq(verify_customers.status, 'success')))
      : Promise.resolve([]),
    db
      .select({ property_id: favourites.property_id, n: count() })
      .from(favourites)
      .where(inArray(favourites.property_id, ids))
      .groupBy(favourites.property_id),
    viewerId
      ? db
          .select({ property_id: favourites.property_id })
          .from(favourites)
          .where(and(eq(favourites.user_id, viewerId), inArray(favourites.property_id, ids)))
      : Promise.resolve([]),
    db
      .select({ property_id: advertisements.property_id })
      .from(advertisements)
      .where(
        and(inArray(advertisements.property_id, ids), eq(advertisements.status, 0), eq(advertisements.is_enable, true)),
      ),
  ]);
  return { gallery, documents, params, facilities, owners: ownerRows, verified, favCounts, mine, promoted };
}
