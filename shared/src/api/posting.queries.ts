// Queries of a section where owners post and manage their own items (properties, projects): the catalogues the
// form reads, the owner's customer record for the completeness rule, and the owner's items in every state. The
// categories share the common ['categories', …] entry; the rest live under the section's root, so a write there
// invalidates them at once.

import { ApiError } from '@abode/shared/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { getUserData } from '../operations/accounts.ts';
import { getAmenities, getFacilities } from '../operations/listings.ts';
import type { AnswerOf, Operation, OperationInput } from '../operations/operation.ts';
import { type CallInput, call, operationKey, operationQuery } from './call.ts';
import { categoryQueries } from './common.queries.ts';

/** The catalogues of a posting form and the owner's record, under `root` (e.g. ['projects']). */
export function postingFormQueries<R extends readonly string[]>(root: R) {
  return {
    /** Categories with their parameter definitions (the same entry other pages use for this request). */
    categories: () => categoryQueries.list({ limit: 100 }),
    /** The amenities (one entry for every section's form: keyed by the operation). */
    amenities: () => operationQuery(getAmenities, {}),
    /** The outdoor facilities (one entry for every section's form and the filters). */
    facilities: () => operationQuery(getFacilities, {}),
    /** The signed-in user's customer record (for the completeness rule; the session copy may be stale). */
    me: (userId: number) =>
      queryOptions({
        queryKey: [...root, 'owner', userId] as const,
        queryFn: ({ signal }: { signal: AbortSignal }) => call(getUserData, {}, { signal }),
      }),
  };
}

/** One item of an answer that lists items (`data`). */
type ItemOf<O extends Operation> = AnswerOf<O> extends { data: ReadonlyArray<infer I> } ? I : never;

/** Where a section reads its owner's items: e.g. get-added-projects, and 'Project not found'. */
export interface OwnedItemsSource<O extends Operation> {
  /** The operation answering the signed-in owner's items in every state, paged, or one by `slug_id`. */
  op: O;
  /** The message of the 404 when no item has the slug. */
  notFound: string;
}

/**
 * The signed-in owner's items (every state), paged and filtered, and one of them by slug, keyed by the
 * operation: under its tag, the section's root, so a write there invalidates them.
 */
export function ownedItemsQueries<O extends Operation & { query: z.ZodType<unknown, { slug_id?: string }> }>({
  op,
  notFound,
}: OwnedItemsSource<O>) {
  return {
    /** One page of the owner's items; `query` goes to the API as it is. */
    mine: (query: z.input<O['query']>, userId: number) => {
      const input = { query } as OperationInput<O>;
      return queryOptions({
        queryKey: operationKey(op, input, userId),
        queryFn: ({ signal }: { signal: AbortSignal }) => call(op, input as CallInput<O>, { signal }),
        placeholderData: keepPreviousData,
      });
    },
    /** One of the owner's items by slug (a 404 `notFound` when none has it). */
    mineOne: (slugId: string, userId: number) => {
      const input = { query: { slug_id: slugId } } as OperationInput<O>;
      return queryOptions({
        // The item, not the answer: a key of its own under the answer's.
        queryKey: [...operationKey(op, input, userId), 'one'] as const,
        queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ItemOf<O>> => {
          const body = await call(op, input as CallInput<O>, { signal });
          const items = (body as { data: ReadonlyArray<ItemOf<O> & { slug_id?: unknown }> }).data;
          const found = items.find((p) => p.slug_id === slugId);
          if (!found) throw new ApiError('NOT_FOUND', notFound, { status: 404, body });
          return found;
        },
      });
    },
  };
}
