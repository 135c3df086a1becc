import { sendMessageRepair } from '@abode/shared/operations';
import { REPAIR_CHAT_MESSAGES as M } from '@abode/shared/wire';
import { ApiError } from '../../lib/errors.ts';
import { hasInterest } from '../engagement/engagement.repository.ts';
import { isVisible, ownsListing } from '../listing-kit/listing.service.ts';
import { repairRepository } from '../repairworks/repairworks.repository.ts';
import { haveTalked } from './chat.repository.ts';
import { sendRoute } from './conversation-routes.ts';

/**
 * POST /api/send-message-repair (multipart): receiver_id, repair_works_id (or repairworks_id), message. As
 * send_project_message: a repair-work conversation is between its owner and one other user; anyone may write to
 * the owner of a visible repair work; the owner may write to a user who showed interest in it or has written
 * about it (whatever its state, so a conversation survives the repair work being hidden). Either party having
 * blocked the other refuses it. Not upstream (admin API reference §5).
 */
export default sendRoute(sendMessageRepair, 'repair', async (deps, sender, receiver, repairId) => {
  const row = await repairRepository.find(deps.db, { id: repairId });
  const notFound = new ApiError('NOT_FOUND', M.repairNotFound);
  if (!row) throw notFound;
  if (ownsListing(row.repair, sender)) {
    const party =
      (await hasInterest(deps.db, 'repair_work', receiver.id, repairId)) ||
      (await haveTalked(deps.db, sender.id, receiver.id, 'repair', repairId));
    if (!party) throw new ApiError('FORBIDDEN', M.notInterested);
    return;
  }
  if (!isVisible(row.repair)) throw notFound;
  if (!ownsListing(row.repair, receiver)) throw new ApiError('FORBIDDEN', M.ownerOnly);
});
