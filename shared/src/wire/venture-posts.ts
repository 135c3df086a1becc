// Joint-venture posts and construction profiles as the API answers them: the lookups, the posts, their details,
// the list and detail queries and answers, deleting and counting views (spec §3, §7; decision 017).
import { z } from 'zod';
import { envelope, listEnvelopeOf, pagination, queryId } from './common.ts';
import { ratingEntry } from './listing-ratings.ts';
import { formRef, VENTURE_MESSAGES } from './venture-form.ts';

const M = VENTURE_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Lookups
// ---------------------------------------------------------------------------------------------

/** An entry of get-jvtypes, get-post-type, get-workscope or get-projecttype. */
export const ventureLookup = z.object({ id: z.number().int(), name: z.string(), image: z.string() });
export type VentureLookup = z.infer<typeof ventureLookup>;

/** Answer of the lookup calls: every active entry, by id. */
export const ventureLookupAnswer = listEnvelopeOf(ventureLookup);

// ---------------------------------------------------------------------------------------------
// Posts as the API answers them
// ---------------------------------------------------------------------------------------------

/** The poster as the detail shows them (null for the admin's own posts). */
export const ventureOwner = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Absolute URL of the photo ('' none). */
  profile: z.string(),
  email: z.string(),
  mobile: z.string(),
  slug_id: z.string(),
  /** A successful agent / builder / tenant verification. */
  is_verified: z.boolean(),
});

const reviewState = z.enum(['approved', 'rejected', 'pending']);

/**
 * What every kind of listing answers, lists included (a JV post, a construction profile, a service, a repair
 * work). Dates are ISO; `title_image` an absolute URL ('' none).
 */
export const listingCommon = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  /** The poster; null for the admin's own listings. */
  user_id: z.number().int().nullable(),
  title: z.string(),
  company_name: z.string(),
  phone: z.string(),
  email: z.string(),
  whatsapp_number: z.string(),
  website_link: z.string(),
  city: z.string(),
  location: z.string(),
  address: z.string(),
  description: z.string(),
  title_image: z.string(),
  /** 1 shown, 0 hidden (set with the review: approved 1, pending or rejected 0). */
  status: z.number().int(),
  request_status: reviewState,
  /** Average of the ratings (two decimals, 0 when none) and their number. */
  rating_avg: z.number(),
  rating_count: z.number().int(),
  /** Views counted (for posts one per visitor per 24 hours: post_jv_construction_view_count). */
  total_click: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** What every post answers, lists included. */
const ventureBase = listingCommon.extend({ contact_name: z.string() });

/** A joint-venture post (spec §3). `post_type` / `jv_type` are lookup ids, with their names beside them. */
export const jvPost = ventureBase.extend({
  kind: z.literal('jv'),
  post_type: z.number().int().nullable(),
  post_type_name: z.string(),
  jv_type: z.number().int().nullable(),
  jv_type_name: z.string(),
  land_size: z.string(),
  brokerage: z.string(),
  ownership_status: z.string(),
  /** YYYY-MM-DD or null. */
  expected_date: z.string().nullable(),
});
export type JvPost = z.infer<typeof jvPost>;

/** A construction / contractor profile (spec §3). `type` (get-projecttype) and `work` (get-workscope) are ids. */
export const constructionProfile = ventureBase.extend({
  kind: z.literal('construction'),
  type: z.number().int().nullable(),
  type_name: z.string(),
  work: z.number().int().nullable(),
  work_name: z.string(),
  number_of_project: z.number().int().nullable(),
  area: z.string(),
  /** YYYY-MM-DD or null. */
  start_date: z.string().nullable(),
});
export type ConstructionProfile = z.infer<typeof constructionProfile>;

/** A gallery photo of a post: `id` is what `remove_gallery` takes, `image` the stored file name, `image_url` its URL. */
export const ventureImage = z.object({ id: z.number().int(), image: z.string(), image_url: z.string() });
/** A document of a post (`file_upload`); `id` is what `remove_doc` takes; `name` the stored file name. */
export const ventureDocument = z.object({ id: z.number().int(), name: z.string(), url: z.string() });

/** The latest reject reason of a post (owner only). */
export const ventureRejectReason = z.object({ reason: z.string(), created_at: z.string() });

/** What the detail calls add to a post. */
const detailExtras = {
  gallery_images: z.array(ventureImage),
  file_upload: z.array(ventureDocument),
  customer: ventureOwner.nullable(),
  /** Whether the caller posted it. */
  is_owner: z.boolean(),
  /** The caller's own rating, null for a visitor or when not rated. */
  my_rating: ratingEntry.nullable(),
  /** The newest ratings (at most RATINGS_ON_DETAIL); the rest come from get-ratings?post_id. */
  ratings: z.array(ratingEntry),
  /** Owner only (null for everyone else): why an admin rejected it. */
  reject_reason: ventureRejectReason.nullable(),
};

/** How many ratings a detail answer carries. */
export const RATINGS_ON_DETAIL = 5;

/** A JV post as the detail calls answer it. */
export const jvDetail = jvPost.extend(detailExtras);
export type JvDetail = z.infer<typeof jvDetail>;

/** A construction profile as the detail calls answer it. */
export const constructionDetail = constructionProfile.extend(detailExtras);
export type ConstructionDetail = z.infer<typeof constructionDetail>;

/** Either kind, told apart by `kind` (get_jv_construction_by_slug, view counts). */
export const ventureDetail = z.discriminatedUnion('kind', [jvDetail, constructionDetail]);
export type VentureDetail = z.infer<typeof ventureDetail>;

/** An item of my-joint-venture (any review state, with its latest reject reason). */
export const myJvPost = jvPost.extend({ reject_reason: ventureRejectReason.nullable() });
/** An item of my-construction (any review state, with its latest reject reason). */
export const myConstructionProfile = constructionProfile.extend({ reject_reason: ventureRejectReason.nullable() });

// ---------------------------------------------------------------------------------------------
// Queries and answers
// ---------------------------------------------------------------------------------------------

const text100 = z.string().trim().max(100);

/**
 * Orders of get-jv and get-constructions (`sort_by`, default newest first; ties broken by id, so paging is
 * stable). Worded as get-service's `listingSort`.
 */
export const ventureSort = z.enum(['newest', 'oldest', 'top_rated', 'most_viewed'], {
  error: 'sort_by must be newest, oldest, top_rated or most_viewed',
});
export type VentureSort = z.infer<typeof ventureSort>;

/** Query of GET get-jv: approved, active JV posts, newest first unless `sort_by`. */
export const getJvQuery = pagination.extend({
  post_type: queryId.optional(),
  jv_type: queryId.optional(),
  city: text100.optional(),
  /** Words of the title (case-insensitive, anywhere in it). */
  search: text100.optional(),
  /** Posts of one poster. */
  user_id: queryId.optional(),
  sort_by: ventureSort.optional(),
});
export type GetJvQuery = z.infer<typeof getJvQuery>;

/**
 * Query of GET get-constructions: approved, active construction profiles, newest first unless `sort_by`;
 * `category` is the `type` id.
 */
export const getConstructionsQuery = pagination.extend({
  category: queryId.optional(),
  work: queryId.optional(),
  city: text100.optional(),
  search: text100.optional(),
  user_id: queryId.optional(),
  sort_by: ventureSort.optional(),
});
export type GetConstructionsQuery = z.infer<typeof getConstructionsQuery>;

/**
 * Query of the detail calls (construction-detail, jv-get, construction-get): the post by `slug_id` (or `slug`,
 * as construction-detail spells it) or `id`. `user_id` is accepted as the client sends it and never trusted:
 * the caller is the token's user.
 */
export const ventureDetailQuery = z
  .object({
    id: queryId.optional(),
    slug_id: z.string().trim().min(1).max(191).optional(),
    slug: z.string().trim().min(1).max(191).optional(),
    /** Ignored (whatever the client sends, 'null' included): the caller is the token's user. */
    user_id: z.union([z.number(), z.string().max(50)]).optional(),
  })
  .refine((q) => q.id !== undefined || q.slug_id !== undefined || q.slug !== undefined, {
    message: M.slugRequired,
  });
export type VentureDetailQuery = z.infer<typeof ventureDetailQuery>;

/** Query of GET get_jv_construction_by_slug: `slug_id` (or `slug`) of either kind. */
export const ventureBySlugQuery = z
  .object({
    slug_id: z.string().trim().min(1).max(191).optional(),
    slug: z.string().trim().min(1).max(191).optional(),
  })
  .refine((q) => q.slug_id !== undefined || q.slug !== undefined, { message: M.slugRequired });

/** Query of my-joint-venture / my-construction: the caller's posts in every state, newest first. */
export const myVenturesQuery = pagination.extend({
  request_status: reviewState.optional(),
});

/** Answer of get-jv: `total` is exact up to 1,000 matches, else 1,000 with `total_capped` (as get-projects). */
export const jvListAnswer = listEnvelopeOf(jvPost).extend({ total_capped: z.boolean().optional() });
/** Answer of get-constructions: `total` is exact up to 1,000 matches, else 1,000 with `total_capped`. */
export const constructionListAnswer = listEnvelopeOf(constructionProfile).extend({
  total_capped: z.boolean().optional(),
});
/** Answer of my-joint-venture. */
export const myJvAnswer = listEnvelopeOf(myJvPost);
/** Answer of my-construction. */
export const myConstructionAnswer = listEnvelopeOf(myConstructionProfile);
/** Answer of jv-get and of post-jv (the saved post as its owner sees it). */
export const jvDetailAnswer = envelope.extend({ data: jvDetail });
/** Answer of construction-detail, construction-get and post-construction. */
export const constructionDetailAnswer = envelope.extend({ data: constructionDetail });
/** Answer of get_jv_construction_by_slug. */
export const ventureDetailAnswer = envelope.extend({ data: ventureDetail });

/** Body of POST jv-construction-delete. */
export const deleteVentureBody = z.object({ id: formRef(M.idRequired) });

/** Body of POST post_jv_construction_view_count: the post by `post_id` (or `id`) or by `slug_id`. */
export const ventureViewBody = z
  .object({
    post_id: formRef(M.postRefRequired).optional(),
    id: formRef(M.postRefRequired).optional(),
    slug_id: z.string().trim().min(1).max(191).optional(),
  })
  .refine((b) => b.post_id !== undefined || b.id !== undefined || b.slug_id !== undefined, {
    message: M.postRefRequired,
  });

/** Answer of post_jv_construction_view_count: whether this call counted and the post's count after it. */
export const ventureViewAnswer = envelope.extend({
  data: z.object({ id: z.number().int(), total_click: z.number().int(), counted: z.boolean() }),
});
