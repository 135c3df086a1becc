// The kinds a user is verified as (agent, builder, tenant), as badges beside their name on their own pages.

import { verificationKind } from '@abode/shared/wire';
import { Badge, Group } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useT } from '../i18n.ts';
import { KIND_TITLE } from '../verification.kinds.ts';
import { statusOf, verificationQueries } from '../verification.queries.ts';

/** Badges for each verified kind of the signed-in user; nothing while none is verified. */
export function VerifiedKinds({ userId }: { userId: number }) {
  const t = useT();
  const kinds = verificationKind.options;
  const results = useQueries({
    queries: kinds.map((kind) => ({ ...verificationQueries.application(userId, kind), meta: { silent: true } })),
  });
  const verified = kinds.filter((_, i) => statusOf(results[i]?.data) === 'success');
  if (!verified.length) return null;
  return (
    <Group gap="xs" data-testid="verified-kinds">
      {verified.map((kind) => (
        <Badge key={kind} color="brand" variant="filled" leftSection={<span aria-hidden="true">✓</span>}>
          {`${t(KIND_TITLE[kind])}: ${t('verified')}`}
        </Badge>
      ))}
    </Group>
  );
}
