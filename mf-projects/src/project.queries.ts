// Project queries, keyed under ['projects', …] so no other section collides in the shared cache.
import { apiQueryFn, type QueryParams } from '@abode/shared';
import { project } from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

/** Filters of get-projects this section uses; empty values are dropped by the client. */
export interface ProjectFilters {
  search?: string;
  city?: string;
  category_id?: string;
  projectType?: '' | 'under_construction' | 'upcoming';
  offset?: number;
  limit?: number;
}

export const projectQueries = {
  all: () => ['projects'] as const,
  lists: () => [...projectQueries.all(), 'list'] as const,
  /** One page of projects; the viewer is in the key because the answer is personalised (is_feature_available). */
  list: (filters: ProjectFilters, userId: number | null) =>
    queryOptions({
      queryKey: [...projectQueries.lists(), filters, userId ?? 0] as const,
      queryFn: apiQueryFn('get-projects', z.array(project), { ...filters } as QueryParams),
      placeholderData: keepPreviousData,
    }),
  /** One project by its slug (get-projects answers an empty list for a slug it does not know). */
  detail: (slugId: string, userId: number | null) =>
    queryOptions({
      queryKey: [...projectQueries.all(), 'detail', slugId, userId ?? 0] as const,
      queryFn: apiQueryFn('get-projects', z.array(project), { slug_id: slugId, limit: 1 }),
    }),
};
