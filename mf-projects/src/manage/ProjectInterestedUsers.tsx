// The builder's panel of the users interested in one of their projects: the shared panel (name, contact, since
// when; Approve and Shortlist toggles that show their state; paged) with this section's calls
// (get_interested_project, interested-approval-project) and words. The API answers anyone but the owner with the
// 404 of a missing project, which the panel shows as it is.
import { InterestedUsers, type InterestedUsersLabels } from '@abode/shared';
import { useMemo } from 'react';
import { useT } from '../i18n.ts';
import { decideProjectInterest, interestQueries } from './interests.queries.ts';

/** Users per page of the panel. */
export const INTERESTED_PAGE_SIZE = 10;

/** The interested users of the builder's project, with approve and shortlist toggles. */
export function ProjectInterestedUsers({ projectId }: { projectId: number }) {
  const t = useT();
  const labels = useMemo<InterestedUsersLabels>(
    () => ({
      heading: t('projectInterestedUsers'),
      empty: t('projectNoInterestedUsers'),
      approve: t('projectApprove'),
      approved: t('projectInterestApproved'),
      approveUser: t('projectApproveUser'),
      approvedUser: t('projectApprovedUser'),
      revokeApproval: t('projectRevokeApproval'),
      shortlist: t('projectShortlist'),
      shortlisted: t('projectInterestShortlisted'),
      shortlistUser: t('projectShortlistUser'),
      shortlistedUser: t('projectShortlistedUser'),
      removeFromShortlist: t('projectRemoveFromShortlist'),
      interestedSince: t('projectInterestedSince'),
    }),
    [t],
  );
  return (
    <InterestedUsers
      list={({ offset, limit }) => interestQueries.users(projectId, offset, limit)}
      listRoot={interestQueries.usersOf(projectId)}
      decide={(decision, userId, on) => decideProjectInterest(decision, projectId, userId, on)}
      labels={labels}
      pageSize={INTERESTED_PAGE_SIZE}
      // Inside the dialog, whose title (the project's) is the level-2 heading.
      headingOrder={3}
    />
  );
}
