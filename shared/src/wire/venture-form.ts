/**
 * Posting a joint-venture (JV) post or a construction / contractor profile: the refusals of the JV / construction
 * calls, the form pieces every listing form shares (service.ts uses them too), and the text fields of post-jv and
 * post-construction (spec §3; decision 017 "JV and construction").
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
