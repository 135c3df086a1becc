// The search form of the services and repair-works lists: words and city (SearchFilters), and the kind's own
// lookup (a service type; a repair category, then one of its sub-categories).
import { Grid } from '@mantine/core';
import { useT } from '../i18n.ts';
import type { ListingKind } from '../listing.ts';
import { repairQueries } from '../repair.queries.ts';
import { serviceQueries } from '../service.queries.ts';
import { LookupSelect } from './LookupSelect.tsx';
import { SearchFilters, type UrlFilters } from './SearchFilters.tsx';

/** The URL keys of each list's search. */
export const FILTER_KEYS = {
  service: ['search', 'city', 'service_type_id'],
  repair: ['search', 'city', 'category_id', 'sub_category_id'],
} as const;

type Filters = UrlFilters<(typeof FILTER_KEYS)[ListingKind][number]>;

/** The filter form of the kind's list. */
export function ListingFilters({ kind, filters }: { kind: ListingKind; filters: Filters }) {
  const t = useT();
  const { draft, set } = filters;
  return (
    <SearchFilters
      filters={filters}
      placeholder={t(kind === 'service' ? 'searchServicesPlaceholder' : 'searchRepairPlaceholder')}
      testId="listing-filters"
    >
      {kind === 'service' ? (
        <Grid.Col span={{ base: 12, sm: 8, md: 6 }}>
          <LookupSelect
            lookup={serviceQueries.types()}
            label={t('serviceType')}
            clearable
            value={draft.service_type_id}
            onChange={set('service_type_id')}
          />
        </Grid.Col>
      ) : (
        <>
          <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
            <LookupSelect
              lookup={repairQueries.categories()}
              label={t('repairCategory')}
              clearable
              value={draft.category_id}
              onChange={(v) => {
                set('category_id')(v);
                set('sub_category_id')(null);
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
            <LookupSelect
              lookup={repairQueries.subCategories(draft.category_id)}
              label={t('repairSubCategory')}
              clearable
              disabled={!draft.category_id}
              value={draft.sub_category_id}
              onChange={set('sub_category_id')}
            />
          </Grid.Col>
        </>
      )}
    </SearchFilters>
  );
}
