// The full project (get-project-detail, post_project, get-added-projects): the list item of get-projects plus
// brochure and payment files, parameters, nearby places, amenities, the owner's verified badge and address,
// and the latest reject reason. Read with the row (get-project-detail) or in one statement for a whole page.
import type { ProjectDetail } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ProjectRelations, ProjectRow } from './project-rows.ts';
import { projectObject, type RelatedRow, withRelations } from './projects.service.ts';

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

/**
 * The full project object of a row with its detail relations; with `gated`, its public part only (docs/decisions/
 * 025): brochure, payment plan, highlights, parameters, nearby places, amenities and the builder's address empty.
 */
export function projectDetail(
  row: RelatedRow,
  viewer: AuthUser | null,
  urls: UrlBuilder,
  gated = false,
): ProjectDetail {
  const b = projectObject(row, viewer, urls, gated);
  const p = row.project;
  const rel = row.relations;
  const detail = rel.detail;
  if (!detail) throw new Error(`project ${p.id} was read without its detail relations`);
  const doc = (d: ProjectRelations['docs'][number]) => ({
    id: d.id,
    name: urls.upload(d.name),
    type: d.type,
    project_id: p.id,
  });
  const ownerId = !p.is_admin_listing ? p.added_by : null;
  const reason = detail.reason;
  if (gated) {
    return {
      ...b,
      customer: { ...b.customer, is_verified: ownerId ? detail.ownerVerified : true, address: '' },
      broucher_images: [],
      paymentdocument: [],
      projecthighligts: '',
      parameters: [],
      facilities: [],
      amenities: [],
      reject_reason: null,
    };
  }
  return {
    ...b,
    customer: {
      ...b.customer,
      // Admin listings carry the company's badge.
      is_verified: ownerId ? detail.ownerVerified : true,
      address: ownerId ? (detail.ownerAddress ?? '') : '',
    },
    broucher_images: rel.docs.filter((f) => f.type === 'broucher').map(doc),
    paymentdocument: rel.docs.filter((f) => f.type === 'payment').map(doc),
    projecthighligts: p.projecthighligts,
    parameters: detail.params
      .filter((x) => x.value !== '')
      .map(({ value, def }) => ({
        id: def.id,
        name: def.name,
        image: urls.upload(def.image),
        is_required: def.is_required,
        type_of_parameter: def.type_of_parameter,
        type_values: def.type_values,
        value: parameterValue(def.type_of_parameter, value, urls),
      })),
    facilities: detail.facilities.map((f) => ({
      id: f.id,
      facility_id: f.facility_id,
      name: f.name,
      image: urls.upload(f.image),
      distance: f.distance,
    })),
    amenities: detail.amenities.map((a) => ({ id: a.id, name: a.name, image: urls.upload(a.image) })),
    reject_reason: reason
      ? { id: reason.id, reason: reason.reason, created_at: new Date(reason.created_at).toISOString() }
      : null,
  };
}

/** Full project objects for rows of any review state (the caller decides who may see them). */
export async function toProjectDetails(
  db: Db,
  rows: ProjectRow[],
  viewer: AuthUser | null,
  urls: UrlBuilder,
): Promise<ProjectDetail[]> {
  if (!rows.length) return [];
  return (await withRelations(db, rows, viewer, true)).map((r) => projectDetail(r, viewer, urls));
}
