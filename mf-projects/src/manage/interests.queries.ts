// Interests in projects, keyed under the projects root: the builder's side (who is interested in MY project,
// get_interested_project; approve or shortlist, interested-approval-project) and the user's own (the projects I
// showed interest in with the builder's decision, my-interested?type=project). Both change through someone
// else's hands (a new interest, the builder's decision), so they are read afresh on every visit.
import { type ApiEnvelope, call } from '@abode/shared';
import { getInterestedProject, interestedApprovalProject, myInterested } from '@abode/shared/operations';
import type { InterestedProject, InterestedUser } from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PROJECTS_ROOT } from '../project.queries.ts';

export const interestQueries = {
  /** Every page of the interested users of every project. */
  usersAll: () => [...PROJECTS_ROOT, 'interested-users'] as const,
  /** Every page of the interested users of one project. */
  usersOf: (projectId: number) => [...interestQueries.usersAll(), projectId] as const,
  /** One page of the users interested in the builder's project (anyone else is refused with a 404). */
  users: (projectId: number, offset: number, limit: number) =>
    queryOptions({
      queryKey: [...interestQueries.usersOf(projectId), offset, limit] as const,
      // Read as any list answer of the shared list (an ApiEnvelope).
      queryFn: ({ signal }): Promise<ApiEnvelope<InterestedUser[]>> =>
        call(getInterestedProject, { query: { project_id: projectId, offset, limit } }, { signal }),
      staleTime: 0,
    }),
  /** Every page of the signed-in user's interests in projects. */
  mineAll: () => [...PROJECTS_ROOT, 'my-interested'] as const,
  /** One page of the visible projects the user showed interest in, each with the builder's decision. */
  mine: (userId: number, offset: number, limit: number) =>
    queryOptions({
      queryKey: [...interestQueries.mineAll(), userId, offset, limit] as const,
      // Keyed under the projects root, not by the operation (whose tag is 'properties'): project writes refresh it.
      queryFn: async ({ signal }) => {
        const answer = await call(myInterested, { query: { type: 'project', offset, limit } }, { signal });
        return { ...answer, data: answer.data as InterestedProject[] };
      },
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};

/** GET interested-approval-project: approve or shortlist (`on`) an interest in MY project, or take it back. */
export const decideProjectInterest = (
  decision: 'approve' | 'shortlist',
  projectId: number,
  userId: number,
  on: boolean,
): Promise<{ data?: Partial<InterestedUser> | undefined }> =>
  call(interestedApprovalProject, {
    query: { project_id: projectId, user_id: userId, status: on ? 1 : 0, type: decision },
  });
