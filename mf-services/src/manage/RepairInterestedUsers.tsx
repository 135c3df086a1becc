// The owner's panel of the users interested in one of their repair works: the shared panel (name, contact, since
// when; Approve and Shortlist toggles showing their state; paged; an approved-only switch) with this section's
// calls (get_repairworks_interested_users, repairworks_approved_users, repairworks_interested_approval,
// repairworks_shortlist-approval), its words, and a link per user to chat with them about this repair work.
import { fill, InterestedUsers, type InterestedUsersLabels, roleHref } from '@abode/shared';
import { Button } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import { decideRepairInterest, repairQueries } from '../repair.queries.ts';

/** Users per page of the panel. */
export const INTERESTED_PAGE_SIZE = 10;

/** The interested users of the owner's repair work, with approve and shortlist toggles and a chat link each. */
export function RepairInterestedUsers({ repairId }: { repairId: number }) {
  const t = useT();
  const labels = useMemo<InterestedUsersLabels>(
    () => ({
      heading: t('interestedUsers'),
      empty: t('noInterestedUsers'),
      approvedOnly: t('approvedOnly'),
      emptyApproved: t('noApprovedUsers'),
      approve: t('approve'),
      approved: t('interestApproved'),
      approveUser: t('approveUser'),
      approvedUser: t('approvedUser'),
      revokeApproval: t('revokeApproval'),
      shortlist: t('shortlist'),
      shortlisted: t('interestShortlisted'),
      shortlistUser: t('shortlistUser'),
      shortlistedUser: t('shortlistedUser'),
      removeFromShortlist: t('removeFromShortlist'),
      interestedSince: t('interestedSince'),
    }),
    [t],
  );
  return (
    <InterestedUsers
      list={({ approvedOnly, offset, limit }) => repairQueries.users(repairId, approvedOnly, offset, limit)}
      listRoot={repairQueries.usersOf(repairId)}
      decide={(decision, userId, on) => decideRepairInterest(decision, repairId, userId, on)}
      labels={labels}
      pageSize={INTERESTED_PAGE_SIZE}
      // Inside the dialog, whose title (the repair work's) is the level-2 heading.
      headingOrder={3}
      actions={(user) => (
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={roleHref('chat', { user_id: user.id, repair_work_id: repairId }) ?? '/'}
          aria-label={fill(t('chatWithUser'), { name: user.name })}
          data-testid="chat-with-user"
        >
          {t('chat')}
        </Button>
      )}
    />
  );
}
