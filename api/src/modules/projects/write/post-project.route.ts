import { postProject } from '@abode/shared/operations';
import { editProjectFields, PROJECT_WRITE_MESSAGES as M, postProjectFields } from '@abode/shared/wire';
import { implement } from '../../../lib/define-route.ts';
import { parseInput } from '../../../lib/validation.ts';
import { collectProjectForm } from './form.ts';
import { assertProfileComplete, ownerView, ownProject } from './manage.ts';
import { saveProject } from './save.ts';

/**
 * POST /api/post_project (multipart; encoding in shared/src/wire/project-write.ts): creates a project, or
 * edits one when `id` is sent (owner only; `slug_id` kept unless another is sent). Needs a complete profile;
 * a new project also needs a package with `project_list` units left (one is used in the same transaction as
 * the insert). A new project is pending review (inactive) until an admin approves it, unless the setting
 * `auto_approve` is '1' and the owner is verified (upstream).
 */
export default implement(postProject, async ({ user, deps, urls, req }) => {
  const { fields, files } = collectProjectForm(req.body);
  if (fields.id !== undefined && fields.id !== '') {
    const { id, ...rest } = parseInput(editProjectFields, fields);
    const old = await ownProject(deps.db, user, id);
    assertProfileComplete(user);
    await saveProject(deps, user, rest, files, old);
    return { message: M.updated, data: await ownerView(deps.db, user, urls, id) };
  }
  assertProfileComplete(user);
  const input = parseInput(postProjectFields, fields);
  const id = await saveProject(deps, user, input, files);
  return { message: M.posted, data: await ownerView(deps.db, user, urls, id) };
});
