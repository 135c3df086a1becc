// All properties: filters kept in the URL (shareable, back-button friendly), results paged by offset/limit.

import { categoryQueries, PagedResults, usePageParam, userIdAtom, useT, useUrlFilters } from '@abode/shared';
import {
  Button,
  Grid,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { PropertyCard } from '../components/PropertyCard.tsx';
import { type PropertyFilters, propertyQueries } from '../property.queries.ts';

const PAGE_SIZE = 12;
const FILTER_KEYS = ['property_type', 'category_id', 'city', 'min_price', 'max_price', 'search'] as const;

/** The all-properties page. */
export function AllPropertiesPage() {
  const t = useT();
  const userId = useAtomValue(userIdAtom);
  const [page] = usePageParam();
  const { applied, draft, set, apply, clear } = useUrlFilters(FILTER_KEYS);

  const filters: PropertyFilters = {
    ...applied,
    property_type: applied.property_type as PropertyFilters['property_type'],
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
  const list = useQuery(propertyQueries.list(filters, userId));
  const categories = useQuery(categoryQueries.list({ limit: 100 }));

  useEffect(() => {
    document.title = `${t('allProperties')} | Abode`;
  }, [t]);

  return (
    <Stack>
      <Title order={1}>{t('allProperties')}</Title>
      <form onSubmit={apply} aria-label={t('applyFilter')}>
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              label={t('search')}
              placeholder={t('searchPlaceholder')}
              value={draft.search}
              onChange={(e) => set('search')(e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <Text size="sm" fw={500} mb={4} id="type-label">
              {t('propertyType')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="type-label"
              value={draft.property_type}
              onChange={set('property_type')}
              data={[
                { value: '', label: t('all') },
                { value: '0', label: t('sell') },
                { value: '1', label: t('rent') },
              ]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <Select
              label={t('category')}
              clearable
              value={draft.category_id || null}
              onChange={set('category_id')}
              data={(categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.category }))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label={t('city')} value={draft.city} onChange={(e) => set('city')(e.currentTarget.value)} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NumberInput
              label={t('minPrice')}
              min={0}
              value={draft.min_price}
              onChange={set('min_price')}
              thousandSeparator=","
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NumberInput
              label={t('maxPrice')}
              min={0}
              value={draft.max_price}
              onChange={set('max_price')}
              thousandSeparator=","
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Group>
              <Button type="submit">{t('applyFilter')}</Button>
              <Button variant="default" onClick={clear}>
                {t('clearFilter')}
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </form>
      <PagedResults
        query={list}
        pageSize={PAGE_SIZE}
        noun={t('properties').toLowerCase()}
        testId="property-list"
        renderItem={(p) => <PropertyCard key={p.id} property={p} />}
      />
    </Stack>
  );
}
