import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import { RouteReady } from '../layout/RouteReady.tsx';

/** Unknown paths. */
export function NotFoundPage() {
  const t = useT();
  return (
    <Stack align="center" py="xl" data-testid="not-found">
      <Title order={1}>{t('pageNotFound')}</Title>
      <Text c="dimmed">404</Text>
      <Button component={Link} to="/">
        {t('backHome')}
      </Button>
      <RouteReady />
    </Stack>
  );
}
