import { changeProjectStatus } from '@abode/shared/operations';
import { PROJECT_WRITE_MESSAGES as M } from '@abode/shared/wire';
import { eq } from 'drizzle-orm';
import { projects } from '../../../db/schema.ts';
import { implement } from '../../../lib/define-route.ts';
import { ApiError } from '../../../lib/errors.ts';
import { ownProject } from './manage.ts';

/** POST /api/change-project-status (`project_id`, `status` 0|1): the owner (de)activates an approved project. */
export default implement(changeProjectStatus, async ({ body, user, deps }) => {
  const p = await ownProject(deps.db, user, body.project_id);
  if (p.request_status !== 'approved') throw new ApiError('VALIDATION', M.mustBeApproved);
  await deps.db.update(projects).set({ status: body.status, updated_at: new Date() }).where(eq(projects.id, p.id));
  return { message: M.statusUpdated, data: [] };
});
