// The user's dashboard (/user/dashboard): a greeting, the completeness state of spec §5 and the ways into the
// user's own pages, as the running sections declare them (dashboard slot). No counts: the API gives none yet, and made-up numbers would mislead.

import { fill, PageLoader, useSectionText, useSlot } from '@abode/shared';
import { Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ProfileCompleteness } from '../components/profile/ProfileCompleteness.tsx';
import { SignInRedirect, useSignedInPage } from '../components/profile/SignInRedirect.tsx';
import { VerifiedKinds } from '../components/VerifiedKinds.tsx';
import { useT } from '../i18n.ts';
import { profileQueries } from '../profile.api.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/** The dashboard page. */
export function DashboardPage() {
  const t = useT();
  const text = useSectionText();
  // The tiles every running section declares for the dashboard slot.
  const tiles = useSlot('dashboard');
  const { session, signedIn, signedOutHere } = useSignedInPage();
  useDocumentTitle(t('dashboard'));
  const query = useQuery({ ...profileQueries.me(session.user?.id ?? 0), enabled: signedIn, meta: { silent: true } });
  if (!session.isLoggedIn || !session.user) return signedOutHere ? null : <SignInRedirect />;
  // The session's own copy until the server answers (or if it cannot): completeness only needs these fields.
  const data = query.data ?? session.user;

  return (
    <Stack>
      <Title order={1}>{t('dashboard')}</Title>
      <VerifiedKinds userId={session.user.id} />
      <Text size="lg" data-testid="dashboard-greeting">
        {fill(t('dashboardGreeting'), { name: data.name || data.email || '' })}
      </Text>
      <Text c="dimmed">{t('dashboardIntro')}</Text>
      {query.isPending ? <PageLoader label={t('loading')} /> : <ProfileCompleteness data={data} linkToProfile />}
      <nav aria-label={t('dashboard')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {tiles.map((tile) => (
            <UnstyledButton
              key={`${tile.section}:${tile.id}`}
              component={Link}
              to={tile.href}
              h="100%"
              data-slot-entry={`${tile.section}:${tile.id}`}
            >
              <Card withBorder h="100%">
                <Text fw={600}>{text(tile.section, tile.label)}</Text>
                {tile.description && (
                  <Text size="sm" c="dimmed">
                    {text(tile.section, tile.description)}
                  </Text>
                )}
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}
