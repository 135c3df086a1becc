// /user/blocked-users: the people the signed-in user has blocked, with the reason they gave, and Unblock.
// Visitors are asked to log in and nothing is fetched.
import {
  EmptyState,
  ErrorState,
  formatDate,
  notify,
  PageButtons,
  PageLoader,
  useDirection,
  useSession,
} from '@abode/shared';
import type { BlockedUser } from '@abode/shared/wire';
import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePage } from '../components/people/PeopleListPage.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { BLOCK_INVALIDATES, blockedQueries, unblockUser } from '../people.queries.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

const PAGE_SIZE = 20;

function BlockedRow({ person, locale }: { person: BlockedUser; locale: string }) {
  const t = useT();
  const unblock = useMutation({
    mutationKey: ['blocked-users', 'unblock', person.id],
    meta: { silent: true, invalidates: BLOCK_INVALIDATES },
    mutationFn: unblockUser,
  });
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="blocked-user">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group wrap="nowrap" align="flex-start" miw={0}>
          <Avatar src={person.profile || null} alt="" radius="xl" name={person.name} color="initials" />
          <Stack gap={2} miw={0}>
            <Text fw={600} dir="auto">
              {person.name}
            </Text>
            {person.reason && (
              <Text size="sm" c="dimmed" dir="auto" data-testid="blocked-reason">
                {t('reason')}: {person.reason}
              </Text>
            )}
            <Text size="xs" c="dimmed" component="time" dateTime={person.blocked_at}>
              {formatDate(person.blocked_at, locale)}
            </Text>
          </Stack>
        </Group>
        <Button
          variant="default"
          loading={unblock.isPending}
          aria-label={`${t('unblock')} ${person.name}`}
          onClick={async () => {
            try {
              notify.success(await unblock.mutateAsync(person.id));
            } catch (error) {
              notify.error(error instanceof Error ? error.message : String(error));
            }
          }}
        >
          {t('unblock')}
        </Button>
      </Group>
    </Paper>
  );
}

function BlockedList({ viewer }: { viewer: number }) {
  const t = useT();
  const { code } = useDirection();
  const [page, setPage] = usePage();
  const list = useQuery(blockedQueries.list(viewer, (page - 1) * PAGE_SIZE, PAGE_SIZE));
  if (list.isPending) return <PageLoader label={t('loading')} />;
  if (list.isError)
    return <ErrorState message={list.error.message} onRetry={() => list.refetch()} retryLabel={t('retry')} />;
  const { data, total } = list.data;
  if (data.length === 0) return <EmptyState>{t('noBlockedUsers')}</EmptyState>;
  return (
    <Stack>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('blockedUsers')}
        data-testid="blocked-list"
      >
        {data.map((p) => (
          <BlockedRow key={p.id} person={p} locale={code} />
        ))}
      </Stack>
      {total > PAGE_SIZE && (
        <Group justify="center">
          <PageButtons total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

/** The blocked users page. */
export function BlockedUsersPage() {
  const t = useT();
  const session = useSession();
  useDocumentTitle(t('blockedUsers'));
  return (
    <Stack>
      <Title order={1}>{t('blockedUsers')}</Title>
      {session.isLoggedIn && session.user ? (
        <BlockedList viewer={session.user.id} />
      ) : (
        <Stack align="flex-start" data-testid="blocked-login-required">
          <Text>{t('blockedUsersLoginRequired')}</Text>
          <Button component={Link} to={link('login', {}, { returnTo: '/user/blocked-users' })}>
            {t('login')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
