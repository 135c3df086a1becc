// Property queries, keyed under ['properties', …] so no other section collides in the shared cache.
import { apiQueryFn, type QueryParams } from '@abode/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Property } from './property.types.ts';

/** Filters of get_property this section uses (spec §7); empty values are dropped by the client. */
export interface PropertyFilters {
  property_type?: '' | '0' | '1';
  category_id?: string;
  city?: string;
  min_price?: string;
  max_price?: string;
  search?: string;
  posted_since?: '' | '0' | '1';
  offset?: number;
  limit?: number;
}

export const propertyQueries = {
  all: () => ['properties'] as const,
  lists: () => [...propertyQueries.all(), 'list'] as const,
  list: (filters: PropertyFilters, userId: number | null) =>
    queryOptions({
      queryKey: [...propertyQueries.lists(), filters, userId ?? 0] as const,
      queryFn: apiQueryFn<Property[]>('get_property', { ...filters } as QueryParams),
      placeholderData: keepPreviousData,
    }),
  detail: (slugId: string, userId: number | null) =>
    queryOptions({
      queryKey: [...propertyQueries.all(), 'detail', slugId, userId ?? 0] as const,
      queryFn: apiQueryFn<Property[]>('get_property', { slug_id: slugId }),
    }),
};
