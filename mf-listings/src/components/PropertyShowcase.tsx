// The newest approved properties, as a grid (used by the shell's home page).

import { abodeStore, EmptyState, ErrorState, PageLoader, recordSectionRuntime, userIdAtom, useT } from '@abode/shared';
import { SimpleGrid } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { propertyQueries } from '../property.queries.ts';
import { PropertyCard } from './PropertyCard.tsx';

/** The latest `limit` properties. */
export function PropertyShowcase({ limit = 8 }: { limit?: number }) {
  const t = useT();
  recordSectionRuntime('mf_listings', { react: React, queryClient: useQueryClient(), store: abodeStore });
  const list = useQuery(propertyQueries.list({ limit, offset: 0 }, useAtomValue(userIdAtom)));
  if (list.isPending) return <PageLoader />;
  if (list.isError)
    return <ErrorState message={list.error.message} onRetry={() => list.refetch()} retryLabel={t('retry')} />;
  if (!list.data.data.length) return <EmptyState>{t('noDataFound')}</EmptyState>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="property-showcase">
      {list.data.data.map((p) => (
        <PropertyCard key={p.id} property={p} />
      ))}
    </SimpleGrid>
  );
}
