// The verified badge: shown for a verification an admin approved.

import { Badge } from '@mantine/core';
import { useT } from '../i18n.ts';

/** A "Verified" badge; `label` names what was verified (e.g. "Agent verification") for screen readers. */
export function VerifiedBadge({ label }: { label?: string }) {
  const t = useT();
  return (
    <Badge
      color="brand"
      variant="filled"
      leftSection={<span aria-hidden="true">✓</span>}
      aria-label={label ? `${label}: ${t('verified')}` : t('verified')}
      data-testid="verified-badge"
    >
      {t('verified')}
    </Badge>
  );
}
