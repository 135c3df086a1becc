import { serviceRequestStatus } from '@abode/shared/operations';
import { SERVICE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { announceDecision } from '../notifications/decisions.ts';
import { setOwnerRequestStatus } from './services.repository.ts';
import { toOwnerRequest } from './services.service.ts';

/**
 * POST /api/service-request-status (form or JSON: `request_id`, `status` accepted|declined; ours, as
 * get-service-requests): the provider accepts or declines a request made on their service. Each call states the
 * state wanted (never a toggle), so a repeat leaves it as asked and a decision can be changed. A request on
 * someone else's service answers as a missing one (404), as repair-work approvals do. A change tells the requester
 * (decision 028); a repeat does not. `data` is the request
 * after the decision, as get-service-requests shows it.
 */
export default implement(serviceRequestStatus, async ({ body, user, deps, urls, req }) => {
  const decided = await setOwnerRequestStatus(deps.db, user, body.request_id, body.status);
  if (!decided) throw new ApiError('NOT_FOUND', M.requestNotFound);
  const { row } = decided;
  if (decided.changed)
    await announceDecision({ deps, urls, log: req.log }, row.request.user_id, user.id, {
      kind: 'service_request',
      serviceId: row.service.id,
      requestId: row.request.id,
      status: body.status,
    });
  return {
    message: body.status === 'accepted' ? M.requestAccepted : M.requestDeclined,
    data: toOwnerRequest(row, urls),
  };
});
