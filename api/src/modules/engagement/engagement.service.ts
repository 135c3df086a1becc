import type { InterestedUser, MyInterest } from '@abode/shared/wire';
import { ENGAGEMENT_MESSAGES as M } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { ownedProject } from '../projects/engagement/project-engagement.service.ts';
import type { InterestFilter, InterestState, ListingKind, PropertyFacts } from './engagement.repository.ts';
import { findPropertyFacts, interestedUsersPage } from './engagement.repository.ts';

const notFound = () => new ApiError('NOT_FOUND', M.propertyNotFound);

/** A property visitors may see (approved and active), or 404. */
export async function visibleProperty(db: Db, id: number): Promise<PropertyFacts> {
  const p = await findPropertyFacts(db, { id });
  if (!p?.visible) throw notFound();
  return p;
}

/**
 * A property the caller owns (admins also manage the admin's own listings, `added_by` 0). Anyone else
 * gets the same 404 as for a property that does not exist, so they learn nothing about it.
 */
export async function ownedProperty(
  db: Db,
  user: AuthUser,
  ref: { id?: number | undefined; slug_id?: string | undefined },
): Promise<PropertyFacts> {
  const p = await findPropertyFacts(db, ref);
  if (!p) throw notFound();
  const owns = p.added_by === user.id || (p.added_by === 0 && user.role === 'admin');
  if (!owns) throw notFound();
  return p;
}

/** The kinds of listing this module finds for their owner (a repair work's owner is found by its module). */
export type EngagementKind = Exclude<ListingKind, 'repair_work'>;

/** A property or a project the caller owns (by id or slug), or the 404 of a missing one. */
export async function ownedListing(
  db: Db,
  user: AuthUser,
  kind: EngagementKind,
  ref: { id?: number | undefined; slug_id?: string | undefined },
): Promise<{ id: number }> {
  return kind === 'property' ? ownedProperty(db, user, ref) : ownedProject(db, user, ref);
}

/** Refuses the caller's own listing for interests and reports. */
export function assertNotOwner(p: PropertyFacts, user: AuthUser, message: string): void {
  if (p.added_by === user.id) throw new ApiError('FORBIDDEN', message);
}

/** An interested user row as the owner sees it. */
export function toInterestedUser(
  row: Omit<InterestedUser, 'created_at' | 'name' | 'profile' | 'email' | 'mobile'> & {
    name: string | null;
    profile: string | null;
    email: string | null;
    mobile: string | null;
    created_at: Date;
  },
  urls: UrlBuilder,
): InterestedUser {
  return {
    id: row.id,
    name: row.name ?? '',
    profile: urls.upload(row.profile),
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    is_shortlisted: row.is_shortlisted,
    is_approved: row.is_approved,
    created_at: row.created_at.toISOString(),
  };
}

/** A user's own interest and the owner's decision on it, as the "my interests" lists and a detail answer it. */
export const toMyInterest = (i: InterestState): MyInterest => ({
  is_shortlisted: i.is_shortlisted,
  is_approved: i.is_approved,
  created_at: i.created_at.toISOString(),
});

/**
 * The list answer of the users interested in a listing of any kind, oldest interest first, with the shortlist
 * and approval flags; the caller must own it (the kind's module checks that first). An empty list is
 * `error:false` (docs/decisions/007).
 */
export async function interestedUsersOf(
  ctx: { db: Db; urls: UrlBuilder },
  kind: ListingKind,
  listingId: number,
  filter: InterestFilter,
  page: { offset: number; limit: number },
) {
  const { total, rows } = await interestedUsersPage(ctx.db, kind, listingId, filter, page.offset, page.limit);
  return {
    message: rows.length ? 'Data Fetch Successfully' : 'No data found!',
    total,
    data: rows.map((r) => toInterestedUser(r, ctx.urls)),
  };
}

/**
 * The list answer of the users interested in the caller's property or project (get_interested_users,
 * approved-users, get_interested_project): anyone but the owner gets the 404 of a missing listing.
 */
export async function interestedUsersAnswer(
  ctx: { db: Db; user: AuthUser; urls: UrlBuilder },
  kind: EngagementKind,
  ref: { id?: number | undefined; slug_id?: string | undefined },
  filter: InterestFilter,
  page: { offset: number; limit: number },
) {
  const listing = await ownedListing(ctx.db, ctx.user, kind, ref);
  return interestedUsersOf(ctx, kind, listing.id, filter, page);
}
