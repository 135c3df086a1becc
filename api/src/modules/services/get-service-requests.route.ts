import { getServiceRequests } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { listMessage } from '../listing-kit/listing.service.ts';
import { findOwnerRequests } from './services.repository.ts';
import { toOwnerRequest } from './services.service.ts';

/**
 * GET /api/get-service-requests?service_id,status,offset,limit (ours: the spec names request-service but no
 * call for the provider to read the requests): the requests made on the caller's own services (an admin's
 * also on the admin's listings), newest first, each with the service asked and the requester's name, photo,
 * mobile and e-mail — reaching the requester is what a request is for. `service_id` narrows to one service
 * (someone else's gives an empty list), `status` to pending, accepted or declined; `total` counts every match.
 */
export default implement(getServiceRequests, async ({ query, user, deps, urls }) => {
  const { total, rows } = await findOwnerRequests(deps.db, user, query);
  return { message: listMessage(rows.length), total, data: rows.map((r) => toOwnerRequest(r, urls)) };
});
