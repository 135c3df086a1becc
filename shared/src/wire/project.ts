import { z } from 'zod';
import { categoryRef, pagination, queryFlag, queryId } from './common.ts';

/** Project stage. */
export const projectType = z.enum(['under_construction', 'upcoming']);

/** Query of GET get-projects. */
export const getProjectsQuery = pagination.extend({
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
  seller_type: z.string().optional(), // accepted and ignored: its meaning is not in the spec
  amenity_id: z.string().optional(), // accepted and ignored for now
  parameter_id: z.string().optional(), // accepted and ignored for now
  parameter_value: z.string().optional(), // accepted and ignored for now
});
export type GetProjectsQuery = z.infer<typeof getProjectsQuery>;

/** An image or document of a project (upstream `project_documents`). */
export const projectDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['image', 'doc']),
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
});
export type Project = z.infer<typeof project>;
