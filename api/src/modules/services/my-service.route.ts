import { myService } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { listMessage } from '../listing-kit/listing.service.ts';
import { findOwnServices } from './services.repository.ts';
import { toServiceDetails } from './services.service.ts';

/**
 * GET /api/my-service?offset,limit,request_status,id,slug_id: the caller's services in every review state,
 * newest first, each as the detail answers it (with its latest `reject_reason`).
 */
export default implement(myService, async ({ query, user, deps, urls }) => {
  const { total, rows } = await findOwnServices(deps.db, user.id, query);
  const data = await toServiceDetails(deps.db, rows, user, urls);
  return { message: listMessage(data.length), total, data };
});
