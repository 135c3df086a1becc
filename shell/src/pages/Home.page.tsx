// Home: a search that leads to the page filling the `search` role, the widgets that fill the `home` slot, and
// entry points to the sections in the header. It names no section (decision 033).

import { roleHref, useHomeWidgets, useRoleHref, useSectionText, useSlot } from '@abode/shared';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../i18n.ts';
import { RouteReady } from '../layout/RouteReady.tsx';
import { RemoteWidget } from '../remotes/RemoteSection.tsx';

/** The home page. */
export function HomePage() {
  const t = useT();
  const text = useSectionText();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const widgets = useHomeWidgets();
  const explore = useSlot('header').filter((e) => e.section !== 'shell');
  // The search needs a section that fills the `search` role; without one the form is not offered.
  const searchHref = useRoleHref('search');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = search.trim();
    const to = roleHref('search', { search: q });
    if (to) navigate(to);
  };
  return (
    <Stack gap="xl">
      <Card withBorder radius="lg" p="xl" bg="brand.0">
        <Title order={1}>{t('heroTitle')}</Title>
        <Text c="dimmed" mt="xs" maw={640}>
          {t('heroSubtitle')}
        </Text>
        {searchHref && (
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
        )}
      </Card>
      {widgets.map((w) => (
        <section
          key={`${w.section}:${w.id}`}
          aria-labelledby={`home-${w.section}-${w.id}`}
          data-slot-entry={`${w.section}:${w.id}`}
        >
          {w.title && (
            <Group justify="space-between" mb="sm">
              <Title order={2} id={`home-${w.section}-${w.id}`}>
                {text(w.section, w.title)}
              </Title>
              {w.href && (
                <Button component={Link} to={w.href} variant="subtle">
                  {t('seeAll')}
                </Button>
              )}
            </Group>
          )}
          <div style={{ minHeight: w.minHeight }}>
            <RemoteWidget section={w.section} widget={w.widget} props={w.props ?? {}} minHeight={w.minHeight} />
          </div>
        </section>
      ))}
      {explore.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="nav" aria-label={t('exploreSections')}>
          {explore.map((e) => (
            <Card key={`${e.section}:${e.id}`} withBorder component={Link} to={e.href} padding="lg">
              <Text fw={600}>{text(e.section, e.label)}</Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <RouteReady />
    </Stack>
  );
}
