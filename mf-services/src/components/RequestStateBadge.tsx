// The state of a request for a service (pending until its provider accepts or declines it), as the provider's
// inbox and the requester's view of the service show it. Light tints with dark text, readable on every tint.
import type { ServiceRequestStatus } from '@abode/shared/wire';
import { Badge } from '@mantine/core';
import { useT } from '../i18n.ts';

const LOOK = {
  pending: { color: 'yellow', label: 'requestPending' },
  accepted: { color: 'green', label: 'requestAccepted' },
  declined: { color: 'red', label: 'requestDeclined' },
} as const;

/** A request's state as a badge (`data-status` says it to tests and styles). */
export function RequestStateBadge({ status }: { status: ServiceRequestStatus }) {
  const t = useT();
  return (
    <Badge variant="light" c="dark.9" color={LOOK[status].color} data-testid="request-status" data-status={status}>
      {t(LOOK[status].label)}
    </Badge>
  );
}
