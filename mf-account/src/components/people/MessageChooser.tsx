// Message on a person's page: asks which of their listings the conversation is about (chats are per
// property), instead of silently picking the newest one, with a search over all of them.
import { ErrorState, fill, formatPlace, PageLoader, Price, useSession } from '@abode/shared';
import type { CustomerData } from '@abode/shared/wire';
import { Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useT } from '../../i18n.ts';
import type { CardProperty } from '../../people.queries.ts';
import { MESSAGE_TOPICS_LIMIT, messageTopicQueries } from './messageTopics.queries.ts';

/** Props of {@link MessageChooser}. */
export interface MessageChooserProps {
  person: CustomerData;
  opened: boolean;
  onClose: () => void;
  /** The listing the visitor picked. */
  onPick: (property: CardProperty) => void;
}

/** A modal listing the person's properties to start a conversation about. */
export function MessageChooser({ person, opened, onClose, onPick }: MessageChooserProps) {
  const t = useT();
  const session = useSession();
  const viewer = session.isLoggedIn ? (session.user?.id ?? null) : null;
  const [search, setSearch] = useState('');
  const [words] = useDebouncedValue(search.trim(), 300);
  const topics = useQuery({
    ...messageTopicQueries.topics(person.id, viewer, words),
    enabled: opened,
    meta: { silent: true },
  });
  const list = topics.data?.properties ?? [];
  const hintId = useId();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={fill(t('peopleMessageTitle'), { name: person.name })}
      closeButtonProps={{ 'aria-label': t('dismiss') }}
    >
      <Stack gap="sm" data-testid="message-chooser">
        <Text size="sm" c="dimmed" id={hintId}>
          {t('peopleMessageChoose')}
        </Text>
        <TextInput
          type="search"
          label={t('peopleMessageSearch')}
          placeholder={t('peopleMessageSearchHint')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maxLength={100}
          data-autofocus
          data-testid="message-search"
        />
        {topics.isPending ? (
          <PageLoader label={t('loading')} />
        ) : topics.isError ? (
          <ErrorState message={topics.error.message} onRetry={() => void topics.refetch()} retryLabel={t('retry')} />
        ) : list.length === 0 ? (
          <Text size="sm" data-testid="message-no-topics">
            {words ? t('peopleMessageNoMatch') : t('peopleMessageNoListings')}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none', opacity: topics.isPlaceholderData ? 0.6 : 1 }}
            aria-describedby={hintId}
            aria-busy={topics.isPlaceholderData || undefined}
          >
            {list.map((p) => (
              <li key={p.id}>
                <UnstyledButton
                  onClick={() => onPick(p)}
                  w="100%"
                  p="xs"
                  style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
                  data-testid="message-topic"
                >
                  <Text fw={600} dir="auto">
                    {p.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    <Price amount={p.price} />
                    {[p.city, p.state].filter(Boolean).length ? ` · ${formatPlace(p.city, p.state)}` : ''}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
        {topics.data && topics.data.total > list.length && (
          <Text size="xs" c="dimmed">
            {words
              ? fill(t('peopleMessageMoreFound'), { count: list.length, total: topics.data.total })
              : fill(t('peopleMessageMore'), { count: MESSAGE_TOPICS_LIMIT })}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
