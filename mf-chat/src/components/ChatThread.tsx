// One conversation (/user/chat?user_id=… and property_id, project_id or repair_work_id): the messages, oldest at
// the top, and a form to send a text. One view for every kind: the subject's `about` picks the endpoints
// (get_messages / send_message, get_messages_project / send_project_message or get_messages-by-repair /
// send-message-repair). The conversation's first page names the other person, the listing and the blocks, so a
// conversation without a message yet shows who and what it is about, and a blocked one says why nobody can
// write instead of offering a form that fails. Opening it marks what the other party sent as read, so the
// list's unread counts are refetched. Deleting a message asks first: it goes for both sides.

import { ErrorState, MESSAGES, PageLoader, useDirection } from '@abode/shared';
import { CHAT_FILE_ACCEPT, type ChatMessage } from '@abode/shared/wire';
import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Box,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { chatQueries, deleteChatMessage, type OutgoingMessage, sendChatMessage } from '../chat.queries.ts';
import type { ChatAbout } from '../chat-about.ts';
import { sameConversation } from '../conversations.ts';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { canRecord, useVoiceRecorder } from '../live/useVoiceRecorder.ts';
import { formatChatDate, KIND_LABEL } from './ConversationItem.tsx';

/** Who the conversation is with and about, as far as the caller knows. */
export interface ThreadSubject {
  otherId: number;
  /** The property, project or repair work the conversation is about. */
  about: ChatAbout;
  name?: string | undefined;
  title?: string | undefined;
  image?: string | undefined;
}

/** Whether an attachment URL is a picture (shown inline) rather than a document (linked). */
const isPicture = (url: string) => /\.(png|jpe?g)$/i.test(url.split('?')[0] ?? '');
const extensionOf = (url: string) => (url.split('?')[0]?.split('.').pop() ?? '').toUpperCase();

function Attachment({ message }: { message: ChatMessage }) {
  const t = useT();
  if (message.audio)
    return (
      // biome-ignore lint/a11y/useMediaCaption: a voice note has no captions to offer
      <audio controls preload="metadata" src={message.audio} aria-label={t('voiceNote')} data-testid="chat-audio" />
    );
  if (!message.file) return null;
  return isPicture(message.file) ? (
    <Anchor href={message.file} target="_blank" rel="noopener noreferrer" data-testid="chat-file">
      {/* A fixed box: the picture arriving does not move the conversation. */}
      <Image src={message.file} alt={t('attachment')} w={200} h={150} fit="cover" radius="sm" loading="lazy" />
    </Anchor>
  ) : (
    <Anchor href={message.file} target="_blank" rel="noopener noreferrer" data-testid="chat-file">
      {t('openAttachment')} ({extensionOf(message.file)})
    </Anchor>
  );
}

function Bubble({
  message,
  mine,
  locale,
  pending = false,
  onDelete,
}: {
  message: ChatMessage;
  mine: boolean;
  locale: string;
  pending?: boolean;
  onDelete?: (() => void) | undefined;
}) {
  const t = useT();
  return (
    <Group
      component="li"
      justify={mine ? 'flex-end' : 'flex-start'}
      data-testid="chat-message"
      data-mine={mine}
      data-pending={pending || undefined}
      data-id={pending ? undefined : message.id}
      gap={4}
      wrap="nowrap"
    >
      {mine && onDelete && (
        <ActionIcon variant="subtle" color="gray" size="sm" onClick={onDelete} aria-label={t('deleteMessage')}>
          ×
        </ActionIcon>
      )}
      <Paper
        p="xs"
        radius="md"
        maw="80%"
        withBorder={!mine}
        bg={mine ? 'var(--mantine-color-brand-light)' : undefined}
        opacity={pending ? 0.7 : 1}
      >
        <Stack gap={4}>
          <Attachment message={message} />
          {message.message && (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
          )}
        </Stack>
        <Text size="xs" c="dimmed" ta={mine ? 'end' : 'start'} component="time" dateTime={message.created_at}>
          {pending ? t('sending') : formatChatDate(message.created_at, locale)}
        </Text>
      </Paper>
    </Group>
  );
}

/** What the pending bubble shows of a message being sent. */
function pendingMessage(input: OutgoingMessage, userId: number): ChatMessage {
  const now = new Date().toISOString();
  return {
    id: 0,
    sender_id: userId,
    receiver_id: input.receiverId,
    property_id: null,
    project_id: null,
    repair_works_id: null,
    message: input.message,
    is_read: false,
    file: '',
    audio: '',
    chat_message_type: 'text',
    user_profile: '',
    time_ago: '',
    created_at: now,
    updated_at: now,
  };
}

/** The conversation view. */
export function ChatThread({ userId, subject }: { userId: number; subject: ThreadSubject }) {
  const t = useT();
  const { code, rtl } = useDirection();
  const queryClient = useQueryClient();
  const { otherId, about } = subject;
  const thread = useInfiniteQuery(chatQueries.thread(userId, otherId, about));
  // The conversation's own answer names the other party, the listing and the blocks; the list of this kind
  // (first page) and a hand-off fill in until it arrives.
  const list = useQuery({ ...chatQueries.list(userId, about.kind, 1), meta: { silent: true } });
  const summary = list.data?.conversations.find((c) => sameConversation(c, { about, userId: otherId }));
  const header = thread.data?.pages[0]?.conversation;
  const name = header?.user.name || summary?.name || subject.name || t('conversation');
  const title = header?.listing.title || summary?.title || subject.title || '';
  const image = header?.listing.title_image || summary?.titleImage || subject.image || '';
  const blockedByMe = header ? header.is_blocked_by_me : summary?.blockedByMe;
  const blockedByUser = header ? header.is_blocked_by_user : summary?.blockedByUser;
  const blocked = blockedByMe ? 'me' : blockedByUser ? 'user' : null;
  const [deleting, setDeleting] = useState<number | null>(null);

  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const send = useMutation({
    mutationKey: ['chats', 'send'],
    meta: { toastSuccess: false, invalidates: [chatQueries.threads(), chatQueries.lists()] },
    mutationFn: sendChatMessage,
  });
  const remove = useMutation({
    mutationKey: ['chats', 'delete'],
    meta: { toastSuccess: false, invalidates: [chatQueries.threads(), chatQueries.lists()] },
    mutationFn: deleteChatMessage,
  });
  const [file, setFile] = useState<File | null>(null);
  const recorder = useVoiceRecorder();
  const resetFile = useRef<() => void>(null);

  // Reading marked messages read on the server: the list's unread counts are stale now.
  const loadedAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) void queryClient.invalidateQueries({ queryKey: chatQueries.lists() });
  }, [loadedAt, queryClient]);

  const deliver = async (input: OutgoingMessage) => {
    setFieldError(null);
    setServerError(null);
    try {
      await send.mutateAsync(input);
      return true;
    } catch (error) {
      // Shown inline; the mutation cache raises the one toast.
      setServerError(error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong);
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message && !file) {
      setFieldError(MESSAGES.messageRequired);
      inputRef.current?.focus();
      return;
    }
    // Cleared at once: the pending bubble shows what is on its way.
    setText('');
    setFile(null);
    resetFile.current?.();
    if (!(await deliver({ receiverId: otherId, about, message, file: file ?? undefined }))) {
      setText(message);
      setFile(file);
    }
  };

  const toggleRecording = async () => {
    if (!recorder.recording) {
      const refusal = await recorder.start();
      if (refusal) setServerError(refusal);
      else setServerError(null);
      return;
    }
    const note = await recorder.stop();
    if (note) await deliver({ receiverId: otherId, about, message: '', audio: note });
  };

  // Pages come newest first, each newest first: reversed, the oldest message is at the top.
  const messages = (thread.data?.pages ?? []).flatMap((p) => p.data.data).reverse();
  // What is on its way, until the message itself is in the conversation (the live stream may bring it before
  // the send call has finished): never shown twice.
  const sentAt = send.submittedAt;
  const arrived = messages.some(
    (m) =>
      m.sender_id === userId &&
      Date.parse(m.created_at) >= sentAt - 60_000 &&
      m.message === (send.variables?.message ?? '') &&
      (send.variables?.file || send.variables?.audio ? m.chat_message_type !== 'text' : true),
  );
  const pending = send.isPending && send.variables && !arrived ? pendingMessage(send.variables, userId) : null;

  return (
    <Stack data-testid="chat-thread">
      <Anchor component={Link} to={link('chat')} size="sm">
        {rtl ? '→' : '←'} {t('allConversations')}
      </Anchor>
      <Group gap="sm" wrap="nowrap" data-testid="chat-subject" data-kind={about.kind}>
        {/* Its place is kept: the picture arriving does not move the name. */}
        <Box w={56} h={56} style={{ flexShrink: 0 }}>
          {image && <Avatar src={image} alt="" radius="sm" size="lg" data-testid="chat-subject-image" />}
        </Box>
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
          {messages.length === 0 && !pending ? (
            <Text c="dimmed">{t('noMessages')}</Text>
          ) : (
            <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('conversation')}>
              {messages.map((m) => (
                <Bubble
                  key={m.id}
                  message={m}
                  mine={m.sender_id === userId}
                  locale={code}
                  onDelete={() => setDeleting(m.id)}
                />
              ))}
              {pending && <Bubble message={pending} mine pending locale={code} />}
            </Stack>
          )}
        </Stack>
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('deleteMessageTitle')}
        // Cancel and Escape close it: a second unnamed close button would only repeat Cancel.
        withCloseButton={false}
        centered
        data-testid="delete-message-dialog"
      >
        <Stack>
          <Text size="sm">{t('deleteMessageBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              data-autofocus
              onClick={() => {
                if (deleting !== null) remove.mutate(deleting);
                setDeleting(null);
              }}
            >
              {t('deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {thread.isPending ? null : blocked ? (
        <Alert color="gray" data-testid="chat-blocked" role="status">
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
            {file && (
              <Group gap="xs" data-testid="chat-chosen-file">
                <Text size="sm">
                  {t('attachment')}: <bdi>{file.name}</bdi>
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={t('removeFile')}
                  onClick={() => {
                    setFile(null);
                    resetFile.current?.();
                  }}
                />
              </Group>
            )}
            <Group justify="space-between">
              <Group gap="xs">
                <FileButton onChange={setFile} accept={CHAT_FILE_ACCEPT} resetRef={resetFile}>
                  {(props) => (
                    <Button {...props} variant="default" disabled={recorder.recording}>
                      {t('attachFile')}
                    </Button>
                  )}
                </FileButton>
                {canRecord() && (
                  <Button
                    variant={recorder.recording ? 'filled' : 'default'}
                    color={recorder.recording ? 'red' : undefined}
                    onClick={() => void toggleRecording()}
                    aria-pressed={recorder.recording}
                    data-testid="chat-record"
                  >
                    {recorder.recording ? t('stopAndSend') : t('recordVoice')}
                  </Button>
                )}
              </Group>
              <Button type="submit" loading={send.isPending} disabled={recorder.recording}>
                {t('send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
