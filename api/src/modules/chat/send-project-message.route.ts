import { sendProjectMessage } from '@abode/shared/operations';
import { PROJECT_CHAT_MESSAGES as M } from '@abode/shared/wire';
import { ApiError } from '../../lib/errors.ts';
import { hasInterest } from '../engagement/engagement.repository.ts';
import { findProjectFacts } from '../projects/engagement/project-engagement.repository.ts';
import { ownsProject } from '../projects/engagement/project-engagement.service.ts';
import { haveTalked } from './chat.repository.ts';
import { sendRoute } from './conversation-routes.ts';

/**
 * POST /api/send_project_message (multipart): receiver_id, project_id, message. A project conversation is
 * between its owner and one other user: anyone may write to the owner of a visible project; the owner may
 * write to a user who showed interest in the project or has written about it (whatever its status, so a
 * conversation survives the project being disabled). Not upstream (admin API reference §5).
 */
export default sendRoute(sendProjectMessage, 'project', async (deps, sender, receiver, projectId) => {
  const project = await findProjectFacts(deps.db, { id: projectId });
  const notFound = new ApiError('NOT_FOUND', M.projectNotFound);
  if (!project) throw notFound;
  if (ownsProject(project, sender)) {
    const party =
      (await hasInterest(deps.db, 'project', receiver.id, projectId)) ||
      (await haveTalked(deps.db, sender.id, receiver.id, 'project', projectId));
    if (!party) throw new ApiError('FORBIDDEN', M.notInterested);
    return;
  }
  if (!project.visible) throw notFound;
  if (!ownsProject(project, receiver)) throw new ApiError('FORBIDDEN', M.ownerOnly);
});
