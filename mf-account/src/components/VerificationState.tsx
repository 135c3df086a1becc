// The state of one application (spec §4): initial → Apply; pending → Under review; success → the
// verified badge; failed → the admin's reason and Apply again.
import { fill } from '@abode/shared';
import type { VerificationStatus } from '@abode/shared/wire';
import { Badge, Text } from '@mantine/core';
import { useT } from '../i18n.ts';
import { VerifiedBadge } from './VerifiedBadge.tsx';

/** The status badge of an application. */
export function VerificationStatusBadge({ status, label }: { status: VerificationStatus; label: string }) {
  const t = useT();
  if (status === 'success') return <VerifiedBadge label={label} />;
  if (status === 'pending')
    return (
      <Badge color="yellow" variant="light" data-testid="status-pending">
        {t('verificationUnderReview')}
      </Badge>
    );
  if (status === 'failed')
    return (
      <Badge color="red" variant="light" data-testid="status-failed">
        {t('verificationFailed')}
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" data-testid="status-initial">
      {t('verificationNotApplied')}
    </Badge>
  );
}

/** The sentence under the badge: what the state means, or the failure reason (as text, never markup). */
export function VerificationStateNote({ status, reason }: { status: VerificationStatus; reason: string | null }) {
  const t = useT();
  if (status === 'pending') return <Text size="sm">{t('verificationPendingNotice')}</Text>;
  if (status === 'success') return <Text size="sm">{t('verificationVerifiedNotice')}</Text>;
  if (status === 'failed' && reason)
    return (
      <Text size="sm" c="red.8" data-testid="failure-reason">
        {fill(t('verificationReason'), { reason })}
      </Text>
    );
  return null;
}
