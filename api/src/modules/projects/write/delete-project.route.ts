import { deleteProject as deleteProjectOp } from '@abode/shared/operations';
import { PROJECT_WRITE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../../lib/define-route.ts';
import { deleteProject, ownProject } from './manage.ts';

/** POST /api/delete_project (`id`): the owner deletes a project, its relations and the files it uploaded. */
export default implement(deleteProjectOp, async ({ body, user, deps }) => {
  await ownProject(deps.db, user, body.id);
  await deleteProject(deps, user, body.id);
  return { message: M.deleted, data: [] };
});
