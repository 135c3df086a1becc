// One conversation (/user/chat?user_id=…&property_id=… or …&project_id=…): the messages, oldest at the top, and a
// form to send a text. One view for both kinds: the subject's `about` picks the endpoints (get_messages /
// send_message or get_messages_project / send_project_message) and the list the names come from. Opening it
// marks what the other party sent as read, so the list's unread counts are refetched.

import { type ChatAbout, ErrorState, MESSAGES, PageLoader, useDirection } from '@abode/shared';
import type { ChatMessage } from '@abode/shared/wire';
import { Alert, Anchor, Avatar, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { chatQueries, sendChatMessage } from '../chat.queries.ts';
import { sameConversation } from '../conversations.ts';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { formatChatDate, KIND_LABEL } from './ConversationItem.tsx';

/** Who the conversation is with and about, as far as the caller knows. */
export interface ThreadSubject {
  otherId: number;
  /** The property or project the conversation is about. */
  about: ChatAbout;
  name?: string | undefined;
  title?: string | undefined;
  image?: string | undefined;
}

function Bubble({ message, mine, locale }: { message: ChatMessage; mine: boolean; locale: string }) {
  return (
    <Group component="li" justify={mine ? 'flex-end' : 'flex-start'} data-testid="chat-message" data-mine={mine}>
      <Paper p="xs" radius="md" maw="80%" withBorder={!mine} bg={mine ? 'var(--mantine-color-brand-light)' : undefined}>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
        <Text size="xs" c="dimmed" ta={mine ? 'end' : 'start'} component="time" dateTime={message.created_at}>
          {formatChatDate(message.created_at, locale)}
        </Text>
      </Paper>
    </Group>
  );
}

/** The conversation view. */
export function ChatThread({ userId, subject }: { userId: number; subject: ThreadSubject }) {
  const t = useT();
  const { code, rtl } = useDirection();
  const queryClient = useQueryClient();
  const { otherId, about } = subject;
  const thread = useInfiniteQuery(chatQueries.thread(userId, otherId, about));
  // The list of this kind (first page) knows the other party's name, the listing's title and the block flags.
  const list = useQuery({ ...chatQueries.list(userId, about.kind, 1), meta: { silent: true } });
  const summary = list.data?.conversations.find((c) => sameConversation(c, { about, userId: otherId }));
  const name = summary?.name || subject.name || t('conversation');
  const title = summary?.title || subject.title || '';
  const image = summary?.titleImage || subject.image || '';
  const blocked = summary?.blockedByMe ? 'me' : summary?.blockedByUser ? 'user' : null;

  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const send = useMutation({
    mutationKey: ['chats', 'send'],
    meta: { toastSuccess: false, invalidates: [chatQueries.threads(), chatQueries.lists()] },
    mutationFn: sendChatMessage,
  });

  // Reading marked messages read on the server: the list's unread counts are stale now.
  const loadedAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) void queryClient.invalidateQueries({ queryKey: chatQueries.lists() });
  }, [loadedAt, queryClient]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) {
      setFieldError(MESSAGES.messageRequired);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setServerError(null);
    try {
      await send.mutateAsync({ receiverId: otherId, about, message });
      setText('');
    } catch (error) {
      // Shown inline; the mutation cache raises the one toast.
      setServerError(error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong);
    }
  };

  // Pages come newest first, each newest first: reversed, the oldest message is at the top.
  const messages = (thread.data?.pages ?? []).flatMap((p) => p.data.data).reverse();

  return (
    <Stack data-testid="chat-thread">
      <Anchor component={Link} to={link('chat')} size="sm">
        {rtl ? '→' : '←'} {t('allConversations')}
      </Anchor>
      <Group gap="sm" wrap="nowrap" data-testid="chat-subject" data-kind={about.kind}>
        {image && <Avatar src={image} alt="" radius="sm" size="lg" />}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2}>{name}</Title>
          <Text c="dimmed">
            {t(KIND_LABEL[about.kind])}
            {title && (
              <>
                {' · '}
                <bdi>{title}</bdi>
              </>
            )}
          </Text>
        </Stack>
      </Group>
      {thread.isPending ? (
        <PageLoader label={t('loading')} />
      ) : thread.isError ? (
        <ErrorState message={thread.error.message} onRetry={() => thread.refetch()} retryLabel={t('retry')} />
      ) : (
        <Stack gap="xs">
          {thread.hasNextPage && (
            <Group justify="center">
              <Button variant="subtle" onClick={() => thread.fetchNextPage()} loading={thread.isFetchingNextPage}>
                {t('olderMessages')}
              </Button>
            </Group>
          )}
          {messages.length === 0 ? (
            <Text c="dimmed">{t('noMessages')}</Text>
          ) : (
            <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('conversation')}>
              {messages.map((m) => (
                <Bubble key={m.id} message={m} mine={m.sender_id === userId} locale={code} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
      {blocked ? (
        <Alert color="gray" data-testid="chat-blocked">
          {blocked === 'me' ? t('blockedByMe') : t('blockedByUser')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('sendMessage')}>
          <Stack gap="xs">
            {serverError && (
              <Alert color="red" role="alert" data-testid="chat-send-error">
                {serverError}
              </Alert>
            )}
            <Textarea
              ref={inputRef}
              label={t('message')}
              // No autosize: it listens to document.fonts, which not every environment has.
              rows={3}
              maxLength={5000}
              value={text}
              error={fieldError}
              aria-invalid={Boolean(fieldError)}
              onChange={(e) => {
                setText(e.currentTarget.value);
                if (fieldError) setFieldError(null);
              }}
              onKeyDown={(e) => {
                // Enter sends, Shift+Enter starts a new line.
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending}>
                {t('send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
