// The owner's view of the users interested in a listing, mounted on the owner's property page and on the detail
// page: the shared panel (approve and shortlist toggles that show their state, paged) with this section's calls
// (get_interested_users, or approved-users for the approved-only filter; interested-approval, shortlist-approval)
// and words.
import { InterestedUsers, type InterestedUsersLabels } from '@abode/shared';
import { useMemo } from 'react';
import { useT } from '../i18n.ts';
import { decideInterest, engagementQueries } from './engagement.queries.ts';

/** Props of {@link InterestedUsersPanel}: the owner's listing, by id (preferred) or slug. */
export interface InterestedUsersPanelProps {
  propertyId: number;
  slugId: string;
}

/** The interested users of the owner's listing, with approve and shortlist toggles. */
export function InterestedUsersPanel({ propertyId, slugId }: InterestedUsersPanelProps) {
  const t = useT();
  const labels = useMemo<InterestedUsersLabels>(
    () => ({
      heading: t('engInterestedUsers'),
      empty: t('engNoInterestedUsers'),
      approvedOnly: t('engApprovedOnly'),
      emptyApproved: t('engNoApprovedUsers'),
      approve: t('engApprove'),
      approved: t('engStatusApproved'),
      approveUser: t('engApproveUser'),
      approvedUser: t('engApprovedUser'),
      revokeApproval: t('engRevokeApproval'),
      shortlist: t('engShortlist'),
      shortlisted: t('engStatusShortlisted'),
      shortlistUser: t('engShortlistUser'),
      shortlistedUser: t('engShortlistedUser'),
      removeFromShortlist: t('engRemoveFromShortlist'),
      interestedSince: t('engInterestedSince'),
    }),
    [t],
  );
  return (
    <InterestedUsers
      list={({ approvedOnly, offset, limit }) =>
        engagementQueries.interestedUsers({ propertyId, slugId }, approvedOnly, offset, limit)
      }
      listRoot={engagementQueries.interestedUsersAll()}
      decide={(decision, userId, on) => decideInterest(decision, propertyId, userId, on)}
      canDecide={propertyId > 0}
      labels={labels}
    />
  );
}
