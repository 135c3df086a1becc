// DEMO_MODE (web-settings `demo_mode`): a strip fixed to the bottom of the window says the site is a demo where
// nothing can be changed (the API refuses every write but signing in and out). Fixed, it pushes nothing on the
// page when the settings arrive; the spacer it leaves after the footer keeps the footer's last line in reach.
import { settingsQueries, useSession } from '@abode/shared';
import { Box, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n.ts';
import classes from './DemoBanner.module.css';

export function DemoBanner() {
  const t = useT();
  const { user } = useSession();
  const settings = useQuery({ ...settingsQueries.web(user?.id ?? null), meta: { silent: true } });
  if ((settings.data?.data as { demo_mode?: unknown } | undefined)?.demo_mode !== true) return null;
  return (
    <>
      <div className={classes.spacer} aria-hidden="true" />
      <Box component="aside" aria-label={t('demoLabel')} className={classes.banner} data-testid="demo-banner">
        <Text size="sm" fw={600} ta="center">
          {t('demoNotice')}
        </Text>
      </Box>
    </>
  );
}
