// The chat list (/user/chat). A visitor is asked to log in and nothing is fetched; a signed-in user sees
// their conversations about properties (get_chats), projects (get_project_chats) and repair works
// (get_chats-by-repair) as one list, newest first, paged by page/per_page with the page kept in the URL. With
// ?user_id=… and property_id, project_id or repair_work_id the page shows that conversation instead.

import { EmptyState, ErrorState, PageButtons, PageLoader, roleHref, useSession } from '@abode/shared';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ChatAbout } from '../chat-about.ts';
import { ChatThread } from '../components/ChatThread.tsx';
import { ConversationItem, type ConversationView } from '../components/ConversationItem.tsx';
import { type Conversation, conversationKey, sameConversation } from '../conversations.ts';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { useLiveChat } from '../live/useLiveChat.ts';
import { type ChatHandOff, useChatHandOff } from '../useChatHandOff.ts';
import { useInbox } from '../useInbox.ts';

function toView(c: Conversation, me: number): ConversationView {
  return {
    kind: c.about.kind,
    name: c.name,
    profile: c.profile,
    title: c.title,
    titleImage: c.titleImage,
    date: c.date,
    unreadCount: c.unreadCount,
    blockedByMe: c.blockedByMe,
    blockedByUser: c.blockedByUser,
    lastMessage: { ...c.lastMessage, mine: c.lastMessage.sender_id === me },
  };
}

/** The URL of a conversation (this section's page, whichever role it fills). */
export function threadPath(userId: number, about: ChatAbout): string {
  return `${link('chat')}?${new URLSearchParams({ user_id: String(userId), [`${about.kind}_id`]: String(about.id) })}`;
}

function positiveId(raw: string | null): number | null {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
}

/** The conversation the URL names: the other party and the property or project, or null. */
function aboutFromUrl(params: URLSearchParams): { otherId: number; about: ChatAbout } | null {
  const otherId = positiveId(params.get('user_id'));
  if (!otherId) return null;
  const propertyId = positiveId(params.get('property_id'));
  if (propertyId) return { otherId, about: { kind: 'property', id: propertyId } };
  const projectId = positiveId(params.get('project_id'));
  if (projectId) return { otherId, about: { kind: 'project', id: projectId } };
  const repairId = positiveId(params.get('repair_work_id'));
  if (repairId) return { otherId, about: { kind: 'repair_work', id: repairId } };
  return null;
}

/** The hand-off as a conversation the chat can open (property, project or repair work), or null. */
function openable(handOff: ChatHandOff | null): { about: ChatAbout; userId: number } | null {
  if (!handOff) return null;
  const { kind, id } = handOff.subject;
  return { about: { kind, id }, userId: handOff.userId };
}

function isHandOffOf(handOff: ChatHandOff | null, c: Conversation): boolean {
  const target = openable(handOff);
  return Boolean(target && sameConversation(target, c));
}

function Conversations({ userId }: { userId: number }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const inbox = useInbox(userId, page);
  const handOff = useChatHandOff();

  if (inbox.isPending) return <PageLoader label={t('loading')} />;
  if (inbox.error)
    return <ErrorState message={inbox.error.message} onRetry={() => inbox.refetch()} retryLabel={t('retry')} />;

  const chats = inbox.conversations;
  const pending = handOff && !chats.some((c) => isHandOffOf(handOff, c)) ? handOff : null;
  const pendingTarget = openable(pending);
  const totalPages = inbox.totalPages;

  const partial = inbox.partialError && (
    <Alert color="yellow" data-testid="chat-list-partial">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('someChatsUnavailable')}</Text>
        <Button size="compact-sm" variant="light" onClick={() => inbox.refetch()}>
          {t('retry')}
        </Button>
      </Group>
    </Alert>
  );

  if (chats.length === 0 && !pending)
    return (
      <Stack>
        {partial}
        <EmptyState>{t('noChats')}</EmptyState>
      </Stack>
    );
  return (
    <Stack>
      {partial}
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none', opacity: inbox.isPlaceholderData ? 0.6 : 1 }}
        aria-label={t('chat')}
        data-testid="conversation-list"
      >
        {pending && (
          <ConversationItem
            current
            to={pendingTarget ? threadPath(pendingTarget.userId, pendingTarget.about) : undefined}
            label={t('newConversation')}
            chat={{
              kind: pending.subject.kind,
              name: pending.name,
              profile: pending.profile ?? '',
              title: pending.subject.title,
              titleImage: pending.subject.image ?? '',
              date: '',
              unreadCount: 0,
              blockedByMe: false,
              blockedByUser: false,
            }}
          />
        )}
        {chats.map((c) => (
          <ConversationItem
            key={conversationKey(c)}
            chat={toView(c, userId)}
            current={isHandOffOf(handOff, c)}
            to={threadPath(c.userId, c.about)}
          />
        ))}
      </Stack>
      {totalPages > 1 && (
        <Group justify="center">
          <PageButtons
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
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
  const target = aboutFromUrl(params);
  const handOff = useChatHandOff();
  // New messages and deletions arrive over the live stream while the page is open.
  const live = useLiveChat(session.isLoggedIn && session.user ? session.user.id : null);
  useEffect(() => {
    const previous = document.title;
    document.title = `${t('chat')} | Abode`;
    return () => {
      document.title = previous;
    };
  }, [t]);

  const handedOff =
    target && handOff && isHandOffOfTarget(handOff, target)
      ? { name: handOff.name, title: handOff.subject.title, image: handOff.subject.image }
      : {};

  return (
    <Stack>
      <Title order={1}>{t('chat')}</Title>
      <Text
        size="sm"
        c="dimmed"
        mih="1.4em"
        role="status"
        aria-live="polite"
        data-testid="chat-live-status"
        data-status={live}
      >
        {live === 'retrying' ? t('liveReconnecting') : ''}
      </Text>
      {session.isLoggedIn && session.user ? (
        target ? (
          <ChatThread
            key={`${target.about.kind}:${target.about.id}:${target.otherId}`}
            userId={session.user.id}
            subject={{ ...target, ...handedOff }}
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
                returnTo: target ? threadPath(target.otherId, target.about) : link('chat'),
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

function isHandOffOfTarget(handOff: ChatHandOff, target: { otherId: number; about: ChatAbout }): boolean {
  const h = openable(handOff);
  return Boolean(h && sameConversation(h, { about: target.about, userId: target.otherId }));
}
