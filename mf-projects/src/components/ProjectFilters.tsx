// The all-projects search form: every filter of get-projects. It edits a draft; Apply writes the URL.
import { categoryQueries, type useUrlFilters } from '@abode/shared';
import {
  Button,
  Checkbox,
  Grid,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useT } from '../i18n.ts';
import { PROJECT_SORTS, projectQueries } from '../project.queries.ts';
import type { ProjectFilterKey } from './project-filters.ts';

type Filters = ReturnType<typeof useUrlFilters<ProjectFilterKey>>;

const SORT_KEYS = {
  newest: 'projectSortNewest',
  oldest: 'projectSortOldest',
  price_asc: 'projectSortPriceAsc',
  price_desc: 'projectSortPriceDesc',
  area_asc: 'projectSortAreaAsc',
  area_desc: 'projectSortAreaDesc',
  most_viewed: 'projectSortMostViewed',
} as const satisfies Record<(typeof PROJECT_SORTS)[number], string>;

/** The filter form. */
export function ProjectFilters({ filters }: { filters: Filters }) {
  const t = useT();
  const typeLabelId = useId();
  const { draft, set, apply, clear } = filters;
  // get_categories defaults to 10 rows; the filter needs them all.
  const categories = useQuery(categoryQueries.list({ has_project: true, limit: 100 }));
  const amenities = useQuery(projectQueries.amenities());
  const num = (k: ProjectFilterKey) => ({
    value: draft[k] === '' ? '' : Number(draft[k]),
    onChange: (v: string | number) => set(k)(v === '' ? '' : String(v)),
    min: 0,
    allowNegative: false,
    thousandSeparator: ',',
  });
  return (
    <form onSubmit={apply} data-testid="project-filters">
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput
            label={t('search')}
            placeholder={t('searchProjectsPlaceholder')}
            value={draft.search}
            onChange={(e) => set('search')(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput label={t('city')} value={draft.city} onChange={(e) => set('city')(e.currentTarget.value)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <Select
            label={t('category')}
            clearable
            value={draft.category_id || null}
            onChange={set('category_id')}
            data={(categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.category }))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Text size="sm" fw={500} mb={4} id={typeLabelId}>
            {t('projectType')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby={typeLabelId}
            value={draft.projectType}
            onChange={set('projectType')}
            data={[
              { value: '', label: t('all') },
              { value: 'under_construction', label: t('underConstruction') },
              { value: 'upcoming', label: t('upcoming') },
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NumberInput label={t('projectMinPrice')} {...num('min_price')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NumberInput label={t('projectMaxPrice')} {...num('max_price')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NumberInput label={t('projectMinArea')} {...num('min_area')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NumberInput label={t('projectMaxArea')} {...num('max_area')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <MultiSelect
            label={t('projectAmenities')}
            clearable
            searchable
            value={draft.amenity_id ? draft.amenity_id.split(',') : []}
            onChange={(ids) => set('amenity_id')(ids.join(','))}
            data={(amenities.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NativeSelect
            label={t('projectPostedSince')}
            value={draft.posted_since}
            onChange={(e) => set('posted_since')(e.currentTarget.value)}
            data={[
              { value: '', label: t('projectAnyTime') },
              { value: '0', label: t('projectLastWeek') },
              { value: '1', label: t('projectYesterday') },
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NativeSelect
            label={t('projectSort')}
            value={draft.sort_by || 'newest'}
            onChange={(e) => set('sort_by')(e.currentTarget.value === 'newest' ? '' : e.currentTarget.value)}
            data={PROJECT_SORTS.map((s) => ({ value: s, label: t(SORT_KEYS[s]) }))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Checkbox
            label={t('projectFeaturedOnly')}
            checked={draft.get_featured === '1'}
            onChange={(e) => set('get_featured')(e.currentTarget.checked ? '1' : '')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Group justify="flex-end">
            <Button variant="default" onClick={clear}>
              {t('clearFilter')}
            </Button>
            <Button type="submit">{t('applyFilter')}</Button>
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  );
}
