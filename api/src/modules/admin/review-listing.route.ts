import { adminReasonBody } from '@abode/shared/wire';
import { type AnyRoute, defineRoute } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { idParams } from '../../lib/validation.ts';
import { announce, listingSummary, NOUN } from '../notifications/announce.ts';
import { findListing, type ListingKind, REVIEW_KINDS, reviewListing } from './admin.repository.ts';

function approveRoute(kind: ListingKind): AnyRoute {
  const { path, noun: name } = REVIEW_KINDS[kind];
  return defineRoute({
    method: 'POST',
    url: `/api/admin/${path}/:id/approve`,
    auth: 'admin',
    params: idParams,
    handler: async ({ params: { id }, deps, urls, req }) => {
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
      return { message: `${name} approved`, data: await findListing(deps.db, kind, id) };
    },
  });
}

function rejectRoute(kind: ListingKind): AnyRoute {
  const { path, noun: name } = REVIEW_KINDS[kind];
  return defineRoute({
    method: 'POST',
    url: `/api/admin/${path}/:id/reject`,
    auth: 'admin',
    params: idParams,
    body: adminReasonBody,
    handler: async ({ params: { id }, deps, body, urls, req }) => {
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
      return { message: `${name} rejected`, data: await findListing(deps.db, kind, id) };
    },
  });
}

/**
 * POST /api/admin/<path>/:id/approve|reject (admin) for every kind of REVIEW_KINDS: properties, projects,
 * services, repair-works, jv, constructions. Approval sets request_status approved and status 1; rejection (body
 * `reason`, required) sets rejected and status 0 and keeps the reason in `reject_reasons`, as upstream. Both are
 * idempotent. `data` is the review state: id, title, `added_by` (the poster), request_status, status,
 * reject_reason.
 */
export default (Object.keys(REVIEW_KINDS) as ListingKind[]).flatMap((kind) => [
  approveRoute(kind),
  rejectRoute(kind),
]) satisfies AnyRoute[];
