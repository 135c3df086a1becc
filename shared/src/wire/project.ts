import { z } from 'zod';
import { categoryRef, listEnvelopeOf, pagination, queryFlag, queryId } from './common.ts';
import { boundsParam } from './property-search.ts';

/** Project stage. */
export const projectType = z.enum(['under_construction', 'upcoming']);

/** Who posted a project: the owner's verified role, or the admin (`is_admin_listing`). */
export const sellerType = z.enum(['agent', 'builder', 'tenant', 'admin']);

/** Orders of get-projects (default newest first). */
export const projectSort = z.enum([
  'newest',
  'oldest',
  'price_asc',
  'price_desc',
  'area_asc',
  'area_desc',
  'most_viewed',
]);

/** Ids from a query: a comma list ("1,2") or repeated. */
const idList = z.union([z.string(), z.array(z.string())]).transform((v, ctx) => {
  const parts = (Array.isArray(v) ? v : [v])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length > 20 || parts.some((p) => !/^\d{1,9}$/.test(p) || Number(p) < 1)) {
    ctx.addIssue({ code: 'custom', message: 'Ids must be a comma separated list of numbers' });
    return z.NEVER;
  }
  return [...new Set(parts.map(Number))];
});

/** The most projects one get-projects call answers with map `bounds` (the map's markers); without bounds, 100. */
export const PROJECTS_MAP_LIMIT = 200;

/** The filters of get-projects and get-project-map, with paging. */
const projectFilterFields = pagination.extend({
  limit: z.coerce.number().int().min(1).max(PROJECTS_MAP_LIMIT).default(10),
  id: queryId.optional(),
  slug_id: z.string().max(191).optional(),
  category_id: queryId.optional(),
  city: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
  projectType: projectType.optional(),
  posted_since: z.coerce.number().int().min(0).max(1).optional(),
  get_featured: queryFlag.optional(),
  userid: queryId.optional(),
  min_price: z.coerce.number().min(0).optional(),
  max_price: z.coerce.number().min(0).optional(),
  min_area: z.coerce.number().min(0).optional(),
  max_area: z.coerce.number().min(0).optional(),
  // The spec does not say what seller_type means: ours is the owner's verified role, or 'admin' listings.
  seller_type: sellerType.optional(),
  amenity_id: idList.optional(),
  parameter_id: queryId.optional(),
  parameter_value: z.string().trim().max(100).optional(),
  sort_by: projectSort.optional(),
  /** Map viewport `min_lat,max_lat,min_lng,max_lng` as property search spells it (min_lng > max_lng crosses the antimeridian). */
  bounds: boundsParam.optional(),
});

/** Query of GET get-projects. */
export const getProjectsQuery = projectFilterFields
  // The list's page stays at most 100; only a map viewport may ask for up to PROJECTS_MAP_LIMIT.
  .superRefine((q, ctx) => {
    const max = pagination.shape.limit.unwrap().maxValue ?? 100;
    if (q.bounds === undefined && q.limit > max)
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: max,
        inclusive: true,
        input: q.limit,
        path: ['limit'],
      });
  });
export type GetProjectsQuery = z.infer<typeof getProjectsQuery>;

/** The most markers one get-project-map call answers. */
export const PROJECT_MAP_MAX_POINTS = 1000;

/**
 * Query of GET get-project-map: the filters of get-projects (usually with `bounds`), no offset or sort.
 * `compact=1` asks for the markers as tuples (projectMapTuple), what the projects map reads; without it,
 * objects (projectMapPoint), as clients written before the tuples still ask.
 */
export const getProjectMapQuery = projectFilterFields.omit({ offset: true, sort_by: true }).extend({
  limit: z.coerce.number().int().min(1).max(PROJECT_MAP_MAX_POINTS).default(500),
  compact: queryFlag.optional(),
});
export type GetProjectMapQuery = z.infer<typeof getProjectMapQuery>;

/** A project's map marker: what the marker and its card need. Numbers for coordinates. */
export const projectMapPoint = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  title: z.string(),
  type: z.string(),
  image: z.string(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type ProjectMapPoint = z.infer<typeof projectMapPoint>;

/**
 * A compact marker (get-project-map with `compact=1`): `[id, latitude, longitude, title, place]`, where place
 * is the project's address, else its city and state (an approximate marker's: its area's centre, its city and
 * state, decision 031). What every marker needs for its position and its
 * accessible name, at about a quarter of the object's bytes; the card a marker opens reads the rest
 * (get-projects with `id`) when it is opened.
 */
export const projectMapTuple = z.tuple([z.number().int(), z.number(), z.number(), z.string(), z.string()]);
export type ProjectMapTuple = z.infer<typeof projectMapTuple>;

const mapAnswerOf = <T extends z.ZodType>(marker: T) =>
  z.looseObject({
    error: z.boolean(),
    message: z.string(),
    data: z.array(marker),
    total: z.number().int(),
    /** More matches than `limit`: zoom in to see them all. */
    truncated: z.boolean(),
    /**
     * The markers (but the viewer's own) stand where each project's area is, not where it stands: the viewer has
     * no project_access (docs/decisions/031). Absent from answers written before it.
     */
    approximate: z.boolean().optional(),
  });

/** Answer of get-project-map: markers newest first, `total` matches in view (capped), `truncated`. */
export const projectMapAnswer = mapAnswerOf(projectMapPoint);
/** Answer of get-project-map with `compact=1`. */
export const projectMapCompactAnswer = mapAnswerOf(projectMapTuple);
export type ProjectMapAnswer = z.infer<typeof projectMapAnswer>;

/** An image or document of a project (upstream `project_documents`). */
export const projectDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['image', 'doc', 'broucher', 'payment']),
  project_id: z.number().int(),
});

/** A floor plan. */
export const projectPlan = z.object({
  id: z.number().int(),
  title: z.string(),
  document: z.string(),
  project_id: z.number().int(),
});

/** A project as GET get-projects lists it, with its plans. */
export const project = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  image: z.string(),
  status: z.number().int(),
  request_status: z.string(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  video_link: z.string(),
  price: z.number().nullable(),
  sqft: z.number().nullable(),
  category_id: z.number().int(),
  added_by: z.number().int().nullable(),
  is_admin_listing: z.boolean(),
  is_promoted: z.boolean(),
  is_feature_available: z.boolean(),
  /** Whether the viewer has favourited it / shown interest in it (0 for a visitor). */
  is_favourite: z.union([z.literal(0), z.literal(1)]).default(0),
  is_interested: z.union([z.literal(0), z.literal(1)]).default(0),
  total_click: z.number().int(),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  meta_image: z.string(),
  category: categoryRef,
  gallary_images: z.array(projectDocument), // sic: upstream spelling
  documents: z.array(projectDocument),
  plans: z.array(projectPlan),
  customer: z.object({
    id: z.number().int().optional(),
    name: z.string(),
    profile: z.string().optional(),
    email: z.string(),
    mobile: z.string(),
    slug_id: z.string(),
  }),
  created_at: z.string(),
  /**
   * Ours (docs/decisions/025): true when the viewer lacks `project_access`, so only the public part is filled
   * (id, slug, title, cover image, stage, category, city/state/country, price, builder, SEO fields); the gated
   * fields come empty (description, address, coordinates, video, area, gallery, documents, plans).
   */
  gated: z.boolean().optional(),
});
export type Project = z.infer<typeof project>;

/** Answer of GET get-projects: `total` is exact up to 1,000 matches, else 1,000 with `total_capped`. */
export const getProjectsAnswer = listEnvelopeOf(project).extend({ total_capped: z.boolean().optional() });
