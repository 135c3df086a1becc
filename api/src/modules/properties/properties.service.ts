import type { Property, PropertyListItem } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import type { categories, propertys } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { PROPERTY_TYPE_NAMES, timeAgo } from '../../lib/format.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertPackageAllows } from '../packages/packages.limits.ts';
import { relationsOf } from './properties.repository.ts';
import type { LightRow } from './search/index.ts';

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

/** Builds full property objects (upstream get_property_details) for a page of rows: one statement. */
export async function toPropertyObjects(
  db: Db,
  rows: Row[],
  viewer: AuthUser | null,
  urls: UrlBuilder,
  options: { detail?: boolean } = {},
): Promise<Property[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.property.id);
  // Ids of the users who favourited or showed interest: only to the owner and admins (privacy: other
  // viewers get the counts and empty id lists).
  const first = rows[0]?.property;
  const revealUsers =
    !!options.detail && !!viewer && !!first && (viewer.role === 'admin' || viewer.id === first.added_by);
  const rel = await relationsOf(db, ids, viewer?.id ?? null, {
    detail: options.detail,
    revealUsers,
    // Admin listings show the company's contact details, as upstream.
    adminContact: rows.some((r) => r.property.added_by === 0),
  });
  const byId = new Map(rel.map((r) => [r.id, r]));
  const adminContact = rel[0]?.admin_contact ?? {};

  return rows.map(({ property: p, category: c }) => {
    const r = byId.get(p.id);
    const owner = p.added_by > 0 ? r?.owner : null;
    const titleImage = urls.upload(p.title_image);
    const base: Property = {
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
      promoted: r?.promoted ?? false,
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
      gallery: (r?.gallery ?? []).map((g) => ({
        id: g.id,
        image: g.image.split('/').pop() ?? g.image,
        image_url: urls.upload(g.image),
      })),
      documents: (r?.documents ?? []).map((d) => ({
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
      profile: owner ? urls.upload(owner.profile) : urls.upload(adminContact.admin_image ?? ''),
      is_verified: owner ? owner.verified : true,
      post_created: timeAgo(p.created_at),
      total_view: p.total_click,
      is_favourite: r?.is_favourite ? 1 : 0,
      total_favourite_users: r?.favourite_count ?? p.favourite_count,
      parameters: (r?.params ?? []).flatMap((a) => {
        const type = a.type as Property['parameters'][number]['type_of_parameter'];
        const value = parameterValue(type, a.value, urls);
        if (value === null) return [];
        return [
          {
            id: a.id,
            name: a.name,
            image: urls.upload(a.image),
            is_required: a.is_required ? 1 : 0,
            type_of_parameter: type,
            type_values: a.type_values,
            value,
          },
        ];
      }),
      assign_facilities: (r?.facilities ?? []).map((f) => ({
        id: f.id,
        property_id: f.property_id,
        facility_id: f.facility_id,
        distance: f.distance,
        name: f.name,
        image: urls.upload(f.image),
      })),
      sqft: p.sqft,
      highligts: p.highligts,
      questionaries: p.questionaries,
      created_at: p.created_at.toISOString(),
    };
    if (!options.detail) return base;
    const available = p.propery_type === 0 || p.propery_type === 1;
    return {
      ...base,
      is_interested: r?.is_interested ? 1 : 0,
      is_reported: r?.is_reported ?? false,
      total_interested_users: r?.total_interested_users ?? 0,
      favourite_users: r?.favourite_users ?? [],
      interested_users: r?.interested_users ?? [],
      is_interest_available: available,
      is_report_available: available,
      amenities: (r?.amenities ?? []).map((a) => ({ id: a.id, name: a.name, image: urls.upload(a.image) })),
      inquiry: false,
    };
  });
}

/** A light row → the card item of get-property-list, nearby and recommendations. */
export function toListItem(r: LightRow, urls: UrlBuilder): PropertyListItem {
  const item: PropertyListItem = {
    id: Number(r.id),
    slug_id: r.slug_id,
    title_image: urls.upload(r.title_image),
    category_id: r.category_id,
    title: r.title,
    price: Number(r.price),
    city: r.city,
    state: r.state,
    country: r.country,
    address: r.address,
    rentduration: r.rentduration || 'Monthly',
    added_by: r.added_by,
    is_premium: r.is_premium,
    latitude: str(r.latitude),
    longitude: str(r.longitude),
    total_click: r.total_click,
    favourite_count: r.favourite_count,
    category: { ...r.category, image: urls.upload(r.category.image) },
    promoted: r.promoted,
    property_type: PROPERTY_TYPE_NAMES[r.propery_type] ?? 'sell',
    is_favourite: r.is_favourite ? 1 : 0,
    parameters: (r.params ?? []).flatMap((a) => {
      const value = parameterValue(a.type, a.value, urls);
      return value === null ? [] : [{ id: a.id, name: a.name, image: urls.upload(a.image), value }];
    }),
    created_at: new Date(r.created_at).toISOString(),
  };
  if (r.distance !== null && r.distance !== undefined) item.distance = Math.round(Number(r.distance) * 1000) / 1000;
  return item;
}

/** Promoted items first within a page, the order otherwise kept (upstream light list). */
export function promotedFirst<T extends { promoted: boolean }>(items: T[]): T[] {
  return [...items.filter((i) => i.promoted), ...items.filter((i) => !i.promoted)];
}

/**
 * Refuses a premium property to a viewer who may not open it: a visitor gets PREMIUM_REQUIRED (decision 005:
 * signing in comes first); a signed-in user who is neither its owner nor an admin gets the package refusal of
 * `premium_properties` (no package, or a package without it: docs/decisions/025).
 */
export async function assertCanViewPremium(db: Db, viewer: AuthUser | null, ownerId: number): Promise<void> {
  if (!viewer) throw new ApiError('PREMIUM_REQUIRED', 'Cannot Access Premium Property, Feature Not Available');
  if (viewer.role === 'admin' || viewer.id === ownerId) return;
  await assertPackageAllows(db, viewer.id, 'premium_properties');
}
