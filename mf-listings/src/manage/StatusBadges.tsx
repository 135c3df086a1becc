// A listing's state as badges, and the admin's reason when it was rejected.
import { fill } from '@abode/shared';
import type { AddedProperty } from '@abode/shared/wire';
import { Alert, Badge, Group } from '@mantine/core';
import { useT } from '../i18n.ts';
import { statusBadges } from './listing-status.ts';

/** The badges of a listing's state. */
export function StatusBadges({ property }: { property: AddedProperty }) {
  const t = useT();
  return (
    <Group gap={6} data-testid="status-badges">
      {statusBadges(property).map((b) => (
        <Badge key={b.testId} color={b.color} variant="light" c="dark.9" data-testid={b.testId}>
          {t(b.key)}
        </Badge>
      ))}
    </Group>
  );
}

/** The reject reason of a rejected listing (nothing otherwise). */
export function RejectReason({ property }: { property: AddedProperty }) {
  const t = useT();
  if (property.request_status !== 'rejected') return null;
  const reason = property.reject_reason?.reason;
  return (
    <Alert color="red" variant="light" p="xs" data-testid="reject-reason">
      {reason ? fill(t('manageRejectReason'), { reason }) : t('manageRejectNoReason')}
    </Alert>
  );
}
