// The application page of one kind (/user/verification/:kind, kind = agent | builder | tenant). The form
// shows only when an application is possible (none yet, or a failed one, whose reason is shown above it);
// otherwise the current state does. Visitors are sent to the login page, which brings them back here.
import { ErrorState, PageLoader, useSession } from '@abode/shared';
import type { VerificationKind } from '@abode/shared/wire';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { VerificationForm } from '../components/VerificationForm.tsx';
import { VerificationStateNote, VerificationStatusBadge } from '../components/VerificationState.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';
import { KIND_TITLE, kindFromParam, VERIFICATION_PATH, verificationPathOf } from '../verification.kinds.ts';
import { statusOf, verificationQueries } from '../verification.queries.ts';

function Application({ userId, kind }: { userId: number; kind: VerificationKind }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const application = useQuery(verificationQueries.application(userId, kind));
  const status = statusOf(application.data);
  const canApply = application.isSuccess && (status === 'initial' || status === 'failed');
  const fields = useQuery({ ...verificationQueries.fields(userId, kind), enabled: canApply });
  const title = t(KIND_TITLE[kind]);

  if (application.isPending) return <PageLoader label={t('loading')} />;
  if (application.isError)
    return (
      <ErrorState message={application.error.message} onRetry={() => application.refetch()} retryLabel={t('retry')} />
    );

  return (
    <Stack>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('verificationStatusLabel')}:
        </Text>
        <VerificationStatusBadge status={status} label={title} />
      </Group>
      <VerificationStateNote status={status} reason={application.data?.reason ?? null} />
      {canApply &&
        (fields.isPending ? (
          <PageLoader label={t('loading')} />
        ) : fields.isError ? (
          <ErrorState message={fields.error.message} onRetry={() => fields.refetch()} retryLabel={t('retry')} />
        ) : fields.data.length === 0 ? (
          <Alert color="yellow">{t('verificationNoFields')}</Alert>
        ) : (
          <Paper withBorder p="lg" radius="md">
            <VerificationForm
              kind={kind}
              fields={fields.data}
              onSubmitted={(record) => {
                queryClient.setQueryData(verificationQueries.application(userId, kind).queryKey, record);
                for (const queryKey of verificationQueries.applications())
                  void queryClient.invalidateQueries({ queryKey });
                navigate(VERIFICATION_PATH);
              }}
            />
          </Paper>
        ))}
    </Stack>
  );
}

/** The application page of one kind. */
export function VerificationApplyPage() {
  const t = useT();
  const session = useSession();
  const { kind: raw } = useParams();
  const kind = kindFromParam(raw);
  useDocumentTitle(kind ? t(KIND_TITLE[kind]) : t('verificationTitle'));
  if (!session.isLoggedIn || !session.user)
    return (
      <Navigate to={link('login', {}, { returnTo: kind ? verificationPathOf(kind) : VERIFICATION_PATH })} replace />
    );

  const back = (
    <Anchor component={Link} to={VERIFICATION_PATH}>
      {t('verificationBack')}
    </Anchor>
  );
  if (!kind)
    return (
      <Stack>
        <Title order={1}>{t('verificationTitle')}</Title>
        <Alert color="yellow" role="alert">
          {t('pageNotFound')}
        </Alert>
        {back}
      </Stack>
    );
  return (
    <Stack maw={720}>
      {back}
      <Title order={1}>{t(KIND_TITLE[kind])}</Title>
      <Application userId={session.user.id} kind={kind} />
    </Stack>
  );
}
