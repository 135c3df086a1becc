// Posts as the API answers them: the list item (its lookup names read with the rows), the owner's item with its
// reject reason, and the detail (gallery, documents, owner card, ratings, the caller's own rating), read as
// for services and repair works (listing-kit/listing.service.ts).
import type { ConstructionDetail, ConstructionProfile, JvDetail, JvPost } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { rejectReasonsOf } from '../listing-kit/listing.repository.ts';
import {
  detailExtrasOf,
  documentsOf,
  filesRead,
  galleryOf,
  listingCommon,
  readOf,
} from '../listing-kit/listing.service.ts';
import { filesOfListings } from '../listing-kit/listing-files.ts';
import type { VentureRow, VentureWithNames } from './ventures.repository.ts';

type Names = Map<number, string>;

/** A post is its poster's only (an admin does not own the admin's own posts here, unlike services). */
export const ownsVenture = (row: Pick<VentureRow, 'user_id'>, user: Pick<AuthUser, 'id'> | null): boolean =>
  user !== null && row.user_id !== null && row.user_id === user.id;

const base = (r: VentureRow, urls: UrlBuilder) => ({ ...listingCommon(r, urls), contact_name: r.contact_name });

const nameOf = (names: Names, id: number | null) => (id === null ? '' : (names.get(id) ?? ''));

/** A JV post row as the lists answer it. */
export function toJvPost(r: VentureRow, names: Names, urls: UrlBuilder): JvPost {
  return {
    ...base(r, urls),
    kind: 'jv',
    post_type: r.post_type,
    post_type_name: nameOf(names, r.post_type),
    jv_type: r.jv_type,
    jv_type_name: nameOf(names, r.jv_type),
    land_size: r.land_size,
    brokerage: r.brokerage,
    ownership_status: r.ownership_status,
    expected_date: r.expected_date,
  };
}

/** A construction profile row as the lists answer it. */
export function toConstructionProfile(r: VentureRow, names: Names, urls: UrlBuilder): ConstructionProfile {
  return {
    ...base(r, urls),
    kind: 'construction',
    type: r.type,
    type_name: nameOf(names, r.type),
    work: r.work,
    work_name: nameOf(names, r.work),
    number_of_project: r.number_of_project,
    area: r.area,
    start_date: r.start_date,
  };
}

/** The latest reject reason of each row (the owner's lists). */
export async function withRejectReasons<T extends { id: number }>(db: Db, items: T[]) {
  const reasons = await rejectReasonsOf(
    db,
    'venture',
    items.map((i) => i.id),
  );
  return items.map((i) => {
    const r = reasons.get(i.id);
    return { ...i, reject_reason: r ? { reason: r.reason, created_at: r.created_at.toISOString() } : null };
  });
}

/** The full post as the detail calls answer it, for `viewer` (who must be allowed to see it). */
export async function toVentureDetail(
  db: Db,
  item: VentureWithNames,
  viewer: AuthUser | null,
  urls: UrlBuilder,
): Promise<JvDetail | ConstructionDetail> {
  const { row: r, names } = item;
  const reads = readOf([item], (i) => i.row.id);
  const [files, extras] = await Promise.all([
    reads ? filesRead(reads) : filesOfListings(db, 'venture', [r.id]),
    detailExtrasOf(db, 'venture', [r], viewer, urls, ownsVenture, reads),
  ]);
  const extra = extras.get(r.id);
  if (!extra) throw new Error(`post ${r.id} has no detail`);
  const own = {
    gallery_images: galleryOf(files.get(r.id), urls),
    file_upload: documentsOf(files.get(r.id), urls),
    ...extra,
  };
  return r.kind === 'jv'
    ? { ...toJvPost(r, names, urls), ...own }
    : { ...toConstructionProfile(r, names, urls), ...own };
}
