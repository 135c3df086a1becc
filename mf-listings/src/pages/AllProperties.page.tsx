// All properties: every filter of spec §7 kept in the URL (shareable, back-button friendly), a sort order,
// results from get-property-list paged by offset/limit, and links to the same search on the map.

import { PagedResults, usePageParam, userIdAtom } from '@abode/shared';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PropertyCard } from '../components/PropertyCard.tsx';
import {
  CATEGORIES_PATH,
  countActiveFilters,
  PropertyFilters,
  PropertySortSelect,
  searchQueryString,
  useSearchQuery,
} from '../components/PropertyFilters.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { findingQueries } from '../property.queries.ts';

/** Results per page. */
export const PAGE_SIZE = 12;

/** The all-properties page. */
export function AllPropertiesPage() {
  const t = useT();
  const userId = useAtomValue(userIdAtom);
  const [page] = usePageParam();
  const [params, setParams] = useSearchParams();
  const { values, query } = useSearchQuery({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const list = useQuery(findingQueries.search(query, userId));
  const categories = useQuery({ ...findingQueries.categories({ limit: 100 }), enabled: !!values.category_slug_id });
  const category = values.category_slug_id
    ? categories.data?.data.find((c) => c.slug_id === values.category_slug_id)
    : undefined;
  const heading = category?.category ?? t('allProperties');
  const filtered = countActiveFilters(values).all > 0;

  useEffect(() => {
    document.title = `${heading} | Abode`;
  }, [heading]);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{heading}</Title>
          {values.category_slug_id && (
            <Anchor component={Link} to={CATEGORIES_PATH} size="sm">
              {t('findAllCategoriesLink')}
            </Anchor>
          )}
        </div>
        <Group gap="xs">
          <Button component={Link} to={link('map', {}, searchQueryString(params))} variant="light">
            {t('findMapView')}
          </Button>
          <Button component={Link} to={CATEGORIES_PATH} variant="default">
            {t('findCategories')}
          </Button>
          <Button component={Link} to={link('personalizeFeed')} variant="default">
            {t('findPersonalise')}
          </Button>
        </Group>
      </Group>
      <PropertyFilters />
      <Group justify="space-between" align="flex-end">
        <Text component="h2" fw={700} size="lg">
          {t('findResults')}
        </Text>
        <PropertySortSelect />
      </Group>
      <PagedResults
        query={list}
        pageSize={PAGE_SIZE}
        noun={t('properties').toLowerCase()}
        testId="property-list"
        renderItem={(p) => <PropertyCard key={p.id} property={p} />}
        // Nothing matched a filtered search: say what to change, and offer the way back to everything.
        emptyHint={filtered ? t('findNoMatchHint') : undefined}
        emptyAction={
          filtered ? (
            <Button variant="light" onClick={() => setParams(new URLSearchParams())} data-testid="empty-clear-filters">
              {t('findClearFilters')}
            </Button>
          ) : undefined
        }
      />
    </Stack>
  );
}
