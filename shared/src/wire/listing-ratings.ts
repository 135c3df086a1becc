// Ratings of the four listing kinds (service-ratting, repairworks-ratting, jv-construction-ratting, get-ratings):
// the rating as listed, the bodies, the answers and their refusals. Names follow the spec, misspelling included.
import { z } from 'zod';
import { envelope, listEnvelopeOf, pagination, queryId } from './common.ts';
import { formRef, listingFormParts } from './venture-form.ts';

const { trimmed } = listingFormParts;

/** A rating as the detail pages and get-ratings list it. */
export const ratingEntry = z.object({
  id: z.number().int(),
  ratting: z.number().int().min(1).max(5), // sic: spec spelling
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The rater (name and absolute photo URL, '' when none). */
  user: z.object({ id: z.number().int(), name: z.string(), profile: z.string() }),
});
export type RatingEntry = z.infer<typeof ratingEntry>;

/** Answers and refusals of the rating calls. */
export const RATING_MESSAGES = {
  added: 'Rating added successfully',
  updated: 'Rating updated successfully',
  rattingRequired: 'Please select a rating',
  rattingInvalid: 'Rating must be a whole number from 1 to 5',
  commentTooLong: 'Comment must be at most 1000 characters',
  serviceRequired: 'service_id is required',
  repairRequired: 'repairworks_id is required',
  postRequired: 'post_id is required',
  targetRequired: 'One of service_id, repairworks_id or post_id is required',
  notFound: 'Listing not found',
  ownItem: 'You cannot rate your own listing',
} as const;

const R = RATING_MESSAGES;

/** `ratting` 1–5 (a number, or its text as forms send it). */
export const rattingValue = z.preprocess(
  (v) => (typeof v === 'string' ? (/^\s*\d{1,2}\s*$/.test(v) ? Number(v) : v.trim() === '' ? undefined : v) : v),
  z
    .number({ error: (iss) => (iss.input === undefined ? R.rattingRequired : R.rattingInvalid) })
    .int(R.rattingInvalid)
    .min(1, R.rattingInvalid)
    .max(5, R.rattingInvalid),
);

const rattingFields = {
  ratting: rattingValue, // sic: spec spelling
  comment: z.preprocess(
    (v) => (v === null || v === undefined ? '' : trimmed(v)),
    z.string({ error: R.commentTooLong }).max(1000, R.commentTooLong),
  ),
};

/** JSON body of POST service-ratting. */
export const serviceRattingBody = z.object({ service_id: formRef(R.serviceRequired), ...rattingFields });
/** JSON body of POST repairworks-ratting. */
export const repairworksRattingBody = z.object({ repairworks_id: formRef(R.repairRequired), ...rattingFields });
/** JSON body of POST jv-construction-ratting. */
export const jvConstructionRattingBody = z.object({ post_id: formRef(R.postRequired), ...rattingFields });
export type RattingInput = { ratting: number; comment: string };

/** Answer of the rating calls: the caller's rating and the listing's new average and count. */
export const rattingAnswer = envelope.extend({
  data: z.object({ rating: ratingEntry, rating_avg: z.number(), rating_count: z.number().int() }),
});

/** Query of GET get-ratings: exactly one listing, newest ratings first, paged. */
export const getRatingsQuery = pagination
  .extend({
    service_id: queryId.optional(),
    repairworks_id: queryId.optional(),
    post_id: queryId.optional(),
  })
  .refine((q) => [q.service_id, q.repairworks_id, q.post_id].filter((v) => v !== undefined).length === 1, {
    message: R.targetRequired,
  });
export type GetRatingsQuery = z.infer<typeof getRatingsQuery>;

/** Answer of get-ratings: a page of ratings, `total`, and the listing's average and count. */
export const getRatingsAnswer = listEnvelopeOf(ratingEntry).extend({
  rating_avg: z.number(),
  rating_count: z.number().int(),
});
