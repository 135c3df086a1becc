// An agent or builder in a list: photo, name, verified badge and listing counts. The whole card is one
// link (one tab stop) to their page.

import type { PersonListItem } from '@abode/shared/wire';
import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n.ts';
import type { PersonKind } from '../../people.queries.ts';
import { personPath } from './personPaths.ts';

/** One person card. */
export function PersonCard({ kind, person }: { kind: PersonKind; person: PersonListItem }) {
  const t = useT();
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component={Link}
      to={personPath(kind, person.slug_id)}
      data-testid="person-card"
    >
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={person.profile || null} alt="" size={64} radius="xl" name={person.name} color="initials" />
        <Stack gap={4} miw={0}>
          <Text fw={700} lineClamp={1} dir="auto" data-testid="person-name">
            {person.name}
          </Text>
          {person.is_verified && (
            <Badge color="brand" variant="filled" w="fit-content" data-testid="verified-badge">
              {t('verified')}
            </Badge>
          )}
          <Text size="sm" c="dimmed" data-testid="person-counts">
            {person.property_count} {t('properties').toLowerCase()} · {person.projects_count}{' '}
            {t('projects').toLowerCase()}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
