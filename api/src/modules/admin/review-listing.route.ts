import { adminReasonBody } from '@abode/shared/wire';
import { type AnyRoute, defineRoute } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { idParams } from '../../lib/validation.ts';
import { findListing, type ListingKind, reviewListing } from './admin.repository.ts';

const NOUN: Record<ListingKind, { path: string; name: string }> = {
  property: { path: 'properties', name: 'Property' },
  project: { path: 'projects', name: 'Project' },
};

function approveRoute(kind: ListingKind): AnyRoute {
  const { path, name } = NOUN[kind];
  return defineRoute({
    method: 'POST',
    url: `/api/admin/${path}/:id/approve`,
    auth: 'admin',
    params: idParams,
    handler: async ({ params: { id }, deps }) => {
      if (!(await findListing(deps.db, kind, id))) throw new ApiError('NOT_FOUND', `${name} not found`);
      await reviewListing(deps.db, kind, id, { approve: true });
      return { message: `${name} approved`, data: await findListing(deps.db, kind, id) };
    },
  });
}

function rejectRoute(kind: ListingKind): AnyRoute {
  const { path, name } = NOUN[kind];
  return defineRoute({
    method: 'POST',
    url: `/api/admin/${path}/:id/reject`,
    auth: 'admin',
    params: idParams,
    body: adminReasonBody,
    handler: async ({ params: { id }, deps, body }) => {
      if (!(await findListing(deps.db, kind, id))) throw new ApiError('NOT_FOUND', `${name} not found`);
      await reviewListing(deps.db, kind, id, { approve: false, reason: body.reason });
      return { message: `${name} rejected`, data: await findListing(deps.db, kind, id) };
    },
  });
}

/**
 * POST /api/admin/properties/:id/approve|reject and /api/admin/projects/:id/approve|reject (admin). Approval
 * sets request_status approved and status 1; rejection (body `reason`, required) sets rejected and status 0
 * and keeps the reason in `reject_reasons`, as upstream. Both are idempotent.
 */
export default [
  approveRoute('property'),
  rejectRoute('property'),
  approveRoute('project'),
  rejectRoute('project'),
] satisfies AnyRoute[];
