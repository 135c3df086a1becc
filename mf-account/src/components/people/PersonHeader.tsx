// The head of an agent's or builder's page: photo, name, verified badge, place, counts, about text and
// social links (real links, opened in a new tab without handing over the page: noopener noreferrer).

import { formatPlace } from '@abode/shared';
import type { CustomerData } from '@abode/shared/wire';
import { Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n.ts';

const SOCIAL = [
  ['facebook_id', 'Facebook'],
  ['twitter_id', 'X (Twitter)'],
  ['instagram_id', 'Instagram'],
  ['youtube_id', 'YouTube'],
  ['linked_in', 'LinkedIn'],
] as const satisfies ReadonlyArray<readonly [keyof CustomerData, string]>;

/** Only web addresses become links: anything else (a bare handle, a `javascript:` URL) is left out. */
export function safeWebUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    return new URL(trimmed).href;
  } catch {
    return null;
  }
}

/** The person's header, with the page's actions. */
export function PersonHeader({ person, actions }: { person: CustomerData; actions?: ReactNode }) {
  const t = useT();
  const place = formatPlace(person.city, person.state, person.country);
  const links = SOCIAL.flatMap(([key, label]) => {
    const href = safeWebUrl(person[key]);
    return href ? [{ key, label, href }] : [];
  });
  return (
    <Paper withBorder radius="md" p="lg" data-testid="person-header">
      <Group align="flex-start" wrap="wrap" gap="lg">
        <Avatar src={person.profile || null} alt="" size={96} radius="xl" name={person.name} color="initials" />
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <Group gap="sm">
            <Title order={1} dir="auto">
              {person.name}
            </Title>
            {person.is_verify && (
              <Badge color="brand" variant="filled" data-testid="verified-badge">
                {t('verified')}
              </Badge>
            )}
          </Group>
          {place && (
            <Text c="dimmed" dir="auto">
              {place}
            </Text>
          )}
          <Text size="sm" data-testid="person-counts">
            {person.property_count} {t('properties').toLowerCase()} · {person.projects_count}{' '}
            {t('projects').toLowerCase()}
          </Text>
          {person.about_me && (
            <Stack gap={2}>
              <Text fw={600} size="sm">
                {t('about')}
              </Text>
              <Text style={{ whiteSpace: 'pre-line' }} dir="auto" data-testid="about-me">
                {person.about_me}
              </Text>
            </Stack>
          )}
          {links.length > 0 && (
            <Group component="nav" aria-label={t('socialLinks')} gap="md">
              {links.map((l) => (
                <Anchor key={l.key} href={l.href} target="_blank" rel="noopener noreferrer" size="sm">
                  {l.label}
                </Anchor>
              ))}
            </Group>
          )}
          {actions && <Group mt="xs">{actions}</Group>}
        </Stack>
      </Group>
    </Paper>
  );
}
