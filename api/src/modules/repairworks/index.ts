import * as op from '@abode/shared/operations';
import { implementationsOf } from '../../lib/implementations.ts';
import getRepairworks from './get-repairworks.route.ts';
import getRepairworksCategory from './get-repairworks-category.route.ts';
import getRepairworksInterestedUsers from './get-repairworks-interested-users.route.ts';
import getRepairworksSubCategory from './get-repairworks-sub-category.route.ts';
import myRepairworkInterested from './my-repairwork-interested.route.ts';
import myRepairworks from './my-repairworks.route.ts';
import postRepairworks from './post-repairworks.route.ts';
import repairworksApprovedUsers from './repairworks-approved-users.route.ts';
import repairworksDelete from './repairworks-delete.route.ts';
import repairworksDetail from './repairworks-detail.route.ts';
import repairworksGet from './repairworks-get.route.ts';
import repairworksInterestedApproval from './repairworks-interested-approval.route.ts';
import repairworksInterestedUsers from './repairworks-interested-users.route.ts';
import repairworksShortlistApproval from './repairworks-shortlist-approval.route.ts';

/**
 * Repair works: category lookups, lists, detail, posting, the owner's list, delete, and interests with approve
 * and shortlist. Their chat lives in the chat module (get_chats-by-repair, get_messages-by-repair,
 * send-message-repair).
 */
export const repairWorkRoutes = [
  getRepairworksCategory,
  getRepairworksSubCategory,
  getRepairworks,
  // Made by functions typed by a wider operation type than their own: checked to implement these, in this order
  // (lib/implementations.ts), so that the composition is checked against the table.
  ...implementationsOf(
    [repairworksDetail, repairworksGet, postRepairworks],
    op.repairworksDetail,
    op.repairworksGet,
    op.postRepairworks,
  ),
  ...implementationsOf([myRepairworks], op.myRepairworks),
  ...implementationsOf([repairworksDelete], op.repairworksDelete),
  repairworksInterestedUsers,
  ...implementationsOf(
    [
      getRepairworksInterestedUsers,
      repairworksApprovedUsers,
      repairworksInterestedApproval,
      repairworksShortlistApproval,
    ],
    op.getRepairworksInterestedUsers,
    op.repairworksApprovedUsers,
    op.repairworksInterestedApproval,
    op.repairworksShortlistApproval,
  ),
  myRepairworkInterested,
] as const;
