// /properties/categories: the categories that have approved listings, with their counts, each leading to
// the list filtered by its slug (`/properties?category_slug_id=…`).

import { EmptyState, ErrorState, PageLoader } from '@abode/shared';
import { Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { categoryPath } from '../components/PropertyFilters.tsx';
import { useT } from '../i18n.ts';
import { findingQueries } from '../property.queries.ts';

/** The property categories page. */
export function PropertyCategoriesPage() {
  const t = useT();
  const list = useQuery(findingQueries.categories({ limit: 100, has_property: true }));
  useEffect(() => {
    document.title = `${t('findCategories')} | Abode`;
  }, [t]);
  return (
    <Stack>
      <Title order={1}>{t('findCategories')}</Title>
      {list.isPending ? (
        <PageLoader label={t('loading')} />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => list.refetch()} retryLabel={t('retry')} />
      ) : list.data.data.length === 0 ? (
        <EmptyState>{t('noDataFound')}</EmptyState>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          data-testid="category-list"
        >
          {list.data.data.map((c) => (
            <li key={c.id}>
              <Card
                withBorder
                radius="md"
                padding="md"
                component={Link}
                to={categoryPath(c.slug_id)}
                data-testid="category-card"
              >
                <Group wrap="nowrap" justify="space-between">
                  <Group wrap="nowrap" gap="sm" miw={0}>
                    {c.image && <Image src={c.image} alt="" w={40} h={40} fit="contain" />}
                    <Text fw={600} dir="auto" lineClamp={1}>
                      {c.category}
                    </Text>
                  </Group>
                  <Badge variant="light" data-testid="category-count">
                    {c.properties_count ?? 0}
                    <VisuallyHidden> {t('properties').toLowerCase()}</VisuallyHidden>
                  </Badge>
                </Group>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
