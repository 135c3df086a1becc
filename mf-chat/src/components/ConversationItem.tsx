// One conversation in the chat list, property or project alike: the other party's avatar and name, what the
// conversation is about (kind, the listing's image and title), the date of the last message and the unread
// count, and the latest message (its text, or "Photo", "File", "Voice note"; "You: …" when it is mine); a link to
// the conversation when `to` is given.

import { fill, formatDate, useDirection } from '@abode/shared';
import type { ChatLastMessage } from '@abode/shared/wire';
import { Avatar, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { chatTime } from '../conversations.ts';
import { type TextKey, useT } from '../i18n.ts';

/** What a row shows; a conversation from either list, or a hand-off not yet in the list. */
export interface ConversationView {
  /** What it is about (a hand-off may name a kind the chat cannot open yet). */
  kind: 'property' | 'project' | 'repair_work';
  name: string;
  profile: string;
  title: string;
  titleImage: string;
  date: string;
  unreadCount: number;
  blockedByMe: boolean;
  blockedByUser: boolean;
  /** The latest message, and whether the reader sent it; none for a conversation not started yet. */
  lastMessage?: (ChatLastMessage & { mine: boolean }) | undefined;
}

/** What stands for a message that carries no text (or more than text). */
const CARRIES: Record<Exclude<ChatLastMessage['kind'], 'text'>, TextKey> = {
  photo: 'lastPhoto',
  file: 'lastFile',
  voice: 'lastVoice',
};

/** The inbox line of a latest message: its text, or what it carries (with the text a file came with). */
export function useLastLine(): (last: NonNullable<ConversationView['lastMessage']>) => string {
  const t = useT();
  return (last) => {
    const text = last.message.replace(/\s+/g, ' ').trim();
    const line = last.kind === 'text' ? text : text ? `${t(CARRIES[last.kind])} · ${text}` : t(CARRIES[last.kind]);
    return last.mine ? fill(t('lastFromMe'), { text: line }) : line;
  };
}

/** The server's date as the reader's locale writes it; the raw text when it cannot be read as a date. */
export function formatChatDate(date: string, locale: string): string {
  if (!date) return '';
  const time = chatTime(date);
  if (Number.isNaN(time)) return date;
  return formatDate(new Date(time), locale, { time: true });
}

/** The label of each kind of listing. */
export const KIND_LABEL: Record<ConversationView['kind'], TextKey> = {
  property: 'aboutProperty',
  project: 'aboutProject',
  repair_work: 'aboutRepairWork',
};

/** One conversation row. */
export function ConversationItem({
  chat,
  current = false,
  label,
  to,
}: {
  chat: ConversationView;
  current?: boolean;
  label?: string;
  /** Where the row leads (the conversation view). */
  to?: string;
}) {
  const t = useT();
  const lastLine = useLastLine();
  const { code } = useDirection();
  const shownDate = formatChatDate(chat.date, code);
  const row: ReactNode = (
    <Group wrap="nowrap" align="center">
      <Avatar src={chat.profile || null} alt={chat.name} name={chat.name} radius="xl" size="lg" />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text fw={600} truncate="end">
            {chat.name}
          </Text>
          {chat.date && (
            <Text size="xs" c="dimmed" component="time" dateTime={chat.date} style={{ flexShrink: 0 }}>
              {shownDate}
            </Text>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }} data-testid="conversation-listing">
            {chat.titleImage && <Avatar src={chat.titleImage} alt="" radius="sm" size={20} />}
            <Text size="sm" c="dimmed" truncate="end">
              {label ? `${label} · ` : ''}
              {t(KIND_LABEL[chat.kind])}
              {' · '}
              <bdi>{chat.title}</bdi>
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {chat.blockedByMe && (
              <Badge color="gray" variant="light">
                {t('blocked')}
              </Badge>
            )}
            {chat.blockedByUser && (
              <Badge color="gray" variant="light">
                {t('blockedYou')}
              </Badge>
            )}
            {chat.unreadCount > 0 && (
              <Badge
                color="red"
                circle={chat.unreadCount < 10}
                data-testid="unread-badge"
                aria-label={`${chat.unreadCount} ${t('unreadMessages')}`}
              >
                {chat.unreadCount > 99 ? '99+' : chat.unreadCount}
              </Badge>
            )}
          </Group>
        </Group>
        {chat.lastMessage && (
          <Text
            size="sm"
            truncate="end"
            fw={chat.unreadCount > 0 ? 600 : undefined}
            data-testid="conversation-last"
            data-kind={chat.lastMessage.kind}
          >
            <bdi>{lastLine(chat.lastMessage)}</bdi>
          </Text>
        )}
      </Stack>
    </Group>
  );
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      data-testid="conversation"
      aria-current={current || undefined}
      style={current ? { borderColor: 'var(--mantine-color-brand-6)' } : undefined}
    >
      {to ? (
        <UnstyledButton component={Link} to={to} display="block" w="100%" data-testid="conversation-link">
          {row}
        </UnstyledButton>
      ) : (
        row
      )}
    </Paper>
  );
}
