// Rules and answer pieces the listings of the services domain share (services, repair works, JV posts and
// construction profiles): who sees and owns a listing, the review state of a save, package gating of a new post
// (spec §6: `service_list` with all three flags, one unit used in the same transaction as the insert, as
// post_project does with `project_list`), what every kind answers, and the detail's extras.
import {
  isProfileComplete,
  SERVICE_MESSAGES as M,
  type RatingEntry,
  SERVICE_RATINGS_ON_DETAIL,
  type ServiceDocument,
  type ServiceImage,
} from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import type { services } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertPackageAllows, consumeFeature, packageRefusal } from '../packages/packages.limits.ts';
import { isVerifiedCustomer } from '../properties/write/write.repository.ts';
import { settingsMap } from '../settings/settings.repository.ts';
import {
  type DetailRead,
  latestRatingsOf,
  type OwnerRow,
  ownerCardsOf,
  type RatingRow,
  rejectReasonsOf,
  viewerRatingsOf,
} from './listing.repository.ts';
import type { ListingFileRow, ListingKind } from './listing-files.ts';

/** The review columns every listing row has. */
export interface ReviewedRow {
  id: number;
  user_id: number | null;
  request_status: 'approved' | 'rejected' | 'pending';
  status: number;
}

/** Approved by an admin and switched on: what visitors may see. */
export const isVisible = (r: Pick<ReviewedRow, 'request_status' | 'status'>) =>
  r.request_status === 'approved' && r.status === 1;

/** Whether a user owns a listing: its poster, or an admin for the admin's own (no poster). */
export function ownsListing(r: Pick<ReviewedRow, 'user_id'>, user: Pick<AuthUser, 'id' | 'role'> | null): boolean {
  if (!user) return false;
  return r.user_id !== null ? r.user_id === user.id : user.role === 'admin';
}

/** Whether a viewer may see a listing: everyone when visible, else its owner and admins. */
export function canSee(r: ReviewedRow, viewer: AuthUser | null): boolean {
  return isVisible(r) || ownsListing(r, viewer) || viewer?.role === 'admin';
}

/** Spec §5: posting needs a complete profile (name, email, mobile, photo, address). */
export function assertProfileComplete(user: AuthUser): void {
  if (!isProfileComplete(user)) throw new ApiError('FORBIDDEN', M.profileIncomplete);
}

/**
 * Spec §6: a new service or repair work needs `service_list` with package_available, feature_available and
 * limit_available all true. A quick refusal before any file is stored; the unit itself is taken by
 * {@link useServiceListUnit} inside the transaction that inserts the row.
 */
export async function precheckServiceList(db: Db, userId: number): Promise<void> {
  await assertPackageAllows(db, userId, 'service_list');
}

/** Takes one `service_list` unit (none for an unlimited grant); run it in the insert's transaction. */
export async function useServiceListUnit(t: Db, userId: number): Promise<void> {
  const unit = await consumeFeature(t, userId, 'service_list');
  if (!unit.ok) throw packageRefusal(unit.reason);
}

/**
 * The review state a save leads to (docs/decisions/007): a new listing is pending until an admin approves it,
 * unless setting `auto_approve` is '1' and the owner is verified; an edited approved listing goes back to
 * review unless `auto_approve_edited_listings` is '1' (undefined: unchanged).
 */
export async function reviewStateOf(
  db: Db,
  userId: number,
  old: Pick<ReviewedRow, 'request_status'> | undefined,
): Promise<'approved' | 'pending' | undefined> {
  const settings = await settingsMap(db);
  const auto = settings.auto_approve === '1' && (await isVerifiedCustomer(db, userId));
  if (!old) return auto ? 'approved' : 'pending';
  if (old.request_status === 'approved')
    return settings.auto_approve_edited_listings === '1' || auto ? undefined : 'pending';
  return auto ? 'approved' : 'pending';
}

/** The columns every kind of listing answers (lists included). */
type CommonRow = Pick<
  typeof services.$inferSelect,
  | 'id'
  | 'slug_id'
  | 'user_id'
  | 'title'
  | 'company_name'
  | 'phone'
  | 'email'
  | 'whatsapp_number'
  | 'website_link'
  | 'city'
  | 'location'
  | 'address'
  | 'description'
  | 'title_image'
  | 'status'
  | 'request_status'
  | 'rating_avg'
  | 'rating_count'
  | 'total_click'
  | 'created_at'
  | 'updated_at'
>;

/** What every kind of listing answers, lists included: a service, a repair work, a JV post or a profile. */
export const listingCommon = (r: CommonRow, urls: UrlBuilder) => ({
  id: r.id,
  slug_id: r.slug_id,
  user_id: r.user_id,
  title: r.title,
  company_name: r.company_name,
  phone: r.phone,
  email: r.email,
  whatsapp_number: r.whatsapp_number,
  website_link: r.website_link,
  city: r.city,
  location: r.location,
  address: r.address,
  description: r.description,
  title_image: urls.upload(r.title_image),
  status: r.status,
  request_status: r.request_status,
  rating_avg: Number(r.rating_avg),
  rating_count: r.rating_count,
  total_click: r.total_click,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** What services and repair works answer besides: timing, price, since, gallery and documents. */
export const serviceLikeFields = (
  r: Pick<typeof services.$inferSelect, 'timing' | 'price' | 'since'>,
  files: ListingFileRow[] | undefined,
  urls: UrlBuilder,
) => ({
  timing: r.timing,
  price: r.price === null ? null : Number(r.price),
  since: r.since,
  gallery_images: galleryOf(files, urls),
  documents: documentsOf(files, urls),
});

/** The gallery of a listing as the answers carry it. */
export const galleryOf = (files: ListingFileRow[] | undefined, urls: UrlBuilder): ServiceImage[] =>
  (files ?? [])
    .filter((f) => f.type === 'image')
    .map((f) => ({ id: f.id, image: f.name.split('/').pop() ?? f.name, image_url: urls.upload(f.name) }));

/** The documents of a listing as the answers carry them. */
export const documentsOf = (files: ListingFileRow[] | undefined, urls: UrlBuilder): ServiceDocument[] =>
  (files ?? [])
    .filter((f) => f.type === 'doc')
    .map((f) => ({ id: f.id, name: f.name.split('/').pop() ?? f.name, url: urls.upload(f.name) }));

/** A rating with its rater as every answer carries it (a detail's ratings, the ratings calls). */
export const ratingEntryOf = (r: Omit<RatingRow, 'listing_id'>, urls: UrlBuilder): RatingEntry => ({
  id: r.id,
  ratting: r.ratting,
  comment: r.comment,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
  user: { id: r.user_id, name: r.name ?? '', profile: urls.upload(r.profile) },
});

const ownerCardOf = (o: OwnerRow | undefined, urls: UrlBuilder) =>
  o
    ? {
        id: o.id,
        name: o.name ?? '',
        profile: urls.upload(o.profile),
        email: o.email ?? '',
        mobile: o.mobile ?? '',
        slug_id: o.slug_id ?? '',
        is_verified: o.verified,
      }
    : null;

/** What each row's detail read with it, by listing id, when every row was so read (else undefined: read apart). */
export function readOf<T extends { read?: DetailRead | undefined }>(
  rows: T[],
  idOf: (r: T) => number,
): Map<number, DetailRead> | undefined {
  const out = new Map<number, DetailRead>();
  for (const r of rows) {
    if (!r.read) return undefined;
    out.set(idOf(r), r.read);
  }
  return out;
}

/** The files of rows read with their detail, as filesOfListings answers them. */
export const filesRead = (read: ReadonlyMap<number, DetailRead>): Map<number, ListingFileRow[]> =>
  new Map([...read].map(([id, r]) => [id, r.files]));

/** The poster cards read with some rows (detailRelations), by poster id, as ownerCardsOf answers them. */
function ownersRead(rows: Pick<ReviewedRow, 'id' | 'user_id'>[], read: ReadonlyMap<number, DetailRead>) {
  const out = new Map<number, OwnerRow>();
  for (const r of rows) {
    const owner = read.get(r.id)?.owner;
    if (owner && r.user_id !== null) out.set(r.user_id, owner);
  }
  return out;
}

/** What the detail adds to a listing, whatever its kind. */
export interface DetailExtras {
  customer: ReturnType<typeof ownerCardOf>;
  is_owner: boolean;
  my_rating: RatingEntry | null;
  ratings: RatingEntry[];
  reject_reason: { reason: string; created_at: string } | null;
}

/**
 * The detail extras of some listings for a viewer, by listing id, in five statements whatever their number:
 * owner cards, the newest ratings, the viewer's ratings and (for the owner only, as `owns` decides) the latest
 * reject reasons.
 */
export async function detailExtrasOf(
  db: Db,
  kind: ListingKind,
  rows: Pick<ReviewedRow, 'id' | 'user_id'>[],
  viewer: AuthUser | null,
  urls: UrlBuilder,
  owns: (r: Pick<ReviewedRow, 'user_id'>, viewer: AuthUser | null) => boolean = ownsListing,
  /** What every row's detail read with it (readOf), if it was. */
  read?: ReadonlyMap<number, DetailRead>,
): Promise<Map<number, DetailExtras>> {
  const ids = rows.map((r) => r.id);
  const owned = rows.filter((r) => owns(r, viewer)).map((r) => r.id);
  // Cards and newest ratings read with the rows (detailRelations, every row: readOf) are not read again.
  const [owners, latest, mine, reasons] = await Promise.all([
    read
      ? ownersRead(rows, read)
      : ownerCardsOf(
          db,
          rows.map((r) => r.user_id),
        ),
    read
      ? new Map(ids.map((id) => [id, read.get(id)?.ratings ?? []] as const))
      : latestRatingsOf(db, kind, ids, SERVICE_RATINGS_ON_DETAIL),
    viewerRatingsOf(db, kind, ids, viewer?.id ?? null),
    rejectReasonsOf(db, kind, owned),
  ]);
  const out = new Map<number, DetailExtras>();
  for (const r of rows) {
    const mineRow = mine.get(r.id);
    const reason = reasons.get(r.id);
    out.set(r.id, {
      customer: r.user_id !== null ? ownerCardOf(owners.get(r.user_id), urls) : null,
      is_owner: owns(r, viewer),
      my_rating: mineRow ? ratingEntryOf(mineRow, urls) : null,
      ratings: (latest.get(r.id) ?? []).map((x) => ratingEntryOf(x, urls)),
      reject_reason: reason ? { reason: reason.reason, created_at: reason.created_at.toISOString() } : null,
    });
  }
  return out;
}

/** The answer's message of a list. */
export const listMessage = (n: number) => (n ? M.fetched : M.empty);
