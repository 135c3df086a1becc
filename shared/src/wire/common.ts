import { z } from 'zod';
import { API_ERROR_CODES } from './error-codes.ts';

/** The closed set of machine codes an error envelope may carry (error-codes.ts, with the status of each). */
export const apiErrorCode = z.enum(API_ERROR_CODES);

/** Every answer of the API: the upstream `{error, message, data}` plus a code on failure and the request id. */
export const envelope = z.looseObject({
  error: z.boolean(),
  message: z.string(),
  data: z.unknown().optional(),
  code: apiErrorCode.optional(),
  request_id: z.string().optional(),
});
export type Envelope = z.infer<typeof envelope>;

/** An envelope whose `data` is parsed with `item`. */
export function envelopeOf<T extends z.ZodType>(item: T) {
  return envelope.extend({ data: item });
}

/** A list envelope: `data` is an array of `item` and `total` counts before paging. */
export function listEnvelopeOf<T extends z.ZodType>(item: T) {
  return envelope.extend({ data: z.array(item), total: z.number().int() });
}

/** A whole number from a query string (or a number when the client builds the query). */
export const queryInt = z.coerce.number().int();

/**
 * A non-negative whole number id from a query string; a client sends it as a number or as the URL carries it
 * (typed so: the client's filter types are this schema's input, docs/decisions/032).
 */
export const queryId = z.coerce.number<number | string>().int().min(1);

/** A flag as clients send it in query strings: 1/0, true/false. */
export const queryFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const ID_MESSAGE = 'id must be a positive whole number';

/** The `:id` path parameter of a route: a positive whole number that fits the database's ids (int4). */
export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, ID_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, ID_MESSAGE).max(2_147_483_647, ID_MESSAGE)),
});

/** offset/limit paging used by every list endpoint (limit default 10, at most 100). */
export const pagination = z.object({
  offset: z.coerce.number<number | string>().int().min(0).default(0),
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(10),
});
export type Pagination = z.infer<typeof pagination>;

/** The category summary embedded in properties, projects and articles. */
export const categoryRef = z.object({
  id: z.number().int(),
  category: z.string(),
  image: z.string(),
  slug_id: z.string(),
});
export type CategoryRef = z.infer<typeof categoryRef>;
