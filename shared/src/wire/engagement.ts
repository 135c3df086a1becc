/** Wire shapes of favourites, interests (approve, shortlist) and reports of properties and projects. */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { envelopeOf, listEnvelopeOf, pagination } from './common.ts';
import { project } from './project.ts';
import { property } from './property.ts';

/** Texts of the favourite, interest and report endpoints (spec §5 ones word for word). */
export const ENGAGEMENT_MESSAGES = {
  favouriteAdded: 'Property added to favourites',
  favouriteRemoved: 'Property removed from favourites',
  projectFavouriteAdded: 'Project added to favourites',
  projectFavouriteRemoved: 'Project removed from favourites',
  interestAdded: 'Interest shown successfully',
  interestRemoved: 'Interest removed successfully',
  interestUnavailable: 'Interest is not available for this property',
  ownInterest: 'You cannot show interest in your own property',
  ownReport: 'You cannot report your own property',
  ownProjectInterest: 'You cannot show interest in your own project',
  propertyNotFound: 'Property not found',
  projectNotFound: 'Project not found',
  interestNotFound: 'This user has not shown interest in this property',
  projectInterestNotFound: 'This user has not shown interest in this project',
  listingRequired: 'property_id or project_id is required',
  approved: 'Interest approved',
  unapproved: 'Approval removed',
  shortlisted: 'User shortlisted',
  unshortlisted: 'User removed from the shortlist',
  reasonRequired: MESSAGES.reasonRequired, // 'Please select a reason first.'
  reasonTextRequired: MESSAGES.reasonTextRequired, // 'Please write your reason'
  reasonNotFound: 'Report reason not found',
  alreadyReported: 'Already Reported',
  reported: 'Report submitted successfully',
} as const;

// An id from a query string, a form field or JSON; absent stays absent so the answer says "is required".
const id = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
  z.number().int().min(1).max(2_147_483_647),
);

// 1 or 0 as a number, its string or a boolean.
const oneOrZero = (error: string) =>
  z.preprocess(
    (v) => (v === '1' || v === 1 || v === true || v === 'true' ? 1 : v === '0' || v === 0 || v === false ? 0 : v),
    z.union([z.literal(0), z.literal(1)], { error }),
  );
// Upstream `type`: 1 adds, 0 removes.
const addRemove = oneOrZero('type must be 1 (add) or 0 (remove)');

// A blank form field counts as absent.
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), id.optional());

/**
 * `property_id` or `project_id` (exactly one; a property wins when a client sends both, as upstream reads
 * `property_id` first) with `type` 1 add / 0 remove.
 */
const listingToggle = z
  .object({ property_id: optionalId, project_id: optionalId, type: addRemove })
  .refine((b) => b.property_id !== undefined || b.project_id !== undefined, {
    message: ENGAGEMENT_MESSAGES.listingRequired,
    path: ['property_id'],
  });

/** Body of POST add_favourite (JSON or form): favourite (1) or unfavourite (0) a property or a project. */
export const addFavouriteBody = listingToggle;
export type AddFavouriteBody = z.infer<typeof addFavouriteBody>;

/** 1 when on, 0 when off (a favourite, an interest), as upstream answers it. */
const onOff = z.number().int();

/** The answer of add_favourite: the listing's id under its own key and whether it is now a favourite. */
export const favouriteAnswer = envelopeOf(
  z.object({ property_id: z.number().int().optional(), project_id: z.number().int().optional(), is_favourite: onOff }),
);

/**
 * Query of GET get_favourite_property: `type` `property` (the default: upstream's list of properties, unchanged)
 * or `project` (my favourite projects instead, as get-projects shapes them); offset/limit.
 */
export const favouritesQuery = pagination.extend({
  type: z.enum(['property', 'project'], { error: 'type must be property or project' }).default('property'),
});
export type FavouritesQuery = z.infer<typeof favouritesQuery>;

/** The answer of get_favourite_property: properties, or projects with `type=project`. */
export const favouritesAnswer = z.union([listEnvelopeOf(property), listEnvelopeOf(project)]);

/** Body of POST interested_users: show (1) or withdraw (0) interest in a property or a project. */
export const interestBody = listingToggle;
export type InterestBody = z.infer<typeof interestBody>;

/** The answer of interested_users: the listing's id under its own key and whether the caller is now interested. */
export const interestAnswer = envelopeOf(
  z.object({ property_id: z.number().int().optional(), project_id: z.number().int().optional(), is_interested: onOff }),
);

/** Query of GET get_interested_users and approved-users (owner only): the property by id or slug. */
export const interestedUsersQuery = pagination
  .extend({ property_id: id.optional(), slug_id: z.string().trim().max(191).optional() })
  .refine((q) => q.property_id !== undefined || q.slug_id !== undefined, {
    message: 'property_id is required',
    path: ['property_id'],
  });
export type InterestedUsersQuery = z.infer<typeof interestedUsersQuery>;

/** Query of GET interested-approval and shortlist-approval: turn a flag of one interest on (1) or off (0). */
export const interestDecisionQuery = z.object({
  property_id: id,
  user_id: id,
  status: oneOrZero('status must be 1 or 0'),
});
export type InterestDecisionQuery = z.infer<typeof interestDecisionQuery>;

/** Query of GET get_interested_project (owner only): the project by id or slug. */
export const projectInterestedUsersQuery = pagination
  .extend({ project_id: id.optional(), slug_id: z.string().trim().max(191).optional() })
  .refine((q) => q.project_id !== undefined || q.slug_id !== undefined, {
    message: 'project_id is required',
    path: ['project_id'],
  });
export type ProjectInterestedUsersQuery = z.infer<typeof projectInterestedUsersQuery>;

/**
 * Query of GET interested-approval-project: turn one flag of an interest in MY project on (1) or off (0);
 * `type` names the flag, `approve` (the default) or `shortlist` (one call where properties have two).
 */
export const projectDecisionQuery = z.object({
  project_id: id,
  user_id: id,
  status: oneOrZero('status must be 1 or 0'),
  type: z.enum(['approve', 'shortlist'], { error: 'type must be approve or shortlist' }).default('approve'),
});
export type ProjectDecisionQuery = z.infer<typeof projectDecisionQuery>;

/** An interested user as the owner sees them. */
export const interestedUser = z.object({
  id: z.number().int(),
  name: z.string(),
  profile: z.string(),
  email: z.string(),
  mobile: z.string(),
  is_shortlisted: z.boolean(),
  is_approved: z.boolean(),
  created_at: z.string(),
});
export type InterestedUser = z.infer<typeof interestedUser>;

/**
 * Query of GET my-interested: `type` narrows by the owner's decision (`approved`, `shortlisted`,
 * `pending` = neither); absent, `all` or `property` (what upstream-style clients send) lists every one;
 * `project` lists the projects I showed interest in instead.
 */
export const myInterestedQuery = pagination.extend({
  type: z.enum(['all', 'property', 'project', 'approved', 'shortlisted', 'pending']).optional(),
});
export type MyInterestedQuery = z.infer<typeof myInterestedQuery>;

/** My interest in a property, as my-interested adds it to each property. */
export const myInterest = z.object({
  is_shortlisted: z.boolean(),
  is_approved: z.boolean(),
  created_at: z.string(),
});
export type MyInterest = z.infer<typeof myInterest>;

/** A property of my-interested: the property object plus my interest's status. */
export const interestedProperty = property.extend({ interest: myInterest });
export type InterestedProperty = z.infer<typeof interestedProperty>;

/** A project of my-interested?type=project: the project object plus my interest's status. */
export const interestedProject = project.extend({ interest: myInterest });
export type InterestedProject = z.infer<typeof interestedProject>;

/** Query of GET get_report_reasons. */
export const reportReasonsQuery = z.object({ id: id.optional() });

/** A reason to report a property. */
export const reportReason = z.object({
  id: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReportReason = z.infer<typeof reportReason>;

/**
 * Body of POST add_reports. `reason_id` 0 means "other" and needs `other_message`; with neither a reason
 * nor a message the answer is 'Please select a reason first.'.
 */
export const addReportBody = z
  .object({
    property_id: id,
    reason_id: z.preprocess(
      (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v === '' ? undefined : v),
      z.number().int().min(0).max(2_147_483_647).optional(),
    ),
    other_message: z.string().trim().max(1000).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.reason_id) return;
    if (b.other_message) return;
    ctx.addIssue({
      code: 'custom',
      path: ['reason_id'],
      message: b.reason_id === 0 ? MESSAGES.reasonTextRequired : MESSAGES.reasonRequired,
    });
  });
export type AddReportBody = z.infer<typeof addReportBody>;

/** The answer of add_reports: the reported property. */
export const reportAnswer = envelopeOf(z.object({ property_id: z.number().int(), is_reported: z.boolean() }));
