// Approving and rejecting a listing of every kind of REVIEW_KINDS (approve-property, reject-property, and the
// same for projects, services, repair works, JV and constructions): one handler each, the kind says where.
import type {
  adminApproveConstruction,
  adminApproveJv,
  adminApproveProject,
  adminApproveProperty,
  adminApproveRepairWork,
  adminApproveService,
  adminRejectConstruction,
  adminRejectJv,
  adminRejectProject,
  adminRejectProperty,
  adminRejectRepairWork,
  adminRejectService,
} from '@abode/shared/operations';
import type { Deps } from '../../lib/define-route.ts';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Implementation } from '../../lib/implementations.ts';
import { announce, listingSummary, NOUN } from '../notifications/announce.ts';
import { findListing, type ListingKind, REVIEW_KINDS, reviewListing } from './admin.repository.ts';

type ApproveOperation =
  | typeof adminApproveProperty
  | typeof adminApproveProject
  | typeof adminApproveService
  | typeof adminApproveRepairWork
  | typeof adminApproveJv
  | typeof adminApproveConstruction;
type RejectOperation =
  | typeof adminRejectProperty
  | typeof adminRejectProject
  | typeof adminRejectService
  | typeof adminRejectRepairWork
  | typeof adminRejectJv
  | typeof adminRejectConstruction;

/** The review state of a listing just reviewed (it was found before: it is there). */
async function reviewed(db: Deps['db'], kind: ListingKind, id: number) {
  const review = await findListing(db, kind, id);
  if (!review) throw new Error(`the reviewed ${kind} ${id} is gone`);
  return review;
}

/**
 * The route of POST /api/admin/<path>/:id/approve (admin) for a kind of REVIEW_KINDS: request_status approved and
 * status 1; idempotent. `data` is the review state: id, title, `added_by` (the poster), request_status, status,
 * reject_reason. The six approve operations share their schemas; each route is typed by its own operation for the
 * composition's check (lib/implementations.ts), the handler by what they share.
 */
export function approveListingRoute<O extends ApproveOperation>(op: O, kind: ListingKind): Implementation<O> {
  const { noun: name } = REVIEW_KINDS[kind];
  return implement<ApproveOperation>(op, async ({ params: { id }, deps, urls, req }) => {
    const before = await findListing(deps.db, kind, id);
    if (!before) throw new ApiError('NOT_FOUND', `${name} not found`);
    await reviewListing(deps.db, kind, id, { approve: true });
    const listing = await listingSummary(deps.db, kind, id);
    if (listing?.owner && before.request_status !== 'approved')
      await announce(
        { deps, urls, log: req.log },
        {
          to: listing.owner,
          type: 'listing_approved',
          title: `Your ${NOUN[kind]} is approved`,
          message: `"${listing.title}" is approved and visible to everyone.`,
          item: { type: listing.item, id, slug: listing.slug },
          propertyId: kind === 'property' ? id : null,
          image: listing.image,
        },
      );
    return { message: `${name} approved`, data: await reviewed(deps.db, kind, id) };
  }) as Implementation<O>;
}

/**
 * The route of POST /api/admin/<path>/:id/reject (admin) for a kind of REVIEW_KINDS: body `reason` (required),
 * request_status rejected and status 0, the reason kept in `reject_reasons`, as upstream; idempotent. `data` as
 * approval's. Typed like approveListingRoute.
 */
export function rejectListingRoute<O extends RejectOperation>(op: O, kind: ListingKind): Implementation<O> {
  const { noun: name } = REVIEW_KINDS[kind];
  return implement<RejectOperation>(op, async ({ params: { id }, deps, body, urls, req }) => {
    const before = await findListing(deps.db, kind, id);
    if (!before) throw new ApiError('NOT_FOUND', `${name} not found`);
    await reviewListing(deps.db, kind, id, { approve: false, reason: body.reason });
    const listing = await listingSummary(deps.db, kind, id);
    if (listing?.owner && (before.request_status !== 'rejected' || before.reject_reason !== body.reason))
      await announce(
        { deps, urls, log: req.log },
        {
          to: listing.owner,
          type: 'listing_rejected',
          title: `Your ${NOUN[kind]} was not approved`,
          message: `"${listing.title}" was not approved: ${body.reason}`,
          item: { type: listing.item, id, slug: listing.slug },
          propertyId: kind === 'property' ? id : null,
          image: listing.image,
        },
      );
    return { message: `${name} rejected`, data: await reviewed(deps.db, kind, id) };
  }) as Implementation<O>;
}
