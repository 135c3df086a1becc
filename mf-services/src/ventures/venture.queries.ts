// Joint-venture (JV) posts and construction profiles: the operations of the services area (docs/decisions/032),
// keyed by operationKey under their tag 'ventures' so no other section collides in the shared cache, and the
// calls that write. Every write invalidates the root (`VENTURES_ROOT`) through the mutation cache's
// `meta.invalidates`. Answers are parsed by the operations' schemas (shared/src/wire/venture.ts).
import { type ApiEnvelope, ApiError, call, operationKey, postingFormQueries } from '@abode/shared';
import {
  constructionDetail as constructionDetailOp,
  constructionGet,
  getConstructions,
  getJv,
  getJvtypes,
  getPostType,
  getProjecttype,
  getWorkscope,
  jvConstructionDelete,
  jvGet,
  myConstruction,
  myJointVenture,
  type OperationInput,
  postConstruction,
  postJv,
  postJvConstructionViewCount,
} from '@abode/shared/operations';
import type {
  ConstructionDetail,
  ConstructionProfile,
  JvDetail,
  JvPost,
  myConstructionProfile,
  myJvPost,
  VentureLookup,
} from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VentureKind } from './venture-kind.ts';

export type { ConstructionDetail, ConstructionProfile, JvDetail, JvPost, RatingEntry } from '@abode/shared/wire';

/** Every JV and construction query: a write invalidates this root. */
export const VENTURES_ROOT = [getJv.tag] as const;

/** The lookup lists of the forms and filters, by their operation. */
export const LOOKUPS = {
  postTypes: getPostType,
  jvTypes: getJvtypes,
  projectTypes: getProjecttype,
  workScopes: getWorkscope,
} as const;
export type LookupName = keyof typeof LOOKUPS;

/**
 * Filters of get-jv and get-constructions this section sends, as the operations read them (a JV's `post_type`
 * and `jv_type`, a construction's `category`, a get-projecttype id, and `work`); empty values are dropped.
 */
export type VentureFilters = Pick<
  NonNullable<OperationInput<typeof getJv>['query']>,
  'search' | 'city' | 'post_type' | 'jv_type' | 'sort_by' | 'offset' | 'limit'
> &
  Pick<NonNullable<OperationInput<typeof getConstructions>['query']>, 'category' | 'work'>;

/** Paging and the review-state filter of my-joint-venture / my-construction (one query). */
export type MineParams = NonNullable<OperationInput<typeof myJointVenture>['query']>;

/** A post of either kind as the lists answer it. */
export type VenturePost = JvPost | ConstructionProfile;
/** A post of either kind as the detail calls answer it. */
export type VentureDetail = JvDetail | ConstructionDetail;
/** A post of the owner's lists (with its latest reject reason). */
export type MyVenture = z.output<typeof myJvPost> | z.output<typeof myConstructionProfile>;

export const ventureQueries = {
  /** The owner's customer record (the complete-profile gate). */
  me: postingFormQueries(VENTURES_ROOT).me,
  all: () => VENTURES_ROOT,
  /** One lookup list (every active entry). Static data: shared by the filters and the forms. */
  lookup: (name: LookupName) =>
    queryOptions({
      queryKey: operationKey(LOOKUPS[name], {}),
      queryFn: ({ signal }): Promise<ApiEnvelope<VentureLookup[]>> => call(LOOKUPS[name], {}, { signal }),
    }),
  /** One page of approved posts of a kind (get-jv, get-constructions). */
  list: (kind: VentureKind, filters: VentureFilters, userId: number | null) => {
    const op = kind === 'jv' ? getJv : getConstructions;
    return queryOptions({
      queryKey: operationKey(op, { query: filters }, userId),
      queryFn: ({ signal }): Promise<ApiEnvelope<VenturePost[]>> =>
        kind === 'jv'
          ? call(getJv, { query: filters }, { signal })
          : call(getConstructions, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  /**
   * One post by its slug (jv-get, construction-detail), with gallery, documents, owner card, ratings and the
   * viewer's own rating. The viewer is in the key: the answer is personal (`is_owner`, `my_rating`, the reason).
   */
  detail: (kind: VentureKind, slug: string, userId: number | null) => {
    // construction-detail spells the slug `slug` (spec §7); jv-get `slug_id`.
    const op = kind === 'jv' ? jvGet : constructionDetailOp;
    // A visitor sends no user_id (null is left out of a URL, as before).
    const user_id = userId ?? undefined;
    const input = { query: kind === 'jv' ? { slug_id: slug, user_id } : { slug, user_id } };
    return queryOptions({
      queryKey: operationKey(op, input, userId),
      queryFn: async ({ signal }): Promise<VentureDetail> => (await call(op, input, { signal })).data,
    });
  },
  /** One page of the owner's posts of a kind (every state). */
  mine: (kind: VentureKind, params: MineParams, userId: number) => {
    const op = kind === 'jv' ? myJointVenture : myConstruction;
    return queryOptions({
      queryKey: operationKey(op, { query: params }, userId),
      queryFn: ({ signal }): Promise<ApiEnvelope<MyVenture[]>> =>
        kind === 'jv'
          ? call(myJointVenture, { query: params }, { signal })
          : call(myConstruction, { query: params }, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  /** The owner's post of a kind by slug, in full (the edit form): jv-get / construction-get with `slug_id`. */
  editable: (kind: VentureKind, slug: string, userId: number) => {
    const op = kind === 'jv' ? jvGet : constructionGet;
    const input = { query: { slug_id: slug, user_id: userId } };
    return queryOptions({
      queryKey: operationKey(op, input, userId),
      queryFn: async ({ signal }): Promise<VentureDetail> => {
        const body = await call(op, input, { signal });
        // Only the owner edits: someone else's post is as good as missing here.
        if (!body.data.is_owner) throw new ApiError('NOT_FOUND', 'Post not found', { status: 404, body });
        return body.data;
      },
    });
  },
};

/**
 * POST post-jv / post-construction (multipart); `slugId` edits the caller's post of that slug. The form's fields
 * and files are read by the route itself, so the form goes as the page built it.
 */
export async function saveVenture(
  kind: VentureKind,
  body: FormData,
  slugId?: string,
): Promise<ApiEnvelope<VentureDetail>> {
  const input = { query: { slug_id: slugId }, body };
  return kind === 'jv' ? call(postJv, input) : call(postConstruction, input);
}

/** POST jv-construction-delete. */
export const deleteVenture = (id: number) => call(jvConstructionDelete, { body: { id } });

/** POST post_jv_construction_view_count: counts the caller's view (once a day per visitor, by the server). */
export async function countVentureView(postId: number) {
  return (await call(postJvConstructionViewCount, { body: { post_id: postId } })).data;
}
