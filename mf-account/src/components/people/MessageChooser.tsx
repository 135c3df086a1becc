// Message on a person's page: asks which of their listings the conversation is about (chats are per
// property), instead of silently picking the newest one.
import { ErrorState, fill, formatPlace, PageLoader, Price, useSession } from '@abode/shared';
import type { CustomerData } from '@abode/shared/wire';
import { Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
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
  const topics = useQuery({
    ...messageTopicQueries.topics(person.id, viewer),
    enabled: opened,
    meta: { silent: true },
  });
  const list = topics.data?.properties ?? [];
  const hintId = useId();
  return (
    <Modal opened={opened} onClose={onClose} title={fill(t('peopleMessageTitle'), { name: person.name })}>
      <Stack gap="sm" data-testid="message-chooser">
        <Text size="sm" c="dimmed" id={hintId}>
          {t('peopleMessageChoose')}
        </Text>
        {topics.isPending ? (
          <PageLoader label={t('loading')} />
        ) : topics.isError ? (
          <ErrorState message={topics.error.message} onRetry={() => void topics.refetch()} retryLabel={t('retry')} />
        ) : list.length === 0 ? (
          <Text size="sm">{t('peopleMessageNoListings')}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-describedby={hintId}>
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
            {fill(t('peopleMessageMore'), { count: MESSAGE_TOPICS_LIMIT })}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
