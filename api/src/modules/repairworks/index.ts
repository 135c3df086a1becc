import type { AnyRoute } from '../../lib/define-route.ts';
import getRepairworks from './get-repairworks.route.ts';
import getRepairworksCategory from './get-repairworks-category.route.ts';
import getRepairworksInterestedUsers from './get-repairworks-interested-users.route.ts';
import getRepairworksSubCategory from './get-repairworks-sub-category.route.ts';
import myRepairworkInterested from './my-repairwork-interested.route.ts';
import myRepairworks from './my-repairworks.route.ts';
import postRepairworks from './post-repairworks.route.ts';
import repairworksDecision from './repairworks-decision.route.ts';
import repairworksDelete from './repairworks-delete.route.ts';
import repairworksDetail from './repairworks-detail.route.ts';
import repairworksInterestedUsers from './repairworks-interested-users.route.ts';

/**
 * Repair works: category lookups, lists, detail, posting, the owner's list, delete, and interests with approve
 * and shortlist. Their chat lives in the chat module (get_chats-by-repair, get_messages-by-repair,
 * send-message-repair).
 */
export const repairWorkRoutes: AnyRoute[] = [
  getRepairworksCategory,
  getRepairworksSubCategory,
  getRepairworks,
  ...repairworksDetail,
  postRepairworks,
  myRepairworks,
  repairworksDelete,
  repairworksInterestedUsers,
  ...getRepairworksInterestedUsers,
  ...repairworksDecision,
  myRepairworkInterested,
];
