import { sendMessage } from '@abode/shared/operations';
import { ApiError } from '../../lib/errors.ts';
import { propertyExists } from './chat.repository.ts';
import { sendRoute } from './conversation-routes.ts';

/** POST /api/send_message (multipart): receiver_id, property_id, message. Any property that exists. */
export default sendRoute(sendMessage, 'property', async (deps, _sender, _receiver, propertyId) => {
  if (!(await propertyExists(deps.db, propertyId))) throw new ApiError('NOT_FOUND', 'Property not found');
});
