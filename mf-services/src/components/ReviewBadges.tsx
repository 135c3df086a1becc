// A listing's review state and its switch, as its owner sees them (spec §4: approved, pending, rejected;
// active or inactive). Light tints with dark text, readable on every tint.
import { Badge, Group } from '@mantine/core';
import { useT } from '../i18n.ts';
import type { ListingDetail } from '../listing.ts';

const STATE_BADGE = { variant: 'light', c: 'dark.9' } as const;

/** The state badges of one of the owner's listings. */
export function ReviewBadges({ listing }: { listing: Pick<ListingDetail, 'request_status' | 'status'> }) {
  const t = useT();
  const active = listing.status === 1;
  return (
    <Group gap={4} data-testid="review-badges">
      {listing.request_status === 'approved' && (
        <Badge {...STATE_BADGE} color="green" data-testid="badge-approved">
          {t('stateApproved')}
        </Badge>
      )}
      {listing.request_status === 'pending' && (
        <Badge {...STATE_BADGE} color="yellow" data-testid="badge-pending">
          {t('statePending')}
        </Badge>
      )}
      {listing.request_status === 'rejected' && (
        <Badge {...STATE_BADGE} color="red" data-testid="badge-rejected">
          {t('stateRejected')}
        </Badge>
      )}
      {listing.request_status === 'approved' && (
        <Badge
          {...STATE_BADGE}
          color={active ? 'teal' : 'gray'}
          data-testid={active ? 'badge-active' : 'badge-inactive'}
        >
          {active ? t('active') : t('stateInactive')}
        </Badge>
      )}
    </Group>
  );
}
