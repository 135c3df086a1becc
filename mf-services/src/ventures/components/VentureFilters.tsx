// The JV and construction lists' search form: words and city (SearchFilters), the two lookups of the kind (JV:
// post type and JV type; construction: project type and work scope) and the order (`sort_by`).
import { Grid, NativeSelect } from '@mantine/core';
import { LookupSelect } from '../../components/LookupSelect.tsx';
import { SearchFilters, type UrlFilters } from '../../components/SearchFilters.tsx';
import { useT } from '../../i18n.ts';
import { type LookupName, ventureQueries } from '../venture.queries.ts';
import type { VentureKind } from '../venture-kind.ts';
import { type FilterKey, SORTS } from './venture-filters.ts';

/** The two lookup filters of each kind: URL key, lookup and label. */
const LOOKUP_FILTERS = {
  jv: [
    { key: 'post_type', lookup: 'postTypes', label: 'venturePostType' },
    { key: 'jv_type', lookup: 'jvTypes', label: 'ventureJvType' },
  ],
  construction: [
    { key: 'category', lookup: 'projectTypes', label: 'ventureProjectType' },
    { key: 'work', lookup: 'workScopes', label: 'ventureWorkScope' },
  ],
} as const satisfies Record<VentureKind, { key: FilterKey; lookup: LookupName; label: string }[]>;

/** The words of each order. */
const SORT_LABELS = {
  newest: 'sortNewest',
  oldest: 'sortOldest',
  top_rated: 'sortTopRated',
  most_viewed: 'sortMostViewed',
} as const satisfies Record<(typeof SORTS)[number], string>;

/** The filter form of a kind. */
export function VentureFilters({ kind, filters }: { kind: VentureKind; filters: UrlFilters<FilterKey> }) {
  const t = useT();
  return (
    <SearchFilters
      filters={filters}
      placeholder={t(kind === 'jv' ? 'ventureSearchJv' : 'ventureSearchConstruction')}
      testId="venture-filters"
    >
      {LOOKUP_FILTERS[kind].map((f) => (
        <Grid.Col key={f.key} span={{ base: 12, sm: 4, md: 3 }}>
          <LookupSelect
            lookup={ventureQueries.lookup(f.lookup)}
            label={t(f.label)}
            clearable
            value={filters.draft[f.key]}
            onChange={filters.set(f.key)}
          />
        </Grid.Col>
      ))}
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <NativeSelect
          label={t('sortBy')}
          value={filters.draft.sort_by || SORTS[0]}
          // The default order stays out of the URL.
          onChange={(e) => filters.set('sort_by')(e.currentTarget.value === SORTS[0] ? '' : e.currentTarget.value)}
          data={SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) }))}
          data-testid="venture-sort"
        />
      </Grid.Col>
    </SearchFilters>
  );
}
