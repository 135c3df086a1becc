// The public lists (/services, /repair-works): filters kept in the URL (shareable, back-button friendly),
// results paged by offset/limit with the page in the URL. While the first page loads, skeleton cards of the
// cards' own height hold the grid's place (no layout shift).
import { usePageParam, userIdAtom, useUrlFilters } from '@abode/shared';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { BrowsePage } from '../components/BrowsePage.tsx';
import { ListingCard } from '../components/ListingCard.tsx';
import { FILTER_KEYS, ListingFilters } from '../components/ListingFilters.tsx';
import { compact, idParam, textParam } from '../components/url-params.ts';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import type { ListingKind, ListingSummary } from '../listing.ts';
import { repairQueries } from '../repair.queries.ts';
import { serviceQueries } from '../service.queries.ts';

/** Listings per page. */
export const PAGE_SIZE = 12;

function useListQuery(kind: ListingKind, values: Partial<Record<string, string>>, page: number) {
  const userId = useAtomValue(userIdAtom);
  const paging = { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  const common = { search: textParam(values.search), city: textParam(values.city) };
  const services = useQuery({
    ...serviceQueries.list(compact({ ...common, service_type_id: idParam(values.service_type_id), ...paging }), userId),
    enabled: kind === 'service',
  });
  const repairs = useQuery({
    ...repairQueries.list(
      compact({
        ...common,
        category_id: idParam(values.category_id),
        sub_category_id: idParam(values.sub_category_id),
        ...paging,
      }),
      userId,
    ),
    enabled: kind === 'repair',
  });
  return kind === 'service' ? services : repairs;
}

/** The list page of a kind. */
export function ListingsPage({ kind }: { kind: ListingKind }) {
  const t = useT();
  const [page] = usePageParam();
  const filters = useUrlFilters(FILTER_KEYS[kind]);
  const list = useListQuery(kind, filters.applied, page);
  const title = t(kind === 'service' ? 'services' : 'repairWorks');
  return (
    <BrowsePage<ListingSummary>
      title={title}
      intro={t(kind === 'service' ? 'servicesIntro' : 'repairWorksIntro')}
      add={{
        href: link(kind === 'service' ? 'addService' : 'addRepairWork'),
        label: t(kind === 'service' ? 'serviceAddTitle' : 'repairAddTitle'),
      }}
      filters={<ListingFilters kind={kind} filters={filters} />}
      filtered={Object.values(filters.applied).some(Boolean)}
      onClear={filters.clear}
      query={list}
      pageSize={PAGE_SIZE}
      noun={title.toLowerCase()}
      testId="listing-list"
      skeletonTestId="listing-skeleton"
      renderItem={(l) => <ListingCard key={l.id} listing={l} />}
    />
  );
}

/** /services */
export const ServicesPage = () => <ListingsPage kind="service" />;
/** /repair-works */
export const RepairWorksPage = () => <ListingsPage kind="repair" />;
