// The user's dashboard (/user/dashboard): a greeting, the completeness state of spec §5 and the ways into the
// user's own pages. No counts: the API gives none yet, and made-up numbers would mislead.

import { fill, PageLoader, paths, useT } from '@abode/shared';
import { Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ProfileCompleteness } from '../components/profile/ProfileCompleteness.tsx';
import { SignInRedirect, useSignedInPage } from '../components/profile/SignInRedirect.tsx';
import { VerifiedKinds } from '../components/VerifiedKinds.tsx';
import { profileQueries } from '../profile.api.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

const LINKS = [
  { to: paths.addProperty(), title: 'dashboardPost', hint: 'dashboardPostHint' },
  { to: paths.userProperties(), title: 'dashboardListings', hint: 'dashboardListingsHint' },
  { to: paths.favouriteProperties(), title: 'dashboardFavourites', hint: 'dashboardFavouritesHint' },
  { to: paths.interestedProperties(), title: 'dashboardInterested', hint: 'dashboardInterestedHint' },
  { to: paths.personalizeFeed(), title: 'dashboardFeed', hint: 'dashboardFeedHint' },
  { to: paths.subscriptionPlan(), title: 'dashboardSubscriptions', hint: 'dashboardSubscriptionsHint' },
  { to: '/user/verification', title: 'dashboardVerification', hint: 'dashboardVerificationHint' },
  { to: paths.profile(), title: 'dashboardProfile', hint: 'dashboardProfileHint' },
  { to: paths.chat(), title: 'dashboardChat', hint: 'dashboardChatHint' },
] as const;

/** The dashboard page. */
export function DashboardPage() {
  const t = useT();
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
          {LINKS.map((link) => (
            <UnstyledButton key={link.to} component={Link} to={link.to} h="100%">
              <Card withBorder h="100%">
                <Text fw={600}>{t(link.title)}</Text>
                <Text size="sm" c="dimmed">
                  {t(link.hint)}
                </Text>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}
