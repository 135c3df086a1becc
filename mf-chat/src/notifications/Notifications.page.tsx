// The notification centre (/user/notifications): the reader's notifications and everyone's, newest first, paged;
// unread ones stand out; opening one marks it read and leads to what it is about; "Mark all as read".
import { EmptyState, ErrorState, PageButtons, roleHref, useDirection, useSession } from '@abode/shared';
import type { NotificationEntry } from '@abode/shared/wire';
import { Avatar, Button, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatChatDate } from '../components/ConversationItem.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { markNotificationsRead, NOTIFICATIONS_PER_PAGE, notificationQueries } from './notification.queries.ts';
import { notificationHref } from './notification-links.ts';
import { PushToggle } from './PushToggle.tsx';

const ROW_HEIGHT = 76;

function Row({ n, onOpen }: { n: NotificationEntry; onOpen: (n: NotificationEntry) => void }) {
  const t = useT();
  const { code } = useDirection();
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      mih={ROW_HEIGHT}
      data-testid="notification"
      data-read={n.is_read}
      bg={n.is_read ? undefined : 'var(--mantine-color-brand-light)'}
    >
      <UnstyledButton
        onClick={() => onOpen(n)}
        w="100%"
        aria-label={`${n.title}${n.is_read ? '' : ` (${t('unread')})`}`}
      >
        <Group wrap="nowrap" align="flex-start">
          <Avatar src={n.notification_image || null} alt="" radius="sm" />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={n.is_read ? 500 : 700}>
              <bdi>{n.title}</bdi>
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{n.message}</bdi>
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={n.created_at}>
              {formatChatDate(n.created_at, code)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </Paper>
  );
}

function NotificationList({ userId }: { userId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const list = useQuery(notificationQueries.list(userId, page));
  // A push opens /user/notifications?open=<id>: forward to what that notification is about.
  const openId = Number(params.get('open') ?? '');
  const markRead = useMutation({
    mutationKey: ['notifications', 'read'],
    meta: { toastSuccess: false },
    mutationFn: markNotificationsRead,
    onSuccess: (unread) => {
      client.setQueryData(notificationQueries.unread(userId).queryKey, unread);
      void client.invalidateQueries({ queryKey: [...notificationQueries.all(), userId, 'list'] });
    },
  });

  const open = (n: NotificationEntry) => {
    if (!n.is_read) markRead.mutate(n.id);
    const to = notificationHref(n);
    if (to) navigate(to);
  };
  const opened = openId ? list.data?.data.find((n) => n.id === openId) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the pushed notification is found.
  useEffect(() => {
    if (!opened) return;
    if (!opened.is_read) markRead.mutate(opened.id);
    const to = notificationHref(opened);
    navigate(to ?? link('notifications'), { replace: true });
  }, [opened?.id]);

  if (list.isPending)
    return (
      <Stack component="ul" p={0} m={0} aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} h={ROW_HEIGHT} component="li" />
        ))}
      </Stack>
    );
  if (list.isError)
    return <ErrorState message={list.error.message} onRetry={() => list.refetch()} retryLabel={t('retry')} />;
  const { data, total, unread } = list.data;
  if (!total) return <EmptyState>{t('noNotifications')}</EmptyState>;
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm" role="status">
          {unread ? t('unreadNotifications').replace('{count}', String(unread)) : t('allRead')}
        </Text>
        <Button
          variant="default"
          size="xs"
          disabled={!unread}
          loading={markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          {t('markAllRead')}
        </Button>
      </Group>
      <Stack component="ul" p={0} m={0} gap="xs" style={{ listStyle: 'none' }} aria-busy={list.isPlaceholderData}>
        {data.map((n) => (
          <Row key={n.id} n={n} onOpen={open} />
        ))}
      </Stack>
      {total > NOTIFICATIONS_PER_PAGE && (
        <Group justify="center">
          <PageButtons
            total={Math.ceil(total / NOTIFICATIONS_PER_PAGE)}
            value={page}
            onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
          />
        </Group>
      )}
    </Stack>
  );
}

/** The notification centre page. */
export function NotificationsPage() {
  const t = useT();
  const session = useSession();
  useEffect(() => {
    const previous = document.title;
    document.title = `${t('notifications')} | Abode`;
    return () => {
      document.title = previous;
    };
  }, [t]);
  return (
    <Stack>
      <Title order={1}>{t('notifications')}</Title>
      {session.isLoggedIn && session.user ? (
        <>
          <PushToggle />
          <NotificationList userId={session.user.id} />
        </>
      ) : (
        <Stack align="flex-start">
          <Text>{t('notificationsLoginRequired')}</Text>
          <Button component={Link} to={roleHref('signIn', { returnTo: link('notifications') }) ?? '/'}>
            {t('login')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
