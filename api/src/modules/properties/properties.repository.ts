/**
 * Property reads that are not a search (search/ holds those): the visibility predicate, a property's similar
 * listings and everything a property object embeds. Views are counted in property-views.ts.
 */
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, propertys } from '../../db/schema.ts';
import { ADVERT_RUNNING } from '../packages/adverts.ts';

/** Only what visitors may see: approved by an admin and switched on by the owner. */
export const visible = () => and(eq(propertys.request_status, 'approved'), eq(propertys.status, 1));

/** The same, with literals: the planner proves the partial indexes' predicate from it. */
export const VISIBLE = sql.raw(`"propertys"."request_status" = 'approved' and "propertys"."status" = 1`);

/** Raw rows of a statement (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}

/** Up to `limit` other visible properties of the same category. */
export function findSimilar(db: Db, categoryId: number, excludeId: number, limit = 10) {
  return db
    .select({ property: propertys, category: categories })
    .from(propertys)
    .innerJoin(categories, eq(categories.id, propertys.category_id))
    .where(and(VISIBLE, eq(propertys.category_id, categoryId), ne(propertys.id, excludeId)))
    .orderBy(desc(propertys.id))
    .limit(limit);
}

/** What a full property object embeds, per property id (one row each). */
export interface RelationRow {
  id: number;
  gallery: { id: number; image: string }[] | null;
  documents: { id: number; property_id: number; type: string; name: string }[] | null;
  params:
    | {
        id: number;
        name: string;
        image: string;
        is_required: boolean;
        type: string;
        type_values: string[];
        value: string | null;
      }[]
    | null;
  facilities:
    | { id: number; property_id: number; facility_id: number; distance: number; name: string; image: string }[]
    | null;
  owner: {
    id: number;
    name: string;
    slug_id: string;
    email: string | null;
    mobile: string | null;
    profile: string;
    verified: boolean;
  } | null;
  promoted: boolean;
  is_favourite: boolean;
  favourite_count: number;
  /** Company contact for admin listings (settings), the same on every row. */
  admin_contact: Record<string, string> | null;
  // Detail only:
  is_interested?: boolean;
  is_reported?: boolean;
  total_interested_users?: number;
  favourite_users?: number[] | null;
  interested_users?: number[] | null;
  amenities?: { id: number; name: string; image: string }[] | null;
}

/**
 * Everything a property object embeds, for a page of ids, in ONE statement (correlated JSON subqueries;
 * the company contact only when an admin listing is among them). `detail` adds the viewer's interest and
 * report flags, the interest count, the amenities and (for `revealUsers`) the ids of the users who
 * favourited or showed interest.
 */
export async function relationsOf(
  db: Db,
  ids: number[],
  viewerId: number | null,
  options: { detail?: boolean; revealUsers?: boolean; adminContact?: boolean } = {},
): Promise<RelationRow[]> {
  if (!ids.length) return [];
  const idList = sql.raw(ids.map((i) => Math.trunc(Number(i))).join(','));
  const viewer = viewerId ?? 0;
  const detail = options.detail
    ? sql`,
      exists (select 1 from interested_users iu where iu.property_id = p.id and iu.customer_id = ${viewer}) as is_interested,
      exists (select 1 from user_reports ur where ur.property_id = p.id and ur.customer_id = ${viewer}) as is_reported,
      (select count(*)::int from interested_users iu where iu.property_id = p.id) as total_interested_users,
      ${
        options.revealUsers
          ? sql`(select json_agg(fv.user_id order by fv.id) from favourites fv where fv.property_id = p.id) as favourite_users,
      (select json_agg(iu.customer_id order by iu.id) from interested_users iu where iu.property_id = p.id) as interested_users,`
          : sql``
      }
      (select json_agg(json_build_object('id', am.id, 'name', am.name, 'image', am.image) order by am.id)
         from property_amenities pam join amenities am on am.id = pam.amenity_id where pam.property_id = p.id) as amenities`
    : sql``;
  const admin = options.adminContact
    ? sql`(select json_object_agg(s.type, s.data) from settings s where s.type in ('company_email', 'company_tel1', 'admin_image'))`
    : sql.raw('null::json');
  return rowsOf<RelationRow>(
    db,
    sql`select p.id,
      (select json_agg(json_build_object('id', g.id, 'image', g.image) order by g.id)
         from property_images g where g.propertys_id = p.id) as gallery,
      (select json_agg(json_build_object('id', d.id, 'property_id', d.property_id, 'type', d.type, 'name', d.name) order by d.id)
         from properties_documents d where d.property_id = p.id) as documents,
      (select json_agg(json_build_object('id', pa.id, 'name', pa.name, 'image', pa.image, 'is_required', pa.is_required,
            'type', pa.type_of_parameter, 'type_values', pa.type_values, 'value', ap.value) order by ap.id)
         from assign_parameters ap join parameters pa on pa.id = ap.parameter_id where ap.property_id = p.id) as params,
      (select json_agg(json_build_object('id', f.id, 'property_id', f.property_id, 'facility_id', f.facility_id,
            'distance', f.distance, 'name', o.name, 'image', o.image) order by f.distance, f.id)
         from assigned_outdoor_facilities f join outdoor_facilities o on o.id = f.facility_id where f.property_id = p.id) as facilities,
      (select json_build_object('id', cu.id, 'name', cu.name, 'slug_id', cu.slug_id, 'email', cu.email, 'mobile', cu.mobile,
            'profile', cu.profile,
            'verified', exists (select 1 from verify_customers v where v.user_id = cu.id and v.status = 'success'))
         from customers cu where cu.id = p.added_by) as owner,
      exists (select 1 from advertisements a where a.property_id = p.id and ${ADVERT_RUNNING}) as promoted,
      exists (select 1 from favourites fv where fv.property_id = p.id and fv.user_id = ${viewer}) as is_favourite,
      p.favourite_count,
      ${admin} as admin_contact
      ${detail}
    from propertys p where p.id in (${idList})`,
  );
}
