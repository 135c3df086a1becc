import { z } from 'zod';
import { pagination, queryFlag, queryId } from './common.ts';
import { project } from './project.ts';
import { property } from './property.ts';

// An id from a query string, a form field or JSON; absent stays absent so the answer says "is required".
const formId = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
  z.number().int().min(1).max(2_147_483_647),
);

/** A person in agent-list or builder-list (upstream shape; `total_count` = property_count + projects_count). */
export const personListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  profile: z.string(),
  slug_id: z.string(),
  projects_count: z.number().int(),
  property_count: z.number().int(),
  is_verified: z.boolean(),
  total_count: z.number().int(),
});
export type PersonListItem = z.infer<typeof personListItem>;

/** Query of GET agent-properties: the agent by `slug_id` or `id`, and which list (`is_projects=1` for projects). */
export const agentPropertiesQuery = pagination
  .extend({
    id: queryId.optional(),
    slug_id: z.string().trim().max(191).optional(),
    is_projects: queryFlag.optional(),
  })
  .refine((q) => q.id !== undefined || q.slug_id !== undefined, { message: 'slug_id or id is required' });
export type AgentPropertiesQuery = z.infer<typeof agentPropertiesQuery>;

/** Query of GET builder-project: the builder by `slug_id` or `id`. */
export const builderProjectQuery = pagination
  .extend({
    id: queryId.optional(),
    slug_id: z.string().trim().max(191).optional(),
  })
  .refine((q) => q.id !== undefined || q.slug_id !== undefined, { message: 'slug_id or id is required' });
export type BuilderProjectQuery = z.infer<typeof builderProjectQuery>;

/**
 * The person heading agent-properties and builder-project (upstream `customer_data`, whose social key is
 * `twitter_id` although the column is `twiiter_id`). `linked_in` and the block flags are our additions.
 */
export const customerData = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  name: z.string(),
  profile: z.string(),
  mobile: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  facebook_id: z.string(),
  twitter_id: z.string(), // sic: upstream's key here, unlike the customer's `twiiter_id`
  youtube_id: z.string(),
  instagram_id: z.string(),
  linked_in: z.string(),
  about_me: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  projects_count: z.number().int(),
  property_count: z.number().int(),
  is_verify: z.boolean(),
  is_blocked_by_me: z.boolean(),
  is_blocked_by_user: z.boolean(),
});
export type CustomerData = z.infer<typeof customerData>;

/** `data` of agent-properties and builder-project. */
export const agentPropertiesData = z.object({
  customer_data: customerData,
  properties_data: z.array(property),
  projects_data: z.array(project),
});
export type AgentPropertiesData = z.infer<typeof agentPropertiesData>;

/** Spec §3 "User report or block": `to_user_id` or `to_admin=1`, and an optional reason. */
export const blockUserBody = z
  .object({
    to_user_id: formId.optional(),
    to_admin: queryFlag.optional(),
    reason: z.string().trim().max(1000).optional(),
  })
  .refine((b) => b.to_user_id !== undefined || b.to_admin === true, { message: 'to_user_id or to_admin is required' });
export type BlockUserBody = z.infer<typeof blockUserBody>;

/** Body of POST unblock-user: the same target as block-user. */
export const unblockUserBody = z
  .object({
    to_user_id: formId.optional(),
    to_admin: queryFlag.optional(),
  })
  .refine((b) => b.to_user_id !== undefined || b.to_admin === true, { message: 'to_user_id or to_admin is required' });
export type UnblockUserBody = z.infer<typeof unblockUserBody>;

/** A user the caller has blocked (GET blocked-users; our addition, not upstream). */
export const blockedUser = z.object({
  id: z.number().int(),
  name: z.string(),
  profile: z.string(),
  slug_id: z.string(),
  reason: z.string(),
  blocked_at: z.string(),
});
export type BlockedUser = z.infer<typeof blockedUser>;

/** Query of GET /api/admin/user-reports: paging, and optionally one reported user. */
export const userReportsQuery = pagination.extend({ user_id: queryId.optional() });
export type UserReportsQuery = z.infer<typeof userReportsQuery>;

const reportParty = z.object({ id: z.number().int(), name: z.string(), email: z.string(), slug_id: z.string() });

/** A user report for admins: a block that came with a reason (spec §3 "User report or block"). */
export const userReport = z.object({
  id: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
  reporter: reportParty,
  reported: reportParty,
});
export type UserReport = z.infer<typeof userReport>;
