// The property search filters of spec §7 (get_property / get-property-list), kept in the URL so a search is
// shareable and the back button works. The list page and the map page share this form and the mapping from
// URL values to the API query, which drops empty and malformed values instead of sending them.

import { fill, useUrlFilters } from '@abode/shared';
import { type PropertySort, propertySort } from '@abode/shared/wire';
import {
  Badge,
  Button,
  Checkbox,
  Collapse,
  Fieldset,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { findingQueries, type PropertySearchQuery } from '../property.queries.ts';
import { PropertyTypeControl } from './PropertyTypeControl.tsx';

/** The categories page (the `/properties` prefix belongs to this section). */
export const CATEGORIES_PATH = '/properties/categories';

/** The list of properties in one category. */
export function categoryPath(slugId: string): string {
  return link('properties', {}, { category_slug_id: slugId });
}

/** The URL keys of the search, spelled as the API spells its query parameters. */
export const SEARCH_FILTER_KEYS = [
  'search',
  'property_type',
  'category_id',
  'category_slug_id',
  'parameter_id',
  'country',
  'state',
  'city',
  'min_price',
  'max_price',
  'posted_since',
  'promoted',
  'get_all_premium_properties',
  'sort',
] as const;

/** A URL key of the search. */
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

/** The search as read from the URL: every key, '' when absent. */
export type SearchFilterValues = Record<SearchFilterKey, string>;

/** The orders of get-property-list, in menu order. */
export const SORT_OPTIONS: readonly PropertySort[] = propertySort.options;

const SORT_LABEL_KEYS = {
  newest: 'findSortNewest',
  price_asc: 'findSortPriceAsc',
  price_desc: 'findSortPriceDesc',
  most_viewed: 'findSortMostViewed',
  most_liked: 'findSortMostLiked',
} as const satisfies Record<PropertySort, string>;

const MAX_TEXT = 100;

function text(value: string | undefined): string | undefined {
  const v = (value ?? '').trim().slice(0, MAX_TEXT);
  return v === '' ? undefined : v;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

function amount(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** "3, 1,x,3" → "3,1": whole positive ids, duplicates dropped, order kept. */
export function cleanIdList(value: string | undefined): string | undefined {
  const ids = (value ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n >= 1);
  return ids.length ? [...new Set(ids)].join(',') : undefined;
}

/**
 * The get-property-list query for the URL's filter values: empty and malformed values are dropped (a wrong
 * hand-typed URL still lists), a min price above the max price is swapped, flags are sent only when on.
 */
export function filtersToSearchQuery(
  values: Partial<Record<SearchFilterKey, string>>,
  paging?: { offset: number; limit: number },
): PropertySearchQuery {
  const q: PropertySearchQuery = {};
  const put = (key: keyof PropertySearchQuery, value: string | number | undefined) => {
    if (value !== undefined) q[key] = value;
  };
  put('search', text(values.search));
  put('property_type', oneOf(values.property_type, ['0', '1'] as const));
  put('category_id', positiveInt(values.category_id));
  put('category_slug_id', text(values.category_slug_id));
  put('parameter_id', cleanIdList(values.parameter_id));
  put('country', text(values.country));
  put('state', text(values.state));
  put('city', text(values.city));
  let min = amount(values.min_price);
  let max = amount(values.max_price);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  put('min_price', min);
  put('max_price', max);
  put('posted_since', oneOf(values.posted_since, ['0', '1'] as const));
  if (values.promoted === '1') put('promoted', 1);
  if (values.get_all_premium_properties === '1') put('get_all_premium_properties', 1);
  put('sort', oneOf(values.sort, SORT_OPTIONS));
  if (paging) {
    q.offset = paging.offset;
    q.limit = paging.limit;
  }
  return q;
}

/** The URL's search filter values (every key, '' when absent). */
export function readSearchFilters(params: URLSearchParams): SearchFilterValues {
  return Object.fromEntries(SEARCH_FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as SearchFilterValues;
}

/** The current URL's filters as an API query (for the list with paging, for the map without). */
export function useSearchQuery(paging?: { offset: number; limit: number }): {
  values: SearchFilterValues;
  query: PropertySearchQuery;
} {
  const [params] = useSearchParams();
  const values = readSearchFilters(params);
  return { values, query: filtersToSearchQuery(values, paging) };
}

/** The search part of the URL without paging, for links to the same search elsewhere (list ↔ map). */
export function searchQueryString(params: URLSearchParams, extraKeys: readonly string[] = []): string {
  const next = new URLSearchParams();
  for (const key of [...SEARCH_FILTER_KEYS, ...extraKeys]) {
    const value = params.get(key);
    if (value?.trim()) next.set(key, value.trim());
  }
  return next.toString();
}

/** The filters kept behind "More filters". */
const MORE_FILTER_KEYS = [
  'search',
  'country',
  'state',
  'posted_since',
  'promoted',
  'get_all_premium_properties',
  'parameter_id',
] as const satisfies readonly (keyof PropertySearchQuery)[];

/**
 * How many filters the URL applies (a price range and a category by id or slug count once; the order is
 * not a filter), and how many of them sit behind "More filters".
 */
export function countActiveFilters(values: Partial<Record<SearchFilterKey, string>>): { all: number; more: number } {
  const q = filtersToSearchQuery(values);
  const on = (...k: (keyof PropertySearchQuery)[]) => (k.some((key) => key in q) ? 1 : 0);
  const more = MORE_FILTER_KEYS.reduce((n, k) => n + on(k), 0);
  const essential =
    on('property_type') + on('category_id', 'category_slug_id') + on('city') + on('min_price', 'max_price');
  return { all: essential + more, more };
}

/** Props of {@link PropertyFilters}. */
export interface PropertyFiltersProps {
  /** Other URL keys the page keeps through Apply (e.g. the map's drawn area); Clear drops them too. */
  extraKeys?: readonly string[];
}

/** The filter form: edits a draft, Apply writes the non-empty values to the URL (back to page 1). */
export function PropertyFilters({ extraKeys = [] }: PropertyFiltersProps) {
  const t = useT();
  const uid = useId();
  // The extra keys ride along at run time only: the form never edits them, Apply writes them back as read.
  const keys = [...SEARCH_FILTER_KEYS, ...extraKeys] as SearchFilterKey[];
  const { applied, draft, set, apply, clear } = useUrlFilters(keys);
  const [priceError, setPriceError] = useState(false);
  // Phones show the whole form behind a Filters button; larger screens show the essential row at once.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [shownOnPhone, setPanelOpen] = useState(false);
  const panelOpen = !phone || shownOnPhone;
  const [moreOpen, setMoreOpen] = useState(false);
  const active = countActiveFilters(applied);
  const categories = useQuery(findingQueries.categories({ limit: 100 }));
  const categoryList = categories.data?.data ?? [];

  // A category page links with its slug; show it as the chosen category.
  const bySlug = draft.category_slug_id ? categoryList.find((c) => c.slug_id === draft.category_slug_id) : undefined;
  const categoryValue = draft.category_id || (bySlug ? String(bySlug.id) : '');
  const chosen = categoryList.find((c) => String(c.id) === categoryValue);
  const parameterOptions = useMemo(() => {
    const seen = new Map<string, string>();
    for (const c of chosen ? [chosen] : categoryList) {
      for (const p of c.parameter_types ?? []) if (!seen.has(String(p.id))) seen.set(String(p.id), p.name);
    }
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [chosen, categoryList]);
  const parameterValue = draft.parameter_id.split(',').filter((id) => id !== '');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const min = amount(draft.min_price);
    const max = amount(draft.max_price);
    if (min !== undefined && max !== undefined && min > max) {
      setPriceError(true);
      return;
    }
    setPriceError(false);
    apply();
  };

  const fields = {
    type: (
      <div style={{ flex: '1 1 200px' }}>
        <PropertyTypeControl value={draft.property_type} onChange={set('property_type')} />
      </div>
    ),
    category: (
      <NativeSelect
        style={{ flex: '1 1 160px' }}
        label={t('category')}
        value={categoryValue}
        onChange={(e) => {
          set('category_id')(e.currentTarget.value);
          set('category_slug_id')('');
          set('parameter_id')('');
        }}
        data={[
          { value: '', label: t('findAllCategories') },
          ...categoryList.map((c) => ({ value: String(c.id), label: c.category })),
        ]}
      />
    ),
    city: (
      <TextInput
        style={{ flex: '1 1 140px' }}
        label={t('city')}
        value={draft.city}
        maxLength={MAX_TEXT}
        onChange={(e) => set('city')(e.currentTarget.value)}
      />
    ),
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={`${uid}-heading`}>
      <Group justify="space-between" gap="xs" mb={phone ? 0 : 4}>
        <Text component="h2" fw={700} size="md" id={`${uid}-heading`}>
          {t('findFilters')}
        </Text>
        {phone && (
          <Button
            variant="default"
            size="xs"
            aria-expanded={panelOpen}
            aria-controls={`${uid}-panel`}
            onClick={() => setPanelOpen((o) => !o)}
            rightSection={active.all > 0 ? <Badge size="sm">{active.all}</Badge> : undefined}
            data-testid="filters-toggle"
          >
            {t('findFilters')}
          </Button>
        )}
      </Group>
      <Collapse expanded={panelOpen} id={`${uid}-panel`} keepMountedMode="display-none">
        <form onSubmit={onSubmit} aria-labelledby={`${uid}-heading`} data-testid="property-filters" noValidate>
          <Stack gap="xs">
            {/* The filters most searches use, in one row on a laptop; the rest wait behind "More filters". */}
            <Group align="flex-start" gap="sm" wrap="wrap" data-testid="essential-filters">
              {fields.type}
              {fields.category}
              {fields.city}
              <NumberInput
                style={{ flex: '1 1 120px' }}
                label={t('minPrice')}
                min={0}
                allowNegative={false}
                value={draft.min_price}
                onChange={set('min_price')}
                thousandSeparator=","
              />
              <NumberInput
                style={{ flex: '1 1 120px' }}
                label={t('maxPrice')}
                min={0}
                allowNegative={false}
                value={draft.max_price}
                onChange={set('max_price')}
                thousandSeparator=","
                error={priceError ? t('findPriceOrder') : undefined}
              />
              <Group gap="xs" wrap="nowrap" mt={{ base: 0, sm: 25 }} style={{ flex: '0 0 auto' }}>
                <Button type="submit">{t('applyFilter')}</Button>
                <Button
                  variant="subtle"
                  aria-expanded={moreOpen}
                  aria-controls={`${uid}-more`}
                  onClick={() => setMoreOpen((o) => !o)}
                  rightSection={active.more > 0 ? <Badge size="sm">{active.more}</Badge> : undefined}
                  data-testid="more-filters"
                >
                  {t('findMoreFilters')}
                </Button>
              </Group>
            </Group>
            {active.all > 0 && (
              <Group gap="xs">
                <Text size="sm" c="dimmed" data-testid="active-filter-count">
                  {fill(t('findActiveFilters'), { count: active.all })}
                </Text>
                <Button variant="default" size="compact-sm" onClick={clear}>
                  {t('findClearFilters')}
                </Button>
              </Group>
            )}
            <Collapse expanded={moreOpen} id={`${uid}-more`} keepMountedMode="display-none">
              <Stack gap="sm" pt="xs" data-testid="more-filter-fields">
                <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                  <TextInput
                    label={t('search')}
                    placeholder={t('searchPlaceholder')}
                    value={draft.search}
                    maxLength={MAX_TEXT}
                    onChange={(e) => set('search')(e.currentTarget.value)}
                  />
                  <TextInput
                    label={t('findCountry')}
                    value={draft.country}
                    maxLength={MAX_TEXT}
                    onChange={(e) => set('country')(e.currentTarget.value)}
                  />
                  <TextInput
                    label={t('findState')}
                    value={draft.state}
                    maxLength={MAX_TEXT}
                    onChange={(e) => set('state')(e.currentTarget.value)}
                  />
                  <MultiSelect
                    label={t('findParameters')}
                    description={t('findParametersHint')}
                    data={parameterOptions}
                    value={parameterValue}
                    onChange={(ids) => set('parameter_id')(ids.join(','))}
                    searchable
                    clearable
                    nothingFoundMessage={t('noDataFound')}
                  />
                </SimpleGrid>
                <Fieldset legend={t('findShowOnly')} variant="filled">
                  <Group gap="xl" align="flex-end">
                    <Radio.Group label={t('findPostedSince')} value={draft.posted_since} onChange={set('posted_since')}>
                      <Group gap="md" mt={4}>
                        <Radio value="" label={t('findAnyTime')} />
                        <Radio value="0" label={t('findLastWeek')} />
                        <Radio value="1" label={t('findYesterday')} />
                      </Group>
                    </Radio.Group>
                    <Checkbox
                      label={t('findPromotedOnly')}
                      checked={draft.promoted === '1'}
                      onChange={(e) => set('promoted')(e.currentTarget.checked ? '1' : '')}
                    />
                    <Checkbox
                      label={t('findPremiumOnly')}
                      checked={draft.get_all_premium_properties === '1'}
                      onChange={(e) => set('get_all_premium_properties')(e.currentTarget.checked ? '1' : '')}
                    />
                  </Group>
                </Fieldset>
              </Stack>
            </Collapse>
          </Stack>
        </form>
      </Collapse>
    </Paper>
  );
}

/** The order of results; changing it applies at once and goes back to page 1. */
export function PropertySortSelect() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  return (
    <NativeSelect
      label={t('findSortBy')}
      value={oneOf(params.get('sort') ?? '', SORT_OPTIONS) ?? 'newest'}
      onChange={(e) => {
        const next = new URLSearchParams(params);
        next.delete('page');
        if (e.currentTarget.value === 'newest') next.delete('sort');
        else next.set('sort', e.currentTarget.value);
        setParams(next);
      }}
      data={SORT_OPTIONS.map((value) => ({ value, label: t(SORT_LABEL_KEYS[value]) }))}
    />
  );
}
