// Repair-work queries and calls, keyed under ['repair-works', …] so no other section collides in the shared
// cache: the lists, the detail, the lookups (categories, their sub-categories), the owner's list, the interests
// (the owner's side: who is interested, approve, shortlist; the requester's: my interests with the owner's
// decision). A write invalidates the root (`REPAIR_ROOT`). Answers are parsed with the wire schemas and mapped
// to the section's one listing model (listing.ts).
import { ApiError, apiCall, apiQueryFn, type QueryParams } from '@abode/shared';
import {
  envelope,
  type InterestedUser,
  interestedRepairWork,
  interestedUser,
  repairLookup,
  repairWork,
  repairWorkDetail,
} from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { fromRepairWork, fromRepairWorkDetail } from './listing.ts';
import type { MineParams } from './service.queries.ts';

/** Every repair-work query: a write invalidates this root. */
export const REPAIR_ROOT = ['repair-works'] as const;

/** Filters of get-repairworks this section uses; empty values are dropped by the client. */
export interface RepairFilters {
  search?: string;
  city?: string;
  category_id?: string;
  sub_category_id?: string;
  offset?: number;
  limit?: number;
}

const anything = envelope.shape.data;

export const repairQueries = {
  all: () => REPAIR_ROOT,
  /** One page of repair works; the viewer is in the key because get-repairworks takes an optional token. */
  list: (filters: RepairFilters, userId: number | null) =>
    queryOptions({
      queryKey: [...REPAIR_ROOT, 'list', filters, userId ?? 0] as const,
      queryFn: async ({ signal }) => {
        const body = await apiCall('get-repairworks', z.array(repairWork), {
          params: { ...filters } as QueryParams,
          signal,
        });
        return { ...body, data: body.data.map(fromRepairWork) };
      },
      placeholderData: keepPreviousData,
    }),
  /** The repair categories (get-repairworks-category). */
  categories: () =>
    queryOptions({
      queryKey: [...REPAIR_ROOT, 'categories'] as const,
      queryFn: apiQueryFn('get-repairworks-category', z.array(repairLookup)),
    }),
  /** The sub-categories of one category (get-repairworks-sub-category?repair_category_id). */
  subCategories: (categoryId: string) =>
    queryOptions({
      queryKey: [...REPAIR_ROOT, 'sub-categories', categoryId] as const,
      queryFn: apiQueryFn('get-repairworks-sub-category', z.array(repairLookup), {
        repair_category_id: categoryId,
      }),
      enabled: categoryId !== '',
    }),
  /** One repair work by its slug (repairworks-detail), as the viewer sees it. */
  detail: (slugId: string, userId: number | null) =>
    queryOptions({
      queryKey: [...REPAIR_ROOT, 'detail', slugId, userId ?? 0] as const,
      queryFn: async ({ signal }) => {
        const body = await apiCall('repairworks-detail', repairWorkDetail, {
          params: { slug: slugId, ...(userId ? { user_id: userId } : {}) },
          signal,
        });
        return fromRepairWorkDetail(body.data);
      },
    }),
  /** One page of the signed-in owner's repair works in every state (my-repairworks). */
  mine: (params: MineParams, userId: number) =>
    queryOptions({
      queryKey: [...REPAIR_ROOT, 'mine', userId, params] as const,
      queryFn: async ({ signal }) => {
        const body = await apiCall('my-repairworks', z.array(repairWorkDetail), { params: { ...params }, signal });
        return { ...body, data: body.data.map(fromRepairWorkDetail) };
      },
      placeholderData: keepPreviousData,
    }),
  /** One of the owner's repair works by slug (edit); a 404 when none has it. */
  mineOne: (slugId: string, userId: number) =>
    queryOptions({
      queryKey: [...REPAIR_ROOT, 'mine', userId, 'one', slugId] as const,
      queryFn: async ({ signal }) => {
        const body = await apiCall('my-repairworks', z.array(repairWorkDetail), {
          params: { slug_id: slugId },
          signal,
        });
        const found = body.data.find((r) => r.slug_id === slugId);
        if (!found) throw new ApiError('Repair work not found', 404, 'NOT_FOUND', body);
        return fromRepairWorkDetail(found);
      },
    }),
  /** Every page of the interested users of one repair work. */
  usersOf: (repairId: number) => [...REPAIR_ROOT, 'interested-users', repairId] as const,
  /**
   * One page of the users interested in the owner's repair work (get_repairworks_interested_users), or of the
   * approved ones only (repairworks_approved_users); anyone but the owner is refused.
   */
  users: (repairId: number, approvedOnly: boolean, offset: number, limit: number) =>
    queryOptions({
      queryKey: [...repairQueries.usersOf(repairId), approvedOnly ? 'approved' : 'all', offset, limit] as const,
      queryFn: apiQueryFn(
        approvedOnly ? 'repairworks_approved_users' : 'get_repairworks_interested_users',
        z.array(interestedUser),
        { repairworks_id: repairId, offset, limit },
      ),
      staleTime: 0,
    }),
  /** One page of the repair works I showed interest in, each with the owner's decision (my_repairwork_interested). */
  myInterests: (userId: number, offset: number, limit: number) =>
    queryOptions({
      queryKey: [...REPAIR_ROOT, 'my-interested', userId, offset, limit] as const,
      queryFn: apiQueryFn('my_repairwork_interested', z.array(interestedRepairWork), { offset, limit }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};

/** POST post-repairworks (multipart): a new repair work, or an edit of the caller's `slugId`. */
export const saveRepairWork = (body: FormData, slugId?: string) =>
  apiCall('post-repairworks', anything, { method: 'POST', body, ...(slugId ? { params: { slug_id: slugId } } : {}) });

/** POST repairworks-delete. */
export const deleteRepairWork = (id: number) =>
  apiCall('repairworks-delete', anything, { method: 'POST', multipart: true, body: { id } });

/** POST repairworks_interested_users: type 1 shows interest, 0 withdraws it. */
export const setRepairInterest = (repairId: number, on: boolean) =>
  apiCall('repairworks_interested_users', anything, {
    method: 'POST',
    multipart: true,
    body: { repairworks_id: repairId, type: on ? 1 : 0 },
  });

/** A decision answers the interested user as it now stands. */
const decidedUser = z.preprocess((v) => v ?? undefined, interestedUser.partial().optional());

/** GET repairworks_interested_approval / repairworks_shortlist-approval: set one flag of an interest in MY repair work. */
export const decideRepairInterest = (
  decision: 'approve' | 'shortlist',
  repairId: number,
  userId: number,
  on: boolean,
): Promise<{ data?: Partial<InterestedUser> | undefined }> =>
  apiCall(decision === 'approve' ? 'repairworks_interested_approval' : 'repairworks_shortlist-approval', decidedUser, {
    method: 'GET',
    params: { repairworks_id: repairId, user_id: userId, status: on ? 1 : 0 },
  });
