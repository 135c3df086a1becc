// The public lists: joint-venture posts (/joint-ventures, get-jv) and construction profiles (/constructions,
// get-constructions?category). Filters live in the URL (shareable, back-button friendly), results are paged by
// offset/limit, and while the first page loads skeleton cards of the cards' own height hold the grid's place.
import { usePageParam, userIdAtom, useUrlFilters } from '@abode/shared';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { BrowsePage } from '../../components/BrowsePage.tsx';
import { useT } from '../../i18n.ts';
import { link } from '../../links.ts';
import { VentureCard } from '../components/VentureCard.tsx';
import { VentureFilters } from '../components/VentureFilters.tsx';
import { FILTER_KEYS, type FilterKey, filtersToQuery } from '../components/venture-filters.ts';
import { type VenturePost, ventureQueries } from '../venture.queries.ts';
import { KIND_PAGES, type VentureKind } from '../venture-kind.ts';

/** Posts per page. */
export const PAGE_SIZE = 12;

const TITLES = {
  jv: { title: 'jointVentures', intro: 'ventureJvIntro', add: 'ventureAddJv', noun: 'ventureJvNoun' },
  construction: {
    title: 'constructions',
    intro: 'ventureConstructionIntro',
    add: 'ventureAddConstruction',
    noun: 'ventureConstructionNoun',
  },
} as const;

function VentureList({ kind }: { kind: VentureKind }) {
  const t = useT();
  const words = TITLES[kind];
  const userId = useAtomValue(userIdAtom);
  const [page] = usePageParam();
  const filters = useUrlFilters<FilterKey>(FILTER_KEYS[kind]);
  const query = filtersToQuery(kind, filters.applied, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const list = useQuery(ventureQueries.list(kind, query, userId));
  return (
    <BrowsePage<VenturePost>
      title={t(words.title)}
      intro={t(words.intro)}
      add={{ href: link(KIND_PAGES[kind].add), label: t(words.add) }}
      filters={<VentureFilters kind={kind} filters={filters} />}
      // The order alone narrows nothing.
      filtered={FILTER_KEYS[kind].some((k) => k !== 'sort_by' && filters.applied[k])}
      onClear={filters.clear}
      query={list}
      pageSize={PAGE_SIZE}
      noun={t(words.noun)}
      testId="venture-list"
      skeletonTestId="venture-skeleton"
      renderItem={(p) => <VentureCard key={p.id} post={p} />}
    />
  );
}

/** /joint-ventures. */
export const JointVenturesPage = () => <VentureList kind="jv" />;
/** /constructions. */
export const ConstructionsPage = () => <VentureList kind="construction" />;
