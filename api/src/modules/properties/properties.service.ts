import type { Property } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import type { categories, propertys } from '../../db/schema.ts';
import { PROPERTY_TYPE_NAMES, timeAgo } from '../../lib/format.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { hasFeature } from '../packages/packages.service.ts';
import { settingsMap } from '../settings/settings.repository.ts';
import { relationsOf } from './properties.repository.ts';

type Row = { property: typeof propertys.$inferSelect; category: typeof categories.$inferSelect };

const str = (n: number | null) => (n === null ? '' : String(n));

function parameterValue(type: string, raw: string | null, urls: UrlBuilder): string | string[] | null {
  if (raw === null || raw === '') return null;
  if (type === 'checkbox') {
    try {
      const v: unknown = JSON.parse(raw);
      if (Array.isArray(v)) return v.map(String);
    } catch {
      // Older rows keep checkbox values as a comma list.
    }
    return raw.split(',').map((s) => s.trim());
  }
  if (type === 'file') return urls.upload(raw);
  return raw;
}

/** Builds full property objects (upstream get_property_details) for a page of rows. */
export async function toPropertyObjects(
  db: Db,
  rows: Row[],
  viewer: AuthUser | null,
  urls: UrlBuilder,
): Promise<Property[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.property.id);
  const rel = await relationsOf(
    db,
    ids,
    rows.map((r) => r.property.added_by),
    viewer?.id ?? null,
  );
  // Admin listings show the company's contact details, as upstream.
  const adminContact = rows.some((r) => r.property.added_by === 0) ? await settingsMap(db) : {};
  const owners = new Map(rel.owners.map((o) => [o.id, o]));
  const verified = new Set(rel.verified.map((v) => v.user_id));
  const favCounts = new Map(rel.favCounts.map((f) => [f.property_id, f.n]));
  const mine = new Set(rel.mine.map((m) => m.property_id));
  const promoted = new Set(rel.promoted.map((p) => p.property_id));

  return rows.map(({ property: p, category: c }) => {
    const owner = owners.get(p.added_by);
    const titleImage = urls.upload(p.title_image);
    return {
      id: p.id,
      slug_id: p.slug_id,
      title: p.title,
      description: p.description,
      price: Number(p.price),
      category: { id: c.id, category: c.category, image: urls.upload(c.image), slug_id: c.slug_id },
      property_type: PROPERTY_TYPE_NAMES[p.propery_type] ?? 'sell',
      status: p.status,
      request_status: p.request_status,
      is_premium: p.is_premium,
      promoted: promoted.has(p.id),
      rentduration: p.rentduration || 'Monthly',
      address: p.address,
      client_address: p.client_address,
      city: p.city,
      state: p.state,
      country: p.country,
      latitude: str(p.latitude),
      longitude: str(p.longitude),
      title_image: titleImage,
      three_d_image: urls.upload(p.three_d_image),
      video_link: p.video_link,
      gallery: rel.gallery
        .filter((g) => g.propertys_id === p.id)
        .map((g) => ({ id: g.id, image: g.image.split('/').pop() ?? g.image, image_url: urls.upload(g.image) })),
      documents: rel.documents
        .filter((d) => d.property_id === p.id)
        .map((d) => ({
          id: d.id,
          property_id: d.property_id,
          type: d.type,
          file_name: d.name.split('/').pop() ?? d.name,
          file: urls.upload(d.name),
        })),
      meta_title: p.meta_title || p.title,
      meta_description: p.meta_description || p.description.slice(0, 160),
      meta_keywords: p.meta_keywords,
      meta_image: p.meta_image ? urls.upload(p.meta_image) : titleImage,
      added_by: p.added_by,
      customer_name: owner?.name ?? 'Admin',
      customer_id: owner?.id ?? 0,
      customer_slug_id: owner?.slug_id ?? '',
      email: owner ? (owner.email ?? '') : (adminContact.company_email ?? ''),
      mobile: owner ? (owner.mobile ?? '') : (adminContact.company_tel1 ?? ''),
      profile: owner ? urls.upload(owner.profile) : urls.upload(adminContact.admin_image),
      is_verified: owner ? verified.has(owner.id) : true,
      post_created: timeAgo(p.created_at),
      total_view: p.total_click,
      is_favourite: mine.has(p.id) ? 1 : 0,
      total_favourite_users: favCounts.get(p.id) ?? 0,
      parameters: rel.params
        .filter((a) => a.property_id === p.id)
        .flatMap((a) => {
          const value = parameterValue(a.parameter.type_of_parameter, a.value, urls);
          if (value === null) return [];
          return [
            {
              id: a.parameter.id,
              name: a.parameter.name,
              image: urls.upload(a.parameter.image),
              is_required: a.parameter.is_required ? 1 : 0,
              type_of_parameter: a.parameter.type_of_parameter,
              type_values: a.parameter.type_values,
              value,
            },
          ];
        }),
      assign_facilities: rel.facilities
        .filter((f) => f.row.property_id === p.id)
        .map((f) => ({
          id: f.row.id,
          property_id: f.row.property_id,
          facility_id: f.row.facility_id,
          distance: f.row.distance,
          name: f.name,
          image: urls.upload(f.image),
        })),
      sqft: p.sqft,
      highligts: p.highligts,
      questionaries: p.questionaries,
      created_at: p.created_at.toISOString(),
    };
  });
}

/** Whether a viewer may open a premium property: its owner, an admin, or a package with premium access. */
export async function canViewPremium(db: Db, viewer: AuthUser | null, ownerId: number): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === 'admin' || viewer.id === ownerId) return true;
  return hasFeature(db, viewer.id, 'premium_properties');
}
