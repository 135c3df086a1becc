import type { Project } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { hasFeature } from '../packages/packages.limits.ts';
import { type ProjectRelations, type ProjectRow, projectRelations } from './project-rows.ts';

/** A row with the relations a project object needs. */
export type RelatedRow = ProjectRow & { relations: ProjectRelations };

/**
 * The rows with their relations for this viewer (and the full project's when `detail`): those read with the
 * rows are used as they are, the others come in one statement.
 */
export async function withRelations(
  db: Db,
  rows: ProjectRow[],
  viewer: AuthUser | null,
  detail: boolean,
): Promise<RelatedRow[]> {
  const viewerId = viewer?.id ?? null;
  const ready = (r: ProjectRow) => r.relations?.viewerId === viewerId && (!detail || r.relations.detail);
  const missing = rows.filter((r) => !ready(r)).map((r) => r.project.id);
  const read = await projectRelations(db, missing, viewerId, detail);
  return rows.map((r) => {
    const relations = ready(r) ? r.relations : read.get(r.project.id)?.relations;
    if (!relations) throw new Error(`project ${r.project.id} has no relations`);
    return { ...r, relations };
  });
}

/**
 * Whether a viewer sees all of every project (decisions 015 and 025): an admin, or a running package with
 * `project_access`. Anyone else sees all of their own projects and the public part of the others.
 */
export async function hasProjectAccess(db: Db, viewer: AuthUser | null): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  return hasFeature(db, viewer.id, 'project_access');
}

/** Whether this viewer gets only the public part of this project. */
export function isGatedFor(p: ProjectRow['project'], viewer: AuthUser | null, access: boolean): boolean {
  return !access && !(viewer && p.added_by === viewer.id);
}

/**
 * The public part of a project (docs/decisions/025): what a card and the top of its page show to anyone, so
 * buyers and search engines see what they would pay for. Everything else is emptied, not left out, so the
 * object keeps the wire's shape: description, address and coordinates, video, area, gallery beyond the cover,
 * documents and plans. The SEO description is the owner's own only (the fallback would quote the description).
 */
function publicPart(full: Project, p: ProjectRow['project']): Project {
  return {
    ...full,
    description: '',
    location: '',
    latitude: '',
    longitude: '',
    video_link: '',
    sqft: null,
    is_feature_available: false,
    meta_description: p.meta_description,
    gallary_images: [],
    documents: [],
    plans: [],
    gated: true,
  };
}

/** A project list item as upstream get-projects, with `plans` included; only its public part when `gated`. */
export function projectObject(
  { project: p, category: c, relations: rel }: RelatedRow,
  viewer: AuthUser | null,
  urls: UrlBuilder,
  gated = false,
): Project {
  const owner = rel.owner;
  const doc = (d: ProjectRelations['docs'][number]) => ({
    id: d.id,
    name: urls.upload(d.name),
    type: d.type,
    project_id: p.id,
  });
  const full: Project = {
    id: p.id,
    slug_id: p.slug_id,
    title: p.title,
    description: p.description,
    type: p.type,
    image: urls.upload(p.image),
    status: p.status,
    request_status: p.request_status,
    location: p.location,
    city: p.city,
    state: p.state,
    country: p.country,
    latitude: p.latitude === null ? '' : String(p.latitude),
    longitude: p.longitude === null ? '' : String(p.longitude),
    video_link: p.video_link,
    price: p.price === null ? null : Number(p.price),
    sqft: p.sqft,
    category_id: p.category_id,
    added_by: p.added_by,
    is_admin_listing: p.is_admin_listing,
    is_promoted: rel.promoted,
    // Only the owner may ask to feature a project, and only once.
    is_feature_available: !!viewer && viewer.id === p.added_by && !rel.promoted,
    is_favourite: rel.favourite ? 1 : 0,
    is_interested: rel.interested ? 1 : 0,
    total_click: p.total_click,
    meta_title: p.meta_title || p.title,
    meta_description: p.meta_description || p.description.slice(0, 160),
    meta_keywords: p.meta_keywords,
    meta_image: urls.upload(p.meta_image || p.image),
    category: { id: c.id, category: c.category, image: urls.upload(c.image), slug_id: c.slug_id },
    gallary_images: rel.docs.filter((d) => d.type === 'image').map(doc),
    documents: rel.docs.filter((d) => d.type === 'doc').map(doc),
    plans: rel.plans.map((pl) => ({
      id: pl.id,
      title: pl.title,
      document: urls.upload(pl.document),
      project_id: p.id,
    })),
    customer:
      owner && !p.is_admin_listing
        ? {
            id: owner.id,
            name: owner.name ?? '',
            profile: urls.upload(owner.profile),
            email: owner.email ?? '',
            mobile: owner.mobile ?? '',
            slug_id: owner.slug_id ?? '',
          }
        : {
            name: 'Admin',
            email: rel.company?.company_email ?? '',
            mobile: rel.company?.company_tel1 ?? '',
            slug_id: '',
          },
    created_at: p.created_at.toISOString(),
    gated: false,
  };
  return gated ? publicPart(full, p) : full;
}

/**
 * Project list items as upstream get-projects, with `plans` included: all of each project for a viewer with
 * access or its owner, its public part for anyone else.
 */
export async function toProjectObjects(
  db: Db,
  rows: ProjectRow[],
  viewer: AuthUser | null,
  urls: UrlBuilder,
  knownAccess?: boolean,
): Promise<Project[]> {
  if (!rows.length) return [];
  const [related, access] = await Promise.all([
    withRelations(db, rows, viewer, false),
    knownAccess ?? hasProjectAccess(db, viewer),
  ]);
  return related.map((r) => projectObject(r, viewer, urls, isGatedFor(r.project, viewer, access)));
}
