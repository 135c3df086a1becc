// What the signed-in-only pages show a visitor: a short note and a way to log in and come back.
import { roleHref } from '@abode/shared';
import { Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useT } from '../i18n.ts';

/** A prompt to log in, returning to the current page afterwards. */
export function LoginNeeded() {
  const t = useT();
  const location = useLocation();
  return (
    <Stack align="flex-start" data-testid="login-required">
      <Text>{t('engLoginRequired')}</Text>
      <Button component={Link} to={roleHref('signIn', { returnTo: `${location.pathname}${location.search}` }) ?? '/'}>
        {t('login')}
      </Button>
    </Stack>
  );
}
