// Service queries, keyed under ['services', …] so no other section collides in the shared cache.
import { apiQueryFn, type QueryParams } from '@abode/shared';
import { service } from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

/** Filters of get-service this section uses; empty values are dropped by the client. */
export interface ServiceFilters {
  search?: string;
  city?: string;
  service_type_id?: string;
  offset?: number;
  limit?: number;
}

export const serviceQueries = {
  all: () => ['services'] as const,
  lists: () => [...serviceQueries.all(), 'list'] as const,
  /** One page of services; the viewer is in the key because get-service takes an optional token. */
  list: (filters: ServiceFilters, userId: number | null) =>
    queryOptions({
      queryKey: [...serviceQueries.lists(), filters, userId ?? 0] as const,
      queryFn: apiQueryFn('get-service', z.array(service), { ...filters } as QueryParams),
      placeholderData: keepPreviousData,
    }),
};
