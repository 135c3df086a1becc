import { MESSAGE_REQUIRED, sendMessageBody } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { findActiveCustomer, insertMessage, isBlocked, propertyExists } from './chat.repository.ts';
import { isPresent } from './chat.service.ts';

/**
 * POST /api/send_message (multipart): a text message about a property. The sender is always the token's
 * user; a `sender_id` in the body is ignored. Files and audio come later.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/send_message',
  auth: 'required',
  body: sendMessageBody,
  handler: async ({ body, user, deps }) => {
    const text = body.message ?? '';
    const hasFile = isPresent(body.file) || isPresent(body.audio);
    if (!text && !hasFile) throw new ApiError('VALIDATION', MESSAGE_REQUIRED);
    if (hasFile) throw new ApiError('NOT_SUPPORTED', 'Attachments are not supported yet.');
    if (body.receiver_id === user.id) throw new ApiError('VALIDATION', 'You cannot send a message to yourself.');
    if (!(await findActiveCustomer(deps.db, body.receiver_id))) throw new ApiError('NOT_FOUND', 'User not found');
    if (!(await propertyExists(deps.db, body.property_id))) throw new ApiError('NOT_FOUND', 'Property not found');
    // Upstream's texts, word for word.
    if (await isBlocked(deps.db, user.id, body.receiver_id)) throw new ApiError('BLOCKED', 'You have blocked user');
    if (await isBlocked(deps.db, body.receiver_id, user.id)) throw new ApiError('BLOCKED', 'You are blocked by user');
    const id = await insertMessage(deps.db, {
      sender_id: user.id,
      receiver_id: body.receiver_id,
      property_id: body.property_id,
      message: text,
    });
    return { message: 'Data Store Successfully', id };
  },
});
