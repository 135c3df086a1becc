// The verification overview (/user/verification): the agent, builder and tenant applications with their
// state and the next step. Visitors are sent to the login page, which brings them back here.
import { ErrorState, useSession } from '@abode/shared';
import { VERIFICATION_KINDS, type VerificationKind } from '@abode/shared/wire';
import { Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { VerificationStateNote, VerificationStatusBadge } from '../components/VerificationState.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';
import { KIND_TITLE, VERIFICATION_PATH, verificationPathOf } from '../verification.kinds.ts';
import { statusOf, verificationQueries } from '../verification.queries.ts';

function KindCard({ userId, kind }: { userId: number; kind: VerificationKind }) {
  const t = useT();
  const application = useQuery(verificationQueries.application(userId, kind));
  const title = t(KIND_TITLE[kind]);
  const headingId = `verification-${kind}-title`;
  const status = statusOf(application.data);

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      data-testid={`kind-${kind}`}
    >
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {application.isPending ? (
          <Loader size="sm" aria-label={t('loading')} />
        ) : application.isError ? (
          <ErrorState
            message={application.error.message}
            onRetry={() => application.refetch()}
            retryLabel={t('retry')}
          />
        ) : (
          <>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('verificationStatusLabel')}:
              </Text>
              <VerificationStatusBadge status={status} label={title} />
            </Group>
            <VerificationStateNote status={status} reason={application.data?.reason ?? null} />
            {(status === 'initial' || status === 'failed') && (
              <Button
                component={Link}
                to={verificationPathOf(kind)}
                mt="auto"
                style={{ alignSelf: 'flex-start' }}
                aria-label={`${status === 'failed' ? t('verificationApplyAgain') : t('verificationApply')}: ${title}`}
              >
                {status === 'failed' ? t('verificationApplyAgain') : t('verificationApply')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The verification overview page. */
export function VerificationPage() {
  const t = useT();
  const session = useSession();
  useDocumentTitle(t('verificationTitle'));
  if (!session.isLoggedIn || !session.user)
    return <Navigate to={link('login', {}, { returnTo: VERIFICATION_PATH })} replace />;
  return (
    <Stack>
      <Title order={1}>{t('verificationTitle')}</Title>
      <Text>{t('verificationIntro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {VERIFICATION_KINDS.map((kind) => (
          <KindCard key={kind} userId={session.user?.id ?? 0} kind={kind} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
