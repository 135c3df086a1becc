// What a project row carries and how it is read: its category and relations (files, plans, owner, the viewer's
// flags, and the full project's parameters, places, amenities…), as columns of the statement that reads the rows
// or as one statement by id.
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { NamedStatement } from '../../lib/named-statements.ts';
import { rawTable } from '../../lib/raw-rows.ts';
import { ADVERT_RUNNING } from '../packages/adverts.ts';

/** A category as a project carries it. */
export interface ProjectCategory {
  id: number;
  category: string;
  image: string;
  slug_id: string;
}

/** What a project object needs besides its row, read in the same statement (see relationColumns). */
export interface ProjectRelations {
  /** Whose favourite / interest flags these are (null: a visitor). */
  viewerId: number | null;
  /** Every file of the project by id: gallery images, documents, brochure images and payment documents. */
  docs: { id: number; name: string; type: 'image' | 'doc' | 'broucher' | 'payment' }[];
  plans: { id: number; title: string; document: string }[];
  owner: {
    id: number;
    name: string | null;
    profile: string | null;
    email: string | null;
    mobile: string | null;
    slug_id: string | null;
  } | null;
  promoted: boolean;
  favourite: boolean;
  interested: boolean;
  /** The company's settings shown for the admin's projects (null for an owner's). */
  company: Record<string, string> | null;
  /** What only the full project shows (get-project-detail, post_project, get-added-projects). */
  detail?: ProjectDetailRelations;
}

/** The full project's extra relations. */
export interface ProjectDetailRelations {
  params: {
    value: string;
    def: {
      id: number;
      name: string;
      image: string;
      is_required: boolean;
      type_of_parameter: string;
      type_values: string[];
    };
  }[];
  facilities: { id: number; facility_id: number; name: string; image: string; distance: number }[];
  amenities: { id: number; name: string; image: string }[];
  /** The latest reject reason; created_at as the database wrote it (JSON). */
  reason: { id: number; reason: string; created_at: string } | null;
  ownerAddress: string | null;
  ownerVerified: boolean;
}

/** A project row with its category, and its relations when they were read with it. */
export interface ProjectRow {
  project: typeof projects.$inferSelect;
  category: ProjectCategory;
  relations?: ProjectRelations | undefined;
}

/**
 * The columns of `projects` a project object needs, read by name and mapped as drizzle maps them (numeric
 * price, timestamps); not the search column or the map marker (they stay null in the rows).
 */
const RAW = rawTable(projects, ['search_text', 'marker']);
export const PROJECT_SELECT = RAW.select;

/**
 * The relations of the projects `p` as columns, each a correlated subquery over an index: category, files,
 * plans, owner, promoted, the viewer's flags (placeholder `viewer`, null for a visitor), the company's contact
 * for the admin's projects, and with `detail` the full project's parameters, nearby places, amenities, latest
 * reject reason and owner's badge.
 */
export function relationColumns(detail: boolean, viewer: SQL = sql`${sql.placeholder('viewer')}`): SQL {
  const extra = detail
    ? sql`,
      (select coalesce(json_agg(json_build_object('value', pp.value, 'def', json_build_object('id', pa.id,
          'name', pa.name, 'image', pa.image, 'is_required', pa.is_required,
          'type_of_parameter', pa.type_of_parameter, 'type_values', pa.type_values)) order by pp.id), '[]')
        from project_parameters pp join parameters pa on pa.id = pp.parameter_id where pp.project_id = p.id) as rel_params,
      (select coalesce(json_agg(json_build_object('id', pf.id, 'facility_id', pf.facility_id, 'name', f.name,
          'image', f.image, 'distance', pf.distance) order by pf.id), '[]')
        from project_facilities pf join outdoor_facilities f on f.id = pf.facility_id where pf.project_id = p.id) as rel_facilities,
      (select coalesce(json_agg(json_build_object('id', am.id, 'name', am.name, 'image', am.image) order by am.id), '[]')
        from project_amenities pam join amenities am on am.id = pam.amenity_id where pam.project_id = p.id) as rel_amenities,
      (select json_build_object('id', r.id, 'reason', r.reason, 'created_at', r.created_at)
        from reject_reasons r where r.project_id = p.id order by r.id desc limit 1) as rel_reason,
      (select o.address from customers o where o.id = p.added_by) as rel_owner_address,
      exists (select 1 from verify_customers v where v.user_id = p.added_by and v.status = 'success') as rel_owner_verified`
    : sql``;
  return sql`
      (select json_build_object('id', c.id, 'category', c.category, 'image', c.image, 'slug_id', c.slug_id)
        from categories c where c.id = p.category_id) as rel_category,
      (select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name, 'type', d.type) order by d.id), '[]')
        from project_documents d where d.project_id = p.id) as rel_docs,
      (select coalesce(json_agg(json_build_object('id', pl.id, 'title', pl.title, 'document', pl.document) order by pl.id), '[]')
        from project_plans pl where pl.project_id = p.id) as rel_plans,
      (select json_build_object('id', o.id, 'name', o.name, 'profile', o.profile, 'email', o.email, 'mobile', o.mobile,
          'slug_id', o.slug_id) from customers o where o.id = p.added_by) as rel_owner,
      exists (select 1 from advertisements a where a.project_id = p.id and ${ADVERT_RUNNING}) as rel_promoted,
      exists (select 1 from project_favourites fv where fv.project_id = p.id and fv.user_id = ${viewer}) as rel_favourite,
      exists (select 1 from project_interests pi where pi.project_id = p.id and pi.customer_id = ${viewer}) as rel_interested,
      case when p.is_admin_listing or p.added_by is null then (select json_object_agg(s.type, s.data) from settings s
        where s.type in ('company_email', 'company_tel1')) end as rel_company${extra}`;
}

/** A row as the database answers it: the project's columns by name, then the rel_ columns. */
export type RawRow = Record<string, unknown> & { id: number | null };

export const projectOf = RAW.rowOf;

function relationsOf(r: RawRow, viewerId: number | null, detail: boolean): ProjectRelations {
  return {
    viewerId,
    docs: r.rel_docs as ProjectRelations['docs'],
    plans: r.rel_plans as ProjectRelations['plans'],
    owner: (r.rel_owner ?? null) as ProjectRelations['owner'],
    promoted: Boolean(r.rel_promoted),
    favourite: Boolean(r.rel_favourite),
    interested: Boolean(r.rel_interested),
    company: (r.rel_company ?? null) as ProjectRelations['company'],
    detail: detail
      ? {
          params: r.rel_params as ProjectDetailRelations['params'],
          facilities: r.rel_facilities as ProjectDetailRelations['facilities'],
          amenities: r.rel_amenities as ProjectDetailRelations['amenities'],
          reason: (r.rel_reason ?? null) as ProjectDetailRelations['reason'],
          ownerAddress: (r.rel_owner_address ?? null) as string | null,
          ownerVerified: Boolean(r.rel_owner_verified),
        }
      : undefined,
  };
}

/** What to read with project rows: the relations for a viewer (and the full project's), or only the category. */
export type RelationsWanted = { viewerId: number | null; detail: boolean } | null;

/** The rows of `inner` (PROJECT_SELECT from projects) with their category and, when wanted, relations. */
export const withRelationColumns = (inner: SQL, order: string, detail: boolean | null) =>
  sql`select p.*, ${
    detail === null
      ? sql`(select json_build_object('id', c.id, 'category', c.category, 'image', c.image, 'slug_id', c.slug_id)
        from categories c where c.id = p.category_id) as rel_category`
      : relationColumns(detail)
  }
    from (${inner}) p order by ${sql.raw(order)}`;

export const rowOf = (r: RawRow, wanted: RelationsWanted): ProjectRow => ({
  project: projectOf(r),
  category: r.rel_category as ProjectCategory,
  relations: wanted ? relationsOf(r, wanted.viewerId, wanted.detail) : undefined,
});

/** The relations of projects by id (placeholders `ids`, `viewer`), list and full. */
const RELATIONS = [false, true].map(
  (detail) =>
    new NamedStatement(
      sql`select p.id, ${relationColumns(detail)} from projects p where p.id = any(${sql.placeholder('ids')}::int[])`,
    ),
);

/** The relations of these projects for a viewer, with their category, by project id: one statement. */
export async function projectRelations(
  db: Db,
  ids: number[],
  viewerId: number | null,
  detail: boolean,
): Promise<Map<number, { category: ProjectCategory; relations: ProjectRelations }>> {
  if (!ids.length) return new Map();
  const rows = await (RELATIONS[detail ? 1 : 0] as NamedStatement).rows<RawRow>(db, { ids, viewer: viewerId });
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { category: r.rel_category as ProjectCategory, relations: relationsOf(r, viewerId, detail) },
    ]),
  );
}
