// Repair works as the API answers them: the list item (get-repairworks; files read with the page's
// rows) and the detail (repairworks-detail, repairworks-get, post-repairworks, my-repairworks) with owner
// card, ratings and the caller's interest.
import { SERVICE_MESSAGES as M, type RepairWork, type RepairWorkDetail } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { interestCounts, interestsOf } from '../engagement/engagement.repository.ts';
import { toMyInterest } from '../engagement/engagement.service.ts';
import {
  detailExtrasOf,
  filesRead,
  listingCommon,
  ownsListing,
  readOf,
  serviceLikeFields,
} from '../listing-kit/listing.service.ts';
import { filesOfListings, type ListingFileRow } from '../listing-kit/listing-files.ts';
import {
  type RepairListRow,
  type RepairRow,
  type RepairWithNames,
  repairRepository,
} from './repairworks.repository.ts';

/** A repair work row with its names and files as the lists answer it. */
export function repairWorkObject(
  { repair: r, category, sub_category }: RepairWithNames,
  files: ListingFileRow[] | undefined,
  urls: UrlBuilder,
): RepairWork {
  return {
    ...listingCommon(r, urls),
    ...serviceLikeFields(r, files, urls),
    category_id: r.category_id,
    category: { id: category.id, name: category.name },
    sub_category_id: r.sub_category_id,
    sub_category: sub_category ? { id: sub_category.id, name: sub_category.name } : null,
    service_type_id: r.service_type_id,
    service_date: r.service_date,
    contact_name: r.contact_name,
    location_of_issue: r.location_of_issue,
  };
}

/** A page of repair works (with their files) as list items. */
export function toRepairWorks(rows: RepairListRow[], urls: UrlBuilder): RepairWork[] {
  return rows.map((r) => repairWorkObject(r, r.files, urls));
}

/** Repair works as the detail answers them for `viewer` (who must be allowed to see them). */
export async function toRepairWorkDetails(
  db: Db,
  rows: RepairWithNames[],
  viewer: AuthUser | null,
  urls: UrlBuilder,
): Promise<RepairWorkDetail[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.repair.id);
  const owned = rows.filter((r) => ownsListing(r.repair, viewer)).map((r) => r.repair.id);
  const read = readOf(rows, (r) => r.repair.id);
  const [files, extras, interested, counts] = await Promise.all([
    read ? filesRead(read) : filesOfListings(db, 'repair_work', ids),
    detailExtrasOf(
      db,
      'repair_work',
      rows.map((r) => r.repair),
      viewer,
      urls,
      undefined,
      read,
    ),
    interestsOf(db, 'repair_work', viewer?.id ?? null, ids),
    interestCounts(db, 'repair_work', owned),
  ]);
  return rows.map((r) => {
    const extra = extras.get(r.repair.id);
    if (!extra) throw new Error(`repair work ${r.repair.id} has no detail`);
    const mine = interested.get(r.repair.id);
    return {
      ...repairWorkObject(r, files.get(r.repair.id), urls),
      ...extra,
      is_interested: mine !== undefined,
      interested_count: counts.get(r.repair.id) ?? 0,
      my_interest: mine ? toMyInterest(mine) : null,
    };
  });
}

/**
 * A repair work the caller owns (by id or slug), whatever its state, for its interests; anyone else gets the
 * 404 of a missing one, as for properties and projects.
 */
export async function ownedRepairWork(
  db: Db,
  user: AuthUser,
  ref: { id?: number | undefined; slug_id?: string | undefined },
): Promise<RepairRow> {
  const row = await repairRepository.find(db, ref);
  if (!row || !ownsListing(row.repair, user)) throw new ApiError('NOT_FOUND', M.repairNotFound);
  return row.repair;
}
