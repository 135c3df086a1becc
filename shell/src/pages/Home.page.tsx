// Home: a search that leads to all properties, the latest listings (a widget served by mf-listings), and
// entry points to the other sections.

import { paths, useT } from '@abode/shared';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RouteReady } from '../layout/RouteReady.tsx';
import { RemoteWidget } from '../remotes/RemoteSection.tsx';

/** The home page. */
export function HomePage() {
  const t = useT();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = search.trim();
    navigate(paths.properties(q ? `search=${encodeURIComponent(q)}` : undefined));
  };
  return (
    <Stack gap="xl">
      <Card withBorder radius="lg" p="xl" bg="brand.0">
        <Title order={1}>{t('heroTitle')}</Title>
        <Text c="dimmed" mt="xs" maw={640}>
          {t('heroSubtitle')}
        </Text>
        <form onSubmit={submit} aria-label={t('search')}>
          <Group mt="lg" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('search')}
              placeholder={t('searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit">{t('search')}</Button>
          </Group>
        </form>
      </Card>
      <section aria-labelledby="latest-heading">
        <Group justify="space-between" mb="sm">
          <Title order={2} id="latest-heading">
            {t('latestProperties')}
          </Title>
          <Button component={Link} to={paths.properties()} variant="subtle">
            {t('seeAll')}
          </Button>
        </Group>
        <RemoteWidget name="mf_listings" module="PropertyShowcase" props={{ limit: 8 }} />
      </section>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(
          [
            [paths.projects(), 'allProjects'],
            [paths.services(), 'services'],
            [paths.agents(), 'agents'],
          ] as const
        ).map(([to, key]) => (
          <Card key={key} withBorder component={Link} to={to} padding="lg">
            <Text fw={600}>{t(key)}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <RouteReady />
    </Stack>
  );
}
