// The full project (get-project-detail, post_project, get-added-projects): the list item of get-projects plus
// brochure and payment files, parameters, nearby places, amenities, the owner's verified badge and address,
// and the latest reject reason. One extra round of statements for a whole page of projects.
import type { ProjectDetail } from '@abode/shared/wire';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  amenities,
  type categories,
  customers,
  outdoor_facilities,
  parameters,
  project_amenities,
  project_documents,
  project_facilities,
  project_parameters,
  type projects,
  reject_reasons,
  verify_customers,
} from '../../db/schema.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { toProjectObjects } from './projects.service.ts';

type Row = { project: typeof projects.$inferSelect; category: typeof categories.$inferSelect };

function parameterValue(type: string, raw: string, urls: UrlBuilder): string | string[] {
  if (type === 'checkbox') {
    try {
      const v: unknown = JSON.parse(raw);
      if (Array.isArray(v)) return v.map(String);
    } catch {
      return raw.split(',').map((s) => s.trim());
    }
  }
  return type === 'file' ? urls.upload(raw) : raw;
}

/** Full project objects for rows of any review state (the caller decides who may see them). */
export async function toProjectDetails(
  db: Db,
  rows: Row[],
  viewer: AuthUser | null,
  urls: UrlBuilder,
): Promise<ProjectDetail[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.project.id);
  const ownerIds = [...new Set(rows.flatMap((r) => (r.project.added_by ? [r.project.added_by] : [])))];
  const [base, files, params, facilities, amens, owners, verified, reasons] = await Promise.all([
    toProjectObjects(db, rows, viewer, urls),
    db
      .select()
      .from(project_documents)
      .where(and(inArray(project_documents.project_id, ids), inArray(project_documents.type, ['broucher', 'payment'])))
      .orderBy(asc(project_documents.id)),
    db
      .select({ row: project_parameters, def: parameters })
      .from(project_parameters)
      .innerJoin(parameters, eq(parameters.id, project_parameters.parameter_id))
      .where(inArray(project_parameters.project_id, ids))
      .orderBy(asc(project_parameters.id)),
    db
      .select({ row: project_facilities, name: outdoor_facilities.name, image: outdoor_facilities.image })
      .from(project_facilities)
      .innerJoin(outdoor_facilities, eq(outdoor_facilities.id, project_facilities.facility_id))
      .where(inArray(project_facilities.project_id, ids))
      .orderBy(asc(project_facilities.id)),
    db
      .select({
        project_id: project_amenities.project_id,
        id: amenities.id,
        name: amenities.name,
        image: amenities.image,
      })
      .from(project_amenities)
      .innerJoin(amenities, eq(amenities.id, project_amenities.amenity_id))
      .where(inArray(project_amenities.project_id, ids))
      .orderBy(asc(amenities.id)),
    ownerIds.length
      ? db
          .select({ id: customers.id, address: customers.address })
          .from(customers)
          .where(inArray(customers.id, ownerIds))
      : Promise.resolve([]),
    ownerIds.length
      ? db
          .select({ user_id: verify_customers.user_id })
          .from(verify_customers)
          .where(and(inArray(verify_customers.user_id, ownerIds), eq(verify_customers.status, 'success')))
      : Promise.resolve([]),
    db
      .select()
      .from(reject_reasons)
      .where(and(inArray(reject_reasons.project_id, ids), isNotNull(reject_reasons.project_id)))
      .orderBy(desc(reject_reasons.id)),
  ]);
  const isVerified = new Set(verified.map((v) => v.user_id));
  const addressOf = new Map(owners.map((o) => [o.id, o.address ?? '']));
  return base.map((b, i) => {
    const p = rows[i]?.project;
    const doc = (d: (typeof files)[number]) => ({
      id: d.id,
      name: urls.upload(d.name),
      type: d.type,
      project_id: d.project_id,
    });
    const reason = reasons.find((r) => r.project_id === b.id);
    const ownerId = p && !p.is_admin_listing ? p.added_by : null;
    return {
      ...b,
      customer: {
        ...b.customer,
        // Admin listings carry the company's badge.
        is_verified: ownerId ? isVerified.has(ownerId) : true,
        address: ownerId ? (addressOf.get(ownerId) ?? '') : '',
      },
      broucher_images: files.filter((f) => f.project_id === b.id && f.type === 'broucher').map(doc),
      paymentdocument: files.filter((f) => f.project_id === b.id && f.type === 'payment').map(doc),
      projecthighligts: p?.projecthighligts ?? '',
      parameters: params
        .filter((x) => x.row.project_id === b.id && x.row.value !== '')
        .map(({ row, def }) => ({
          id: def.id,
          name: def.name,
          image: urls.upload(def.image),
          is_required: def.is_required,
          type_of_parameter: def.type_of_parameter,
          type_values: def.type_values,
          value: parameterValue(def.type_of_parameter, row.value, urls),
        })),
      facilities: facilities
        .filter((f) => f.row.project_id === b.id)
        .map((f) => ({
          id: f.row.id,
          facility_id: f.row.facility_id,
          name: f.name,
          image: urls.upload(f.image),
          distance: f.row.distance,
        })),
      amenities: amens
        .filter((a) => a.project_id === b.id)
        .map((a) => ({ id: a.id, name: a.name, image: urls.upload(a.image) })),
      reject_reason: reason
        ? { id: reason.id, reason: reason.reason, created_at: reason.created_at.toISOString() }
        : null,
    };
  });
}
