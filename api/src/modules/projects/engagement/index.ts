import getInterestedProject from './get-interested-project.route.ts';
import interestedApprovalProject from './interested-approval-project.route.ts';

/**
 * The owner's side of interests in projects. Showing interest and favourites share the property routes
 * (interested_users, add_favourite with `project_id`); project chat lives in the chat module.
 */
export const projectEngagementRoutes = [getInterestedProject, interestedApprovalProject] as const;
