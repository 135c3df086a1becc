import { interestedApprovalProject } from '@abode/shared/operations';
import { implement } from '../../../lib/define-route.ts';
import { applyDecision } from '../../engagement/decision.ts';

/**
 * GET /api/interested-approval-project?project_id,user_id,status[,type]: approve (`type=approve`, the default)
 * or shortlist (`type=shortlist`) an interest in MY project (`status=1`), or take that back (`status=0`);
 * answers the updated interested user. One call where properties have interested-approval and
 * shortlist-approval, because the spec lists only this one for projects. Not upstream.
 */
export default implement(interestedApprovalProject, (ctx) =>
  applyDecision(
    ctx,
    'project',
    ctx.query.project_id,
    ctx.query.user_id,
    ctx.query.type === 'shortlist' ? 'is_shortlisted' : 'is_approved',
    ctx.query.status === 1,
  ),
);
