// Shown on the login and register pages to someone already signed in: who it is, and a way home.

import type { SessionUser } from '@abode/shared';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';

/** Who is signed in, with a link home. */
export function SignedInNotice({ user }: { user: SessionUser }) {
  const t = useT();
  return (
    <Alert color="brand" data-testid="signed-in-notice">
      <Text>
        {t('signedInAs')}{' '}
        <Text span fw={600}>
          {user.name || user.email}
        </Text>
        {user.name && user.email ? ` (${user.email})` : ''}.
      </Text>
      <Anchor component={Link} to={'/'} mt="xs" display="inline-block">
        {t('backHome')}
      </Anchor>
    </Alert>
  );
}
