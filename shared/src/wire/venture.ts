/**
 * Wire shapes of joint-venture (JV) posts and construction / contractor profiles, their lookups and view
 * counts, ratings of the four listing kinds, contact-us and CSR-works messages, and feedback (spec §3, §7;
 * decision 017 "JV and construction"). There is no upstream for these calls: names follow the spec,
 * misspellings included (`ratting`, `contct_us`).
 *
 * ## How the client sends a JV post or a construction profile (multipart/form-data)
 * `post-jv` and `post-construction` take the spec §3 fields as plain parts:
 * - JV: `title`, `post_type` and `jv_type` (lookup ids from get-post-type / get-jvtypes), `company_name`,
 *   `land_size`, `phone`, `email`, `whatsapp_number`, `brokerage`, `website_link`, `city`, `location`,
 *   `address`, `description`, `ownership_status`, `contact_name`, `expected_date` (YYYY-MM-DD), `slug_id`;
 * - construction: `title`, `type` (lookup id from get-projecttype), `work` (get-workscope), `company_name`,
 *   `phone`, `email`, `whatsapp_number`, `number_of_project`, `website_link`, `city`, `location`, `address`,
 *   `description`, `contact_name`, `area`, `start_date` (YYYY-MM-DD), `slug_id`;
 * - files: `title_image` or `photo` (one photo, required on create), `gallery_images[]` or `image[]`
 *   (photos), `file_upload[]` (documents: PDF, DOC, DOCX or TXT), each judged by content on the server;
 * - edit: the query parameter `slug_id` names the caller's post; `remove_gallery` and `remove_doc` are comma
 *   lists (or repeated parts) of gallery / document ids. A field not sent keeps its stored value; a body
 *   `slug_id` asks for a new slug (kept otherwise).
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { envelope, listEnvelopeOf, pagination, queryId } from './common.ts';
import { phoneOrEmpty } from './phone.ts';
import { formIdList } from './property-write.ts';

// ---------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------

/** Answers and refusals of the JV / construction calls (spec §5/§8 texts word for word; the rest ours). */
export const VENTURE_MESSAGES = {
  jvPosted: 'Joint Venture Post Successfully',
  jvUpdated: 'Joint Venture Update Successfully',
  constructionPosted: 'Construction Post Successfully',
  constructionUpdated: 'Construction Update Successfully',
  deleted: 'Post Deleted Successfully',
  fetched: 'Data Fetch Successfully',
  empty: 'No data found!',
  viewCounted: 'View counted',
  viewSeen: 'View already counted',
  titleRequired: MESSAGES.titleRequired,
  descriptionRequired: MESSAGES.descriptionRequired,
  titleImageRequired: MESSAGES.titleImageRequired,
  /**
   * A construction profile's type is a project type (get-projecttype), shown as "Project type": the message names
   * it, where spec §5's 'Please select Category' would name a field the form does not have.
   */
  constructionTypeRequired: 'Please select a project type',
  /** City and location (the chosen place) must be filled. */
  locationRequired: MESSAGES.pleaseFillAllFields,
  emailInvalid: MESSAGES.emailInvalid,
  phoneInvalid: MESSAGES.phoneInvalid,
  profileIncomplete: MESSAGES.profileIncomplete,
  packageLimitOver: MESSAGES.packageLimitOver,
  notSubscribed: MESSAGES.notSubscribed,
  postTypeRequired: 'Please select a post type',
  jvTypeRequired: 'Please select a JV type',
  workInvalid: 'Please select a work scope from the list',
  whatsappInvalid: 'WhatsApp number is invalid',
  websiteInvalid: 'Website link must start with http:// or https://',
  dateInvalid: 'Dates must be written YYYY-MM-DD',
  numberOfProjectInvalid: 'Number of projects must be a whole number of 0 or more',
  idRequired: 'Post id is required',
  slugRequired: 'slug_id is required',
  postRefRequired: 'post_id or slug_id is required',
  notFound: 'Post not found',
  notOwner: 'You can only change your own posts',
  galleryNotFound: 'Gallery image not found',
  docNotFound: 'Document not found',
} as const;

const M = VENTURE_MESSAGES;

/** The two kinds of post `jv_constructions` holds. */
export const ventureKind = z.enum(['jv', 'construction']);
export type VentureKind = z.infer<typeof ventureKind>;

// ---------------------------------------------------------------------------------------------
// Form pieces
// ---------------------------------------------------------------------------------------------

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const tooLong = (label: string, n: number) => `${label} must be at most ${n} characters`;
const requiredText = (message: string, label: string, max: number) =>
  z.preprocess(trimmed, z.string({ error: message }).min(1, message).max(max, tooLong(label, max)));
const optionalText = (label: string, max: number) =>
  z.preprocess(trimmed, z.string({ error: `${label} must be text` }).max(max, tooLong(label, max))).optional();

/** A positive whole id from a form or JSON ("12" or 12); absent or blank gives `message`. */
export const formRef = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (/^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v.trim() === '' ? undefined : v) : v),
    z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message),
  );

/** An optional lookup id: blank or absent is none (null clears it on edit). */
const optionalRef = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), formRef(message).nullable().optional());

/** A calendar date `YYYY-MM-DD` (a real day); blank clears it (null). */
const formDate = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
  z
    .string({ error: M.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, M.dateInvalid)
    .nullable()
    .optional(),
);

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** An optional email of a listing: '' clears it. */
const optionalEmail = z.preprocess(
  trimmed,
  z
    .string({ error: M.emailInvalid })
    .max(191, M.emailInvalid)
    .refine((v) => v === '' || EMAIL_RE.test(v), M.emailInvalid)
    .transform((v) => v.toLowerCase())
    .optional(),
);

/** An optional web link: '' clears it; otherwise http(s). */
const optionalWebsite = z.preprocess(
  trimmed,
  z
    .string({ error: M.websiteInvalid })
    .max(500, M.websiteInvalid)
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), M.websiteInvalid)
    .optional(),
);

const phoneField = (message: string) => z.preprocess(trimmed, phoneOrEmpty(message).optional());

/**
 * The building blocks of the post forms, shared with the service and repair-work forms (service.ts) so the
 * four kinds read their fields, and word their refusals, alike.
 */
export const listingFormParts = {
  trimmed,
  tooLong,
  requiredText,
  optionalText,
  formRef,
  optionalRef,
  formDate,
  EMAIL_RE,
  optionalEmail,
  optionalWebsite,
  phoneField,
} as const;

/** Fields every post kind has (spec §3), in the order they are checked (the first problem is answered). */
const commonHead = {
  title: requiredText(M.titleRequired, 'Title', 255),
};
const commonTail = {
  description: requiredText(M.descriptionRequired, 'Description', 20_000),
  city: requiredText(M.locationRequired, 'City', 100),
  location: requiredText(M.locationRequired, 'Location', 500),
  address: optionalText('Address', 500),
  company_name: optionalText('Company name', 191),
  contact_name: optionalText('Contact name', 191),
  phone: phoneField(M.phoneInvalid),
  email: optionalEmail,
  whatsapp_number: phoneField(M.whatsappInvalid),
  website_link: optionalWebsite,
  slug_id: optionalText('Slug', 191),
};

const jvShape = {
  ...commonHead,
  post_type: formRef(M.postTypeRequired),
  jv_type: formRef(M.jvTypeRequired),
  ...commonTail,
  land_size: optionalText('Land size', 100),
  brokerage: optionalText('Brokerage', 100),
  ownership_status: optionalText('Ownership status', 191),
  expected_date: formDate,
};

const constructionShape = {
  ...commonHead,
  type: formRef(M.constructionTypeRequired),
  work: optionalRef(M.workInvalid),
  ...commonTail,
  number_of_project: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : /^\d{1,7}$/.test(v.trim()) ? Number(v) : v) : v),
    z
      .number({ error: M.numberOfProjectInvalid })
      .int(M.numberOfProjectInvalid)
      .min(0, M.numberOfProjectInvalid)
      .max(1_000_000, M.numberOfProjectInvalid)
      .nullable()
      .optional(),
  ),
  area: optionalText('Area', 100),
  start_date: formDate,
};

/**
 * The text fields a post's form sends and its row stores, every kind's (`common`) and each kind's own, besides
 * the title image, the files and the slug: the API saves these columns and the posting form sends these parts,
 * so a field added to a kind here reaches both.
 */
export const VENTURE_COLUMNS = {
  common: [
    'title',
    'description',
    'company_name',
    'contact_name',
    'phone',
    'email',
    'whatsapp_number',
    'website_link',
    'city',
    'location',
    'address',
  ],
  jv: ['post_type', 'jv_type', 'land_size', 'brokerage', 'ownership_status', 'expected_date'],
  construction: ['type', 'work', 'number_of_project', 'area', 'start_date'],
} as const satisfies {
  common: readonly (keyof typeof commonHead | keyof typeof commonTail)[];
  jv: readonly (keyof typeof jvShape)[];
  construction: readonly (keyof typeof constructionShape)[];
};

/** Edit-only parts: the gallery and document ids to remove. */
const removals = {
  remove_gallery: formIdList.optional(),
  remove_doc: formIdList.optional(),
};

/** Text fields of POST post-jv when creating. Files are checked apart, by content. */
export const postJvFields = z.object(jvShape);
export type PostJvFields = z.output<typeof postJvFields>;
export type PostJvFieldsInput = z.input<typeof postJvFields>;

/** Text fields of POST post-jv when editing (`?slug_id=`): any field (absent = unchanged) and the removals. */
export const editJvFields = z.object({ ...z.object(jvShape).partial().shape, ...removals });
export type EditJvFields = z.output<typeof editJvFields>;

/** Text fields of POST post-construction when creating. Files are checked apart, by content. */
export const postConstructionFields = z.object(constructionShape);
export type PostConstructionFields = z.output<typeof postConstructionFields>;
export type PostConstructionFieldsInput = z.input<typeof postConstructionFields>;

/** Text fields of POST post-construction when editing (`?slug_id=`). */
export const editConstructionFields = z.object({ ...z.object(constructionShape).partial().shape, ...removals });
export type EditConstructionFields = z.output<typeof editConstructionFields>;

/** Query of POST post-jv / post-construction: `slug_id` of the caller's post to edit (absent = create). */
export const postVentureQuery = z.object({ slug_id: z.string().trim().min(1).max(191).optional() });

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

// ---------------------------------------------------------------------------------------------
// Ratings (service-ratting, repairworks-ratting, jv-construction-ratting, get-ratings)
// ---------------------------------------------------------------------------------------------

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
const rattingValue = z.preprocess(
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

// ---------------------------------------------------------------------------------------------
// Contact us, CSR works, feedback
// ---------------------------------------------------------------------------------------------

/** Answers and refusals of contct_us, csr-works and post_feedback. */
export const CONTACT_MESSAGES = {
  contactSent: 'Contact Request Send Successfully',
  csrSent: 'CSR Request Send Successfully',
  feedbackSent: 'Feedback Send Successfully',
  /** Spec §5: every field of the form is required. */
  fieldsRequired: MESSAGES.pleaseFillAllFields,
  /** Spec §5: the contact form's email wording. */
  emailInvalid: MESSAGES.invalidEmailFormat,
  phoneInvalid: MESSAGES.phoneInvalid,
  messageRequired: MESSAGES.messageRequired,
  tooLong: 'Please shorten your message (at most 5000 characters)',
  rattingInvalid: R.rattingInvalid,
} as const;

const C = CONTACT_MESSAGES;
const contactText = (max: number) =>
  z.preprocess(trimmed, z.string({ error: C.fieldsRequired }).min(1, C.fieldsRequired).max(max, C.tooLong));

/** Body of POST contct_us (sic) and csr-works (multipart, spec §3 "Contact message"): every field required. */
export const contactFormBody = z.object({
  first_name: contactText(100),
  last_name: contactText(100),
  email: z.preprocess(
    trimmed,
    z
      .string({ error: C.fieldsRequired })
      .min(1, C.fieldsRequired)
      .max(191, C.emailInvalid)
      .regex(EMAIL_RE, C.emailInvalid)
      .transform((v) => v.toLowerCase()),
  ),
  phone: z.preprocess(
    trimmed,
    z.string({ error: C.fieldsRequired }).min(1, C.fieldsRequired).pipe(phoneOrEmpty(C.phoneInvalid)),
  ),
  message: contactText(5000),
});
export type ContactFormBody = z.output<typeof contactFormBody>;
export type ContactFormInput = z.input<typeof contactFormBody>;

/** The two kinds of contact message. */
export const contactKind = z.enum(['contact', 'csr']);

/** A stored contact or CSR message (admin read). */
export const contactMessage = z.object({
  id: z.number().int(),
  kind: contactKind,
  /** The signed-in sender, null for a visitor (or a deleted account). */
  user_id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** Query of GET /api/admin/contact-messages (newest first; both kinds unless `kind`). */
export const adminContactMessagesQuery = pagination.extend({ kind: contactKind.optional() });
/** Answer of GET /api/admin/contact-messages. */
export const adminContactMessagesAnswer = listEnvelopeOf(contactMessage);

/** Body of POST post_feedback (multipart): a message and an optional 1–5 `ratting`. */
export const feedbackBody = z.object({
  message: z.preprocess(trimmed, z.string({ error: C.messageRequired }).min(1, C.messageRequired).max(5000, C.tooLong)),
  ratting: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), rattingValue.optional()), // sic: spec spelling
});
export type FeedbackBody = z.output<typeof feedbackBody>;

/** A stored feedback (admin read). */
export const feedbackEntry = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  ratting: z.number().int().nullable(), // sic: spec spelling
  message: z.string(),
  created_at: z.string(),
});
/** Answer of GET /api/admin/feedbacks. */
export const adminFeedbacksAnswer = listEnvelopeOf(feedbackEntry);
