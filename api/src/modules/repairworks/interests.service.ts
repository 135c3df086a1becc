// The owner's side of interests in repair works: finding the caller's repair work (anyone else gets the 404 of a
// missing one, as for properties and projects) and the interested user as the owner sees them.
import { type InterestedUser, SERVICE_MESSAGES as M, type MyInterest } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { ownsListing } from '../listing-kit/listing.service.ts';
import type { InterestedRow, InterestState } from './interests.repository.ts';
import { findRepairWork, type RepairRow } from './repairworks.repository.ts';

/** A repair work the caller owns (by id or slug), whatever its state; anyone else gets 404. */
export async function ownedRepairWork(
  db: Db,
  user: AuthUser,
  ref: { id?: number | undefined; slug_id?: string | undefined },
): Promise<RepairRow> {
  const row = await findRepairWork(db, ref);
  if (!row || !ownsListing(row.repair, user)) throw new ApiError('NOT_FOUND', M.repairNotFound);
  return row.repair;
}

/** An interested user row as the owner sees it. */
export function toInterestedUser(row: InterestedRow, urls: UrlBuilder): InterestedUser {
  return {
    id: row.id,
    name: row.name ?? '',
    profile: urls.upload(row.profile),
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    is_shortlisted: row.is_shortlisted === 1,
    is_approved: row.is_approved === 1,
    created_at: row.created_at.toISOString(),
  };
}

/** A user's own interest and the owner's decision on it, as my_repairwork_interested and the detail answer it. */
export const toMyInterest = (i: InterestState): MyInterest => ({
  is_shortlisted: i.is_shortlisted === 1,
  is_approved: i.is_approved === 1,
  created_at: i.created_at.toISOString(),
});
