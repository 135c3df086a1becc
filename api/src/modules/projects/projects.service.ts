import type { Project } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import type { categories, projects } from '../../db/schema.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { settingsMap } from '../settings/settings.repository.ts';
import { projectViewerFlags } from './engagement/project-engagement.repository.ts';
import { projectRelations } from './projects.repository.ts';

type Row = { project: typeof projects.$inferSelect; category: typeof categories.$inferSelect };

/** Project list items as upstream get-projects, with `plans` included. */
export async function toProjectObjects(
  db: Db,
  rows: Row[],
  viewer: AuthUser | null,
  urls: UrlBuilder,
): Promise<Project[]> {
  if (!rows.length) return [];
  const ownerIds = [...new Set(rows.flatMap((r) => (r.project.added_by ? [r.project.added_by] : [])))];
  const rel = await projectRelations(
    db,
    rows.map((r) => r.project.id),
    ownerIds,
  );
  const owners = new Map(rel.owners.map((o) => [o.id, o]));
  const promoted = new Set(rel.promoted.map((p) => p.project_id));
  const company = rows.some((r) => r.project.is_admin_listing || !r.project.added_by) ? await settingsMap(db) : {};
  const flags = await projectViewerFlags(
    db,
    viewer?.id ?? null,
    rows.map((r) => r.project.id),
  );
  return rows.map(({ project: p, category: c }) => {
    const owner = p.added_by ? owners.get(p.added_by) : undefined;
    const doc = (d: (typeof rel.docs)[number]) => ({
      id: d.id,
      name: urls.upload(d.name),
      type: d.type,
      project_id: d.project_id,
    });
    return {
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
      is_promoted: promoted.has(p.id),
      // Only the owner may ask to feature a project, and only once.
      is_feature_available: !!viewer && viewer.id === p.added_by && !promoted.has(p.id),
      is_favourite: flags.favourites.has(p.id) ? 1 : 0,
      is_interested: flags.interests.has(p.id) ? 1 : 0,
      total_click: p.total_click,
      meta_title: p.meta_title || p.title,
      meta_description: p.meta_description || p.description.slice(0, 160),
      meta_keywords: p.meta_keywords,
      meta_image: urls.upload(p.meta_image || p.image),
      category: { id: c.id, category: c.category, image: urls.upload(c.image), slug_id: c.slug_id },
      gallary_images: rel.docs.filter((d) => d.project_id === p.id && d.type === 'image').map(doc),
      documents: rel.docs.filter((d) => d.project_id === p.id && d.type === 'doc').map(doc),
      plans: rel.plans
        .filter((pl) => pl.project_id === p.id)
        .map((pl) => ({ id: pl.id, title: pl.title, document: urls.upload(pl.document), project_id: pl.project_id })),
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
          : { name: 'Admin', email: company.company_email ?? '', mobile: company.company_tel1 ?? '', slug_id: '' },
      created_at: p.created_at.toISOString(),
    };
  });
}
