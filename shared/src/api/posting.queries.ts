// Queries of a section where owners post and manage their own items (properties, projects): the catalogues the
// form reads, the owner's customer record for the completeness rule, and the owner's items in every state. The
// categories share the common ['categories', …] entry; the rest live under the section's root, so a write there
// invalidates them at once.

import { ApiError, apiCall, apiQueryFn, type QueryParams } from '@abode/shared/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getUserData } from '../operations/accounts.ts';
import { amenity, outdoorFacility } from '../wire/index.ts';
import { call } from './call.ts';
import { categoryQueries } from './common.queries.ts';

/** The catalogues of a posting form and the owner's record, under `root` (e.g. ['projects']). */
export function postingFormQueries<R extends readonly string[]>(root: R) {
  return {
    /** Categories with their parameter definitions (the same entry other pages use for this request). */
    categories: () => categoryQueries.list({ limit: 100 }),
    amenities: () =>
      queryOptions({
        queryKey: [...root, 'catalogue', 'amenities'] as const,
        queryFn: apiQueryFn('get_amenities', z.array(amenity)),
      }),
    facilities: () =>
      queryOptions({
        queryKey: [...root, 'catalogue', 'facilities'] as const,
        queryFn: apiQueryFn('get_facilities', z.array(outdoorFacility)),
      }),
    /** The signed-in user's customer record (for the completeness rule; the session copy may be stale). */
    me: (userId: number) =>
      queryOptions({
        queryKey: [...root, 'owner', userId] as const,
        queryFn: ({ signal }: { signal: AbortSignal }) => call(getUserData, {}, { signal }),
      }),
  };
}

/** Where and how a section reads its owner's items: e.g. get-added-projects, one project, 'Project not found'. */
export interface OwnedItemsSource<S extends z.ZodType<{ slug_id: string }>> {
  root: readonly string[];
  path: string;
  item: S;
  /** The message of the 404 when no item has the slug. */
  notFound: string;
}

/** The signed-in owner's items (every state), paged and filtered, and one of them by slug, under `root`. */
export function ownedItemsQueries<S extends z.ZodType<{ slug_id: string }>, P extends object>({
  root,
  path,
  item,
  notFound,
}: OwnedItemsSource<S>) {
  const items = z.array(item);
  return {
    /** One page of the owner's items; `params` go to the API as they are. */
    mine: (params: P, userId: number) =>
      queryOptions({
        queryKey: [...root, 'mine', userId, params] as const,
        queryFn: apiQueryFn(path, items, params as QueryParams),
        placeholderData: keepPreviousData,
      }),
    /** One of the owner's items by slug (a 404 `notFound` when none has it). */
    mineOne: (slugId: string, userId: number) =>
      queryOptions({
        queryKey: [...root, 'mine', userId, 'one', slugId] as const,
        queryFn: async ({ signal }: { signal: AbortSignal }) => {
          const body = await apiCall(path, items, { params: { slug_id: slugId }, signal });
          const found = body.data.find((p) => p.slug_id === slugId);
          if (!found) throw new ApiError('NOT_FOUND', notFound, { status: 404, body });
          return found;
        },
      }),
  };
}
