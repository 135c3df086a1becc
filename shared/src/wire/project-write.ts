/**
 * Wire shapes of posting and managing projects: post_project (create and edit), get-project-detail,
 * get-added-projects, change-project-status, delete_project.
 *
 * ## How the client sends a project (multipart/form-data, spec §3 Project)
 * The property encoding (property-write.ts) for the fields projects share: `title`, `description`,
 * `category_id`, `city`, `state`, `country`, `location`, `latitude`, `longitude`, `video_link`, `slug_id`,
 * `meta_*`, `sqft`, `price`, `amenity_id[]`, `parameters[i][parameter_id|value]`,
 * `facilities[i][facility_id|distance]`; plus
 * - `type` ('under_construction' | 'upcoming'), `projecthighligts` (sic);
 * - files: `image` (cover, required on create), `meta_image`, `gallery_images[]`, `documents[]`,
 *   `broucher_images[]` (sic; photos), `paymentdocument[]` (documents);
 * - floor plans: `plans[i][title]` with `plans[i][document]` (a photo or document file); on edit
 *   `plans[i][id]` names a kept plan (its title may change, its document may be replaced);
 * - edit only: `id`, and comma lists of ids `remove_gallery_images`, `remove_documents`,
 *   `remove_broucher_images`, `remove_plans` (`paymentdocument` files are removed with `remove_documents`).
 * On edit a field that is not sent keeps its stored value; `slug_id` is kept unless another one is sent.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { categoryRef, pagination, queryFlag, queryId } from './common.ts';
import { project, projectDocument, projectType } from './project.ts';
import { fileValue, formIdList, postPropertyFields } from './property-write.ts';

/** Answers and refusals of the project write calls (spec §5/§8 texts word for word; the rest ours). */
export const PROJECT_WRITE_MESSAGES = {
  posted: 'Project Post Successfully',
  updated: 'Project Update Successfully',
  deleted: 'Project Deleted Successfully',
  statusUpdated: 'Project Status Updated Successfully',
  titleRequired: MESSAGES.titleRequired,
  descriptionRequired: MESSAGES.descriptionRequired,
  categoryRequired: MESSAGES.categoryRequired,
  imageRequired: MESSAGES.titleImageRequired,
  /** Spec §5: every project address detail (location, city, state, country) must be filled. */
  addressRequired: MESSAGES.pleaseFillAllFields,
  floorDetailsRequired: MESSAGES.floorDetailsRequired,
  profileIncomplete: MESSAGES.profileIncomplete,
  packageLimitOver: MESSAGES.packageLimitOver,
  notSubscribed: MESSAGES.notSubscribed,
  notLoggedIn: MESSAGES.notLoggedIn,
  typeInvalid: 'Project type must be under_construction or upcoming',
  notFound: 'Project not found',
  notOwner: 'You can only change your own projects',
  mustBeApproved: 'Only an approved project can be activated or deactivated',
  planNotFound: 'Floor plan not found',
} as const;

const M = PROJECT_WRITE_MESSAGES;
const P = postPropertyFields.shape;
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const requiredText = (message: string, label: string, max: number) =>
  z.preprocess(
    trimmed,
    z.string({ error: message }).min(1, message).max(max, `${label} must be at most ${max} characters`),
  );
const optionalText = (label: string, max: number) =>
  z
    .preprocess(
      trimmed,
      z.string({ error: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`),
    )
    .optional();

/** One `plans[i]` entry: a kept plan (`id`) or a new one (title and file). Checked whole by the server. */
export const planInput = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  title: z.string().optional(),
  document: z.union([z.string(), fileValue]).optional(),
});
export type PlanInput = z.infer<typeof planInput>;

/** The text fields of a project, in the order they are checked (the first problem is the one answered). */
const projectFieldShape = {
  title: requiredText(M.titleRequired, 'Title', 255),
  description: requiredText(M.descriptionRequired, 'Description', 20_000),
  category_id: P.category_id,
  type: z.preprocess(trimmed, z.enum(projectType.options, { error: M.typeInvalid })).optional(),
  location: requiredText(M.addressRequired, 'Location', 500),
  city: requiredText(M.addressRequired, 'City', 100),
  state: requiredText(M.addressRequired, 'State', 100),
  country: requiredText(M.addressRequired, 'Country', 100),
  latitude: P.latitude,
  longitude: P.longitude,
  price: P.price.optional(),
  sqft: P.sqft,
  video_link: P.video_link,
  slug_id: P.slug_id,
  meta_title: P.meta_title,
  meta_description: P.meta_description,
  meta_keywords: P.meta_keywords,
  projecthighligts: optionalText('Highlights', 5000), // sic: spec spelling
  amenity_id: P.amenity_id,
  parameters: P.parameters,
  facilities: P.facilities,
  plans: z.array(planInput, { error: 'plans must be a list' }).max(100).optional(),
};

/** Text fields of POST post_project without `id` (create). Files are checked apart, by content. */
export const postProjectFields = z.object(projectFieldShape);
export type PostProjectFields = z.output<typeof postProjectFields>;

/** Text fields of POST post_project with `id` (edit): any field (absent = unchanged) and the removals. */
export const editProjectFields = z.object({
  id: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: 'Project id is required' }).int().min(1),
  ),
  ...z.object(projectFieldShape).partial().shape,
  remove_gallery_images: formIdList.optional(),
  remove_documents: formIdList.optional(),
  remove_broucher_images: formIdList.optional(), // sic: spec spelling
  remove_plans: formIdList.optional(),
});
export type EditProjectFields = z.output<typeof editProjectFields>;

/** A floor plan as the detail shows it. */
export const projectPlanDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  document: z.string(),
  project_id: z.number().int(),
});

/** A parameter value of a project (`value` a string, a list for checkboxes, a URL for files). */
export const projectParameter = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  is_required: z.boolean(),
  type_of_parameter: z.string(),
  type_values: z.array(z.string()),
  value: z.union([z.string(), z.array(z.string())]),
});

/** A nearby place of a project with its distance (km). */
export const projectFacility = z.object({
  id: z.number().int(),
  facility_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  distance: z.number(),
});

/** An amenity of a project. */
export const projectAmenity = z.object({ id: z.number().int(), name: z.string(), image: z.string() });

/** The full project of get-project-detail, post_project and get-added-projects. */
export const projectDetail = project.extend({
  customer: project.shape.customer.extend({ is_verified: z.boolean(), address: z.string().optional() }),
  category: categoryRef,
  broucher_images: z.array(projectDocument), // sic: spec spelling
  paymentdocument: z.array(projectDocument), // sic: spec spelling
  projecthighligts: z.string(), // sic: spec spelling
  parameters: z.array(projectParameter),
  facilities: z.array(projectFacility),
  amenities: z.array(projectAmenity),
  reject_reason: z.object({ id: z.number().int(), reason: z.string(), created_at: z.string() }).nullable(),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

/** Query of GET get-project-detail: `id` or `slug_id`, `get_similar=1` for `similar_projects`. */
export const getProjectDetailQuery = z
  .object({
    id: queryId.optional(),
    slug_id: z.string().trim().min(1).max(191).optional(),
    get_similar: queryFlag.optional(),
  })
  .refine((q) => q.id !== undefined || q.slug_id !== undefined, { message: 'id or slug_id is required' });

/**
 * Why get-project-detail answered only the public part of a project (docs/decisions/025): the refusal's closed
 * code (UNAUTHENTICATED for a visitor, PACKAGE_REQUIRED or FEATURE_REQUIRED) and its text, with the package
 * check's flags for a signed-in viewer.
 */
export const projectGate = z.object({
  code: z.enum(['UNAUTHENTICATED', 'PACKAGE_REQUIRED', 'FEATURE_REQUIRED']),
  message: z.string(),
  package_available: z.boolean(),
  feature_available: z.boolean(),
});
export type ProjectGate = z.infer<typeof projectGate>;

/**
 * Answer of get-project-detail: `data` holds the one project; similar ones at the top level. With `gate`, the
 * project is its public part (`gated: true`) and the rest waits for `project_access`.
 */
export const projectDetailAnswer = z.object({
  data: z.array(projectDetail),
  total: z.number().int(),
  similar_projects: z.array(project),
  gate: projectGate.optional(),
});

/** Query of GET get-added-projects: the caller's projects, any review state (comma list), paged. */
export const getAddedProjectsQuery = pagination.extend({
  id: queryId.optional(),
  slug_id: z.string().trim().max(191).optional(),
  request_status: z
    .string()
    .trim()
    .max(60)
    .transform((v, ctx) => {
      const parts = [
        ...new Set(
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      const allowed = ['approved', 'rejected', 'pending'] as const;
      if (parts.some((p) => !(allowed as readonly string[]).includes(p))) {
        ctx.addIssue({ code: 'custom', message: 'request_status must be approved, rejected or pending' });
        return z.NEVER;
      }
      return parts as (typeof allowed)[number][];
    })
    .optional(),
});

/** Body of POST change-project-status: 1 active, 0 inactive (an approved project only). */
export const changeProjectStatusBody = z.object({
  project_id: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: 'Project id is required' }).int().min(1),
  ),
  status: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*[01]\s*$/.test(v) ? Number(v) : v),
    z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 (inactive) or 1 (active)' }),
  ),
});

/** Body of POST delete_project. */
export const deleteProjectBody = z.object({
  id: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: 'Project id is required' }).int().min(1),
  ),
});
