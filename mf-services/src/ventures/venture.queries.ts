// Joint-venture (JV) posts and construction profiles: queries keyed under ['ventures', …] so no other section
// collides in the shared cache, and the calls that write. Every write invalidates the root (`VENTURES_ROOT`)
// through the mutation cache's `meta.invalidates`. Answers are parsed with the wire schemas
// (shared/src/wire/venture.ts).
import {
  ApiError,
  apiCall,
  apiQueryFn,
  apiRequest,
  parseAnswer,
  postingFormQueries,
  type QueryParams,
} from '@abode/shared';
import type { ConstructionDetail, ConstructionProfile, JvDetail, JvPost, VentureSort } from '@abode/shared/wire';
import {
  constructionDetail,
  constructionProfile,
  envelope,
  jvDetail,
  jvPost,
  myConstructionProfile,
  myJvPost,
  ventureLookup,
  ventureViewAnswer,
} from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { VentureKind } from './venture-kind.ts';

export type { ConstructionDetail, ConstructionProfile, JvDetail, JvPost, RatingEntry } from '@abode/shared/wire';

/** Every JV and construction query: a write invalidates this root. */
export const VENTURES_ROOT = ['ventures'] as const;

/** The lookup lists of the forms and filters, by their API path. */
export const LOOKUPS = {
  postTypes: 'get-post-type',
  jvTypes: 'get-jvtypes',
  projectTypes: 'get-projecttype',
  workScopes: 'get-workscope',
} as const;
export type LookupName = keyof typeof LOOKUPS;

/** Filters of get-jv and get-constructions this section sends; empty values are dropped by the client. */
export interface VentureFilters {
  search?: string;
  city?: string;
  /** JV: a get-post-type id. */
  post_type?: string;
  /** JV: a get-jvtypes id. */
  jv_type?: string;
  /** Construction: a get-projecttype id (get-constructions calls it `category`). */
  category?: string;
  /** Construction: a get-workscope id. */
  work?: string;
  /** The order (newest first without it). */
  sort_by?: VentureSort;
  offset?: number;
  limit?: number;
}

/** Where each kind lives on the wire. */
const PATHS = {
  jv: { list: 'get-jv', detail: 'jv-get', mine: 'my-joint-venture', save: 'post-jv' },
  construction: {
    list: 'get-constructions',
    detail: 'construction-detail',
    mine: 'my-construction',
    save: 'post-construction',
  },
} as const;

/** The detail answer of each kind. */
const DETAIL = { jv: jvDetail, construction: constructionDetail };

/** A write's answer carries nothing to read but the envelope's message. */
const anything = envelope.shape.data;

/** Paging and the review-state filter of my-joint-venture / my-construction. */
export interface MineParams {
  offset: number;
  limit: number;
  request_status?: 'approved' | 'pending' | 'rejected';
}

/** A post of either kind as the lists answer it. */
export type VenturePost = JvPost | ConstructionProfile;
/** A post of either kind as the detail calls answer it. */
export type VentureDetail = JvDetail | ConstructionDetail;
/** A post of the owner's lists (with its latest reject reason). */
export type MyVenture = z.output<typeof myJvPost> | z.output<typeof myConstructionProfile>;

// Each kind's schema, seen as the union of both kinds: pages handle either, told apart by `kind`.
const LIST_ITEM = { jv: jvPost, construction: constructionProfile } as Record<VentureKind, z.ZodType<VenturePost>>;
const DETAIL_ITEM = DETAIL as Record<VentureKind, z.ZodType<VentureDetail>>;
const MINE_ITEM = { jv: myJvPost, construction: myConstructionProfile } as Record<VentureKind, z.ZodType<MyVenture>>;

export const ventureQueries = {
  /** The owner's customer record (the complete-profile gate). */
  me: postingFormQueries(VENTURES_ROOT).me,
  all: () => VENTURES_ROOT,
  /** One lookup list (every active entry). Static data: shared by the filters and the forms. */
  lookup: (name: LookupName) =>
    queryOptions({
      queryKey: [...VENTURES_ROOT, 'lookup', name] as const,
      queryFn: apiQueryFn(LOOKUPS[name], z.array(ventureLookup)),
    }),
  /** One page of approved posts of a kind (get-jv, get-constructions). */
  list: (kind: VentureKind, filters: VentureFilters, userId: number | null) =>
    queryOptions({
      queryKey: [...VENTURES_ROOT, kind, 'list', filters, userId ?? 0] as const,
      queryFn: apiQueryFn(PATHS[kind].list, z.array(LIST_ITEM[kind]), { ...filters } as QueryParams),
      placeholderData: keepPreviousData,
    }),
  /**
   * One post by its slug (jv-get, construction-detail), with gallery, documents, owner card, ratings and the
   * viewer's own rating. The viewer is in the key: the answer is personal (`is_owner`, `my_rating`, the reason).
   */
  detail: (kind: VentureKind, slug: string, userId: number | null) =>
    queryOptions({
      queryKey: [...VENTURES_ROOT, kind, 'detail', slug, userId ?? 0] as const,
      queryFn: async ({ signal }) => {
        // construction-detail spells the slug `slug` (spec §7); jv-get `slug_id`.
        const params = kind === 'jv' ? { slug_id: slug, user_id: userId } : { slug, user_id: userId };
        return (await apiCall(PATHS[kind].detail, DETAIL_ITEM[kind], { params, signal })).data;
      },
    }),
  /** One page of the owner's posts of a kind (every state). */
  mine: (kind: VentureKind, params: MineParams, userId: number) =>
    queryOptions({
      queryKey: [...VENTURES_ROOT, kind, 'mine', userId, params] as const,
      queryFn: apiQueryFn(PATHS[kind].mine, z.array(MINE_ITEM[kind]), { ...params } as QueryParams),
      placeholderData: keepPreviousData,
    }),
  /** The owner's post of a kind by slug, in full (the edit form): jv-get / construction-get with `slug_id`. */
  editable: (kind: VentureKind, slug: string, userId: number) =>
    queryOptions({
      queryKey: [...VENTURES_ROOT, kind, 'edit', slug, userId] as const,
      queryFn: async ({ signal }) => {
        const path = kind === 'jv' ? 'jv-get' : 'construction-get';
        const body = await apiCall(path, DETAIL_ITEM[kind], { params: { slug_id: slug, user_id: userId }, signal });
        // Only the owner edits: someone else's post is as good as missing here.
        if (!body.data.is_owner) throw new ApiError('Post not found', 404, 'NOT_FOUND', body);
        return body.data;
      },
    }),
};

/** POST post-jv / post-construction (multipart); `slugId` edits the caller's post of that slug. */
export function saveVenture(kind: VentureKind, body: FormData, slugId?: string) {
  return apiCall(PATHS[kind].save, DETAIL_ITEM[kind], {
    method: 'POST',
    body,
    ...(slugId ? { params: { slug_id: slugId } } : {}),
  });
}

/** POST jv-construction-delete. */
export const deleteVenture = (id: number) =>
  apiCall('jv-construction-delete', anything, { method: 'POST', multipart: true, body: { id } });

/** POST post_jv_construction_view_count: counts the caller's view (once a day per visitor, by the server). */
export async function countVentureView(postId: number) {
  const body = await apiRequest('post_jv_construction_view_count', {
    method: 'POST',
    multipart: true,
    body: { post_id: postId },
  });
  return parseAnswer(ventureViewAnswer, body, 'post_jv_construction_view_count').data;
}
