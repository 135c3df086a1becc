// Repair-work queries and calls, keyed under ['repair-works', …] so no other section collides in the shared
// cache: the lists, the detail, the lookups (categories, their sub-categories), the owner's list, the interests
// (the owner's side: who is interested, approve, shortlist; the requester's: my interests with the owner's
// decision). A write invalidates the root (`REPAIR_ROOT`). Answers are parsed with the wire schemas and mapped
// to the section's one listing model (listing.ts). Each call is an operation of the services area, keyed by
// operationKey under its tag 'repair-works' (docs/decisions/032).
import { type ApiEnvelope, ApiError, call, operationKey } from '@abode/shared';
import {
  getRepairworks,
  getRepairworksCategory,
  getRepairworksInterestedUsers,
  getRepairworksSubCategory,
  myRepairworkInterested,
  myRepairworks,
  postRepairworks,
  repairworksApprovedUsers,
  repairworksDelete,
  repairworksDetail,
  repairworksInterestedApproval,
  repairworksInterestedUsers,
  repairworksShortlistApproval,
} from '@abode/shared/operations';
import type { InterestedUser, RepairLookup } from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { fromRepairWork, fromRepairWorkDetail, type ListingDetail } from './listing.ts';
import type { MineParams } from './service.queries.ts';

/** Every repair-work query: a write invalidates this root. */
export const REPAIR_ROOT = [getRepairworks.tag] as const;

/**
 * Filters of get-repairworks this section sends, as the operation reads them once its aliases are resolved (the
 * query schema's `out`); empty values are dropped by the client.
 */
export type RepairFilters = Pick<
  z.input<(typeof getRepairworks)['query']['out']>,
  'search' | 'city' | 'category_id' | 'sub_category_id' | 'offset' | 'limit'
>;

export const repairQueries = {
  all: () => REPAIR_ROOT,
  /** One page of repair works; the viewer is in the key because get-repairworks takes an optional token. */
  list: (filters: RepairFilters, userId: number | null) =>
    queryOptions({
      queryKey: operationKey(getRepairworks, { query: filters }, userId),
      queryFn: async ({ signal }) => {
        const body = await call(getRepairworks, { query: filters }, { signal });
        return { ...body, data: body.data.map(fromRepairWork) };
      },
      placeholderData: keepPreviousData,
    }),
  /** The repair categories (get-repairworks-category). */
  categories: () =>
    queryOptions({
      queryKey: operationKey(getRepairworksCategory, {}),
      queryFn: ({ signal }): Promise<ApiEnvelope<RepairLookup[]>> => call(getRepairworksCategory, {}, { signal }),
    }),
  /** The sub-categories of one category (get-repairworks-sub-category?repair_category_id). */
  subCategories: (categoryId: string) =>
    queryOptions({
      queryKey: operationKey(getRepairworksSubCategory, { query: { repair_category_id: categoryId } }),
      queryFn: ({ signal }): Promise<ApiEnvelope<RepairLookup[]>> =>
        call(getRepairworksSubCategory, { query: { repair_category_id: categoryId } }, { signal }),
      enabled: categoryId !== '',
    }),
  /** One repair work by its slug (repairworks-detail), as the viewer sees it. */
  detail: (slugId: string, userId: number | null) => {
    const input = { query: { slug: slugId, ...(userId ? { user_id: userId } : {}) } };
    return queryOptions({
      queryKey: operationKey(repairworksDetail, input, userId),
      queryFn: async ({ signal }) => fromRepairWorkDetail((await call(repairworksDetail, input, { signal })).data),
    });
  },
  /** One page of the signed-in owner's repair works in every state (my-repairworks). */
  mine: (params: MineParams, userId: number) =>
    queryOptions({
      queryKey: operationKey(myRepairworks, { query: params }, userId),
      queryFn: async ({ signal }) => {
        const body = await call(myRepairworks, { query: params }, { signal });
        return { ...body, data: body.data.map(fromRepairWorkDetail) };
      },
      placeholderData: keepPreviousData,
    }),
  /** One of the owner's repair works by slug (edit); a 404 when none has it. */
  mineOne: (slugId: string, userId: number) =>
    queryOptions({
      queryKey: operationKey(myRepairworks, { query: { slug_id: slugId } }, userId),
      queryFn: async ({ signal }) => {
        const body = await call(myRepairworks, { query: { slug_id: slugId } }, { signal });
        const found = body.data.find((r) => r.slug_id === slugId);
        if (!found) throw new ApiError('NOT_FOUND', 'Repair work not found', { status: 404, body });
        return fromRepairWorkDetail(found);
      },
    }),
  /** Every page of the interested users of one repair work. */
  usersOf: (repairId: number) => [...REPAIR_ROOT, 'interested-users', repairId] as const,
  /**
   * One page of the users interested in the owner's repair work (get_repairworks_interested_users), or of the
   * approved ones only (repairworks_approved_users); anyone but the owner is refused.
   */
  users: (repairId: number, approvedOnly: boolean, offset: number, limit: number) => {
    const op = approvedOnly ? repairworksApprovedUsers : getRepairworksInterestedUsers;
    const input = { query: { repairworks_id: repairId, offset, limit } };
    return queryOptions({
      // Under usersOf: the shared InterestedUsers panel writes a decision's answer into every page under that
      // root (its `listRoot`), so the key stays the panel's, not the operation's.
      queryKey: [...repairQueries.usersOf(repairId), approvedOnly ? 'approved' : 'all', offset, limit] as const,
      // As the shared InterestedUsers panel reads it (an envelope of its rows).
      queryFn: ({ signal }): Promise<ApiEnvelope<InterestedUser[]>> => call(op, input, { signal }),
      staleTime: 0,
    });
  },
  /** One page of the repair works I showed interest in, each with the owner's decision (my_repairwork_interested). */
  myInterests: (userId: number, offset: number, limit: number) =>
    queryOptions({
      queryKey: operationKey(myRepairworkInterested, { query: { offset, limit } }, userId),
      queryFn: ({ signal }) => call(myRepairworkInterested, { query: { offset, limit } }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};

/**
 * POST post-repairworks (multipart): a new repair work, or an edit of the caller's `slugId`. The form's fields
 * and files are read by the route itself, so the form goes as the page built it.
 */
export async function saveRepairWork(body: FormData, slugId?: string): Promise<ApiEnvelope<ListingDetail>> {
  const answer = await call(postRepairworks, { query: { slug_id: slugId }, body });
  return { ...answer, data: fromRepairWorkDetail(answer.data) };
}

/** POST repairworks-delete. */
export const deleteRepairWork = (id: number) => call(repairworksDelete, { body: { id } });

/** POST repairworks_interested_users: type 1 shows interest, 0 withdraws it. */
export const setRepairInterest = (repairId: number, on: boolean) =>
  call(repairworksInterestedUsers, { body: { repairworks_id: repairId, type: on ? 1 : 0 } });

/** GET repairworks_interested_approval / repairworks_shortlist-approval: set one flag of an interest in MY repair work. */
export const decideRepairInterest = (
  decision: 'approve' | 'shortlist',
  repairId: number,
  userId: number,
  on: boolean,
) =>
  call(decision === 'approve' ? repairworksInterestedApproval : repairworksShortlistApproval, {
    query: { repairworks_id: repairId, user_id: userId, status: on ? 1 : 0 },
  });
