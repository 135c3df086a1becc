// The chat list (/user/chat). A visitor is asked to log in and nothing is fetched; a signed-in user sees
// their conversations from get_chats, paged by page/per_page, with the page kept in the URL. With
// ?user_id=…&property_id=… the page shows that conversation instead (get_messages / send_message).

import { EmptyState, ErrorState, PageLoader, paginationLabels, roleHref, useSession } from '@abode/shared';
import type { ChatSummary } from '@abode/shared/wire';
import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { chatQueries } from '../chat.queries.ts';
import { ChatThread } from '../components/ChatThread.tsx';
import { ConversationItem, type ConversationView } from '../components/ConversationItem.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { type ChatHandOff, useChatHandOff } from '../useChatHandOff.ts';

function toView(c: ChatSummary): ConversationView {
  return {
    name: c.name,
    profile: c.profile,
    title: c.title,
    date: c.date,
    unreadCount: c.unread_count,
    blockedByMe: c.is_blocked_by_me,
    blockedByUser: c.is_blocked_by_user,
  };
}

/** The URL of a conversation. */
export function threadPath(userId: number, propertyId: number): string {
  return `${link('chat')}?${new URLSearchParams({ user_id: String(userId), property_id: String(propertyId) })}`;
}

function positiveId(raw: string | null): number | null {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
}

// get_chats lists property conversations only (admin API reference §2.7).
function isHandOffOf(handOff: ChatHandOff | null, c: ChatSummary): boolean {
  return Boolean(
    handOff &&
      handOff.subject.kind === 'property' &&
      handOff.subject.id === c.property_id &&
      handOff.userId === c.user_id,
  );
}

function Conversations({ userId }: { userId: number }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const list = useQuery(chatQueries.list(userId, page));
  const handOff = useChatHandOff();

  if (list.isPending) return <PageLoader label={t('loading')} />;
  if (list.isError)
    return <ErrorState message={list.error.message} onRetry={() => list.refetch()} retryLabel={t('retry')} />;

  const chats = list.data.data;
  const pending = handOff && !chats.some((c) => isHandOffOf(handOff, c)) ? handOff : null;
  const totalPages = list.data.total_page;

  if (chats.length === 0 && !pending) return <EmptyState>{t('noChats')}</EmptyState>;
  return (
    <Stack>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : 1 }}
        aria-label={t('chat')}
        data-testid="conversation-list"
      >
        {pending && (
          <ConversationItem
            current
            to={pending.subject.kind === 'property' ? threadPath(pending.userId, pending.subject.id) : undefined}
            label={t('newConversation')}
            chat={{
              name: pending.name,
              profile: pending.profile ?? '',
              title: pending.subject.title,
              date: '',
              unreadCount: 0,
              blockedByMe: false,
              blockedByUser: false,
            }}
          />
        )}
        {chats.map((c) => (
          <ConversationItem
            key={`${c.property_id}:${c.user_id}`}
            chat={toView(c)}
            current={isHandOffOf(handOff, c)}
            to={threadPath(c.user_id, c.property_id)}
          />
        ))}
      </Stack>
      {totalPages > 1 && (
        <Group justify="center">
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            {...paginationLabels}
          />
        </Group>
      )}
    </Stack>
  );
}

/** The chat list page. */
export function ChatListPage() {
  const t = useT();
  const session = useSession();
  const [params] = useSearchParams();
  const otherId = positiveId(params.get('user_id'));
  const propertyId = positiveId(params.get('property_id'));
  const handOff = useChatHandOff();
  useEffect(() => {
    const previous = document.title;
    document.title = `${t('chat')} | Abode`;
    return () => {
      document.title = previous;
    };
  }, [t]);

  return (
    <Stack>
      <Title order={1}>{t('chat')}</Title>
      {session.isLoggedIn && session.user ? (
        otherId && propertyId ? (
          <ChatThread
            userId={session.user.id}
            subject={{
              otherId,
              propertyId,
              ...(handOff?.userId === otherId && handOff.subject.id === propertyId
                ? { name: handOff.name, title: handOff.subject.title }
                : {}),
            }}
          />
        ) : (
          <Conversations userId={session.user.id} />
        )
      ) : (
        <Stack align="flex-start" data-testid="chat-login-required">
          <Text>{t('chatLoginRequired')}</Text>
          <Button
            component={Link}
            to={
              roleHref('signIn', {
                returnTo: otherId && propertyId ? threadPath(otherId, propertyId) : link('chat'),
              }) ?? '/'
            }
          >
            {t('login')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
