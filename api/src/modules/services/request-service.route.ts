import { requestService } from '@abode/shared/operations';
import { SERVICE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { isVisible, ownsListing } from '../listing-kit/listing.service.ts';
import { insertServiceRequest, serviceRepository } from './services.repository.ts';

/**
 * POST /api/request-service (form or JSON: `service_id`, optional `message`): the caller asks a visible
 * service's provider to contact them. Not on one's own service (403). One request per user and service: a
 * repeat answers 400 ALREADY_EXISTS 'You have already requested this service' and stores nothing.
 */
export default implement(requestService, async ({ body, user, deps }) => {
  const row = await serviceRepository.find(deps.db, { id: body.service_id });
  if (!row || !isVisible(row.service)) throw new ApiError('NOT_FOUND', M.serviceNotFound);
  if (ownsListing(row.service, user)) throw new ApiError('FORBIDDEN', M.ownRequest);
  const stored = await insertServiceRequest(deps.db, {
    service_id: row.service.id,
    user_id: user.id,
    message: body.message,
  });
  if (!stored) throw new ApiError('ALREADY_EXISTS', M.alreadyRequested);
  return {
    message: M.requested,
    data: {
      id: stored.id,
      service_id: stored.service_id,
      user_id: stored.user_id,
      message: stored.message,
      status: stored.status,
      created_at: stored.created_at.toISOString(),
    },
  };
});
