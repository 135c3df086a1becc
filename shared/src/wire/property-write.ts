/**
 * Wire shapes of posting and managing properties: post_property/update_post_property bodies, statuses,
 * get-added-properties, adverts, package checks, amenities, questionnaire, facilities (decision 007).
 *
 * ## How the client sends a property (multipart/form-data, spec §7)
 * The same field names for `post_property` (create) and `update_post_property` (edit, plus `id`):
 * - text fields as plain parts: `title`, `description`, `city`, `state`, `country`, `latitude`, `longitude`,
 *   `address`, `client_address`, `price`, `category_id`, `property_type` ('0' sell, '1' rent), `video_link`,
 *   `slug_id`, `meta_title`, `meta_description`, `meta_keywords`, `rentduration`, `is_premium` ('0'|'1'),
 *   `sqft`, `highligts` (sic), `questionaries` (sic; a JSON object string: question id → answer);
 * - `amenity_id[]` repeated once per amenity (a single `amenity_id` part holding "1,2,3" works too);
 * - `parameters[0][parameter_id]` + `parameters[0][value]`, `parameters[1][…]`…; a checkbox value is
 *   `parameters[i][value][]` repeated (or one comma list); a file-type parameter's value is a file part;
 * - `facilities[0][facility_id]` + `facilities[0][distance]` (km), …;
 * - files: `title_image`, `three_d_image`, `meta_image` (one each), `gallery_images[]` and `documents[]`
 *   (one part per file, the name repeated);
 * - edit only: `id`, `action_type` ('0' or absent = update, '1' = delete), `remove_gallery_images` and
 *   `remove_documents` (comma lists of ids), `remove_three_d_image` ('1').
 * {@link appendPropertyFields} writes the text fields of a {@link PostPropertyFieldsInput} that way.
 *
 * On edit, a field that is not sent keeps its stored value; a required field sent blank is refused.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

// The API cannot load the React half of `@abode/shared`; the gating rule it needs comes through here.
export { isLimitedFeature } from '../gating.ts';

import { envelope, envelopeOf, pagination, queryFlag, queryId } from './common.ts';
import { featureType } from './package.ts';
import { property, rentDuration } from './property.ts';
import { appStoreId, playStoreId } from './settings.ts';

// ---------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------

/** Answers and refusals of the property write calls (spec §5/§8 texts word for word; the rest ours). */
export const PROPERTY_WRITE_MESSAGES = {
  posted: 'Property Post Successfully',
  updated: 'Property Update Successfully',
  deleted: 'Property Deleted Successfully',
  statusUpdated: 'Property Status Updated Successfully',
  titleRequired: MESSAGES.titleRequired,
  descriptionRequired: MESSAGES.descriptionRequired,
  priceRequired: MESSAGES.priceRequired,
  categoryRequired: MESSAGES.categoryRequired,
  titleImageRequired: MESSAGES.titleImageRequired,
  /** Spec §5: every address detail (address, city, state, country) must be filled. */
  addressRequired: MESSAGES.pleaseFillAllFields,
  profileIncomplete: MESSAGES.profileIncomplete,
  packageLimitOver: MESSAGES.packageLimitOver,
  notSubscribed: MESSAGES.notSubscribed,
  priceInvalid: 'Price must be a number greater than 0',
  propertyTypeInvalid: 'Please select whether the property is for sell or rent',
  rentDurationRequired: 'Please select a rent duration',
  rentDurationInvalid: 'Rent duration must be Daily, Monthly, Quarterly or Yearly',
  videoLinkInvalid: 'Please enter a valid YouTube link',
  latitudeInvalid: 'Latitude must be a number between -90 and 90.',
  longitudeInvalid: 'Longitude must be a number between -180 and 180.',
  sqftInvalid: 'Area must be a number of 0 or more',
  questionariesInvalid: 'questionaries must be a JSON object of question ids and answers',
  idListInvalid: 'Ids must be a comma separated list of numbers',
  distanceInvalid: 'Distance must be a number of 0 or more',
  documentRule: 'Documents must be PDF, DOC, DOCX or TXT files',
  documentTooLarge: 'Documents must be 5 MB or smaller.',
  notFound: 'Property not found',
  notOwner: 'You can only change your own properties',
  statusInvalid: 'A property for sale can become sold and a property for rent rented',
  mustBeApproved: 'Only an approved property can be activated or deactivated',
  alreadyFeatured: 'Already featured',
  advertNotAllowed: 'Only an approved and active property can be featured',
  advertRequested: 'Advertisement request sent successfully',
  packagePaid: 'Package is paid cannot assign directly',
  packagePurchased: 'Package Purchased Successfully',
  packageNotFound: 'Package not found',
} as const;

/** Largest price (the `numeric(14,2)` column). */
export const PRICE_MAX = 999_999_999_999;

/** Largest length of documents (`documents[]`), as upstream. */
export const PROPERTY_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Upper bounds the server enforces on SEO fields (the spec's SEO limits are only warnings in the UI). */
export const SEO_HARD_LIMITS = { meta_title: 255, meta_description: 1000, meta_keywords: 1000 } as const;

/** Whether a link looks like a YouTube video URL (youtube.com/watch, /shorts, /embed, /live or youtu.be). */
export function isYoutubeUrl(link: string): boolean {
  return /^https?:\/\/(?:(?:www\.|m\.|music\.)?youtube\.com\/(?:watch\?(?:.*&)?v=|shorts\/|embed\/|live\/|v\/)|youtu\.be\/)[\w-]{6,}(?:[?&#/].*)?$/i.test(
    link.trim(),
  );
}

// ---------------------------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------------------------

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const tooLong = (label: string, n: number) => `${label} must be at most ${n} characters`;

/** Required text: absent or blank gives `message`. */
const requiredText = (message: string, label: string, max: number) =>
  z.preprocess(trimmed, z.string({ error: message }).min(1, message).max(max, tooLong(label, max)));

/** Optional text: trimmed, '' allowed (clears it). */
const optionalText = (label: string, max: number) =>
  z.preprocess(trimmed, z.string({ error: `${label} must be text` }).max(max, tooLong(label, max))).optional();

/** A decimal from a form ("12.5") or a number; blank and junk become NaN so the number's own message shows. */
function decimal(v: unknown): unknown {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return Number.NaN;
  const s = v.trim();
  if (s === '') return undefined;
  return /^-?\d{1,15}(\.\d{1,8})?$/.test(s) ? Number(s) : Number.NaN;
}

const numberWith = (message: string) => z.number({ error: message });

/** A positive whole id from a form. */
const formId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (/^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v.trim() === '' ? undefined : v) : v),
    z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message),
  );

/** A yes/no flag from a form: '1'/'0', 'true'/'false', or a boolean. */
const formFlag = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
      error: 'Flags must be 0 or 1',
    })
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);

/** Ids from a repeated field, an array or a comma list ("1,2,3"); duplicates dropped. */
export const formIdList = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], {
    error: PROPERTY_WRITE_MESSAGES.idListInvalid,
  })
  .transform((v, ctx) => {
    const parts = (Array.isArray(v) ? v.map(String) : String(v).split(','))
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const ids = parts.map((s) => (/^\d{1,10}$/.test(s) ? Number(s) : Number.NaN));
    if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: PROPERTY_WRITE_MESSAGES.idListInvalid });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/** A file as either side holds it: a browser Blob/File, or the Buffer the server's multipart parser gives. */
export const fileValue = z.custom<Blob | Uint8Array>(
  (v) => (typeof Blob !== 'undefined' && v instanceof Blob) || v instanceof Uint8Array,
  { error: 'Expected a file' },
);

/** A parameter value: text, several options (checkbox), or a file (file-type parameters). */
export const parameterInputValue = z.union([z.string(), z.array(z.string()), fileValue]);

/** One `parameters[i]` entry. */
export const parameterInput = z.object({
  parameter_id: formId('Every parameter needs a valid parameter_id'),
  value: parameterInputValue.optional(),
});
export type ParameterInput = z.infer<typeof parameterInput>;

/** One `facilities[i]` entry: a nearby place and its distance (km). */
export const facilityInput = z.object({
  facility_id: formId('Every facility needs a valid facility_id'),
  distance: z.preprocess(
    decimal,
    numberWith(PROPERTY_WRITE_MESSAGES.distanceInvalid)
      .min(0, PROPERTY_WRITE_MESSAGES.distanceInvalid)
      .max(100_000, PROPERTY_WRITE_MESSAGES.distanceInvalid),
  ),
});
export type FacilityInput = z.infer<typeof facilityInput>;

/** The questionnaire answers: an object (or its JSON text) of question id → answer (text or options). */
export const questionariesInput = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return {};
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return Number.NaN;
    }
  },
  z.record(
    z.string().regex(/^\d{1,10}$/, PROPERTY_WRITE_MESSAGES.questionariesInvalid),
    z.union([z.string().max(2000), z.number(), z.boolean(), z.array(z.string().max(500)).max(50)]),
    { error: PROPERTY_WRITE_MESSAGES.questionariesInvalid },
  ),
);

/**
 * A coordinate: absent keeps the stored one; sent blank clears it (null). Map clicks give 15 decimals:
 * they are rounded to 7 (about 1 cm) rather than refused.
 */
function coordinate(v: unknown): unknown {
  if (typeof v === 'string') {
    const s = v.trim();
    if (s === '') return null;
    return /^-?\d{1,3}(\.\d{1,20})?$/.test(s) ? Math.round(Number(s) * 1e7) / 1e7 : Number.NaN;
  }
  return typeof v === 'number' ? Math.round(v * 1e7) / 1e7 : decimal(v);
}
const latitude = z.preprocess(
  coordinate,
  numberWith(PROPERTY_WRITE_MESSAGES.latitudeInvalid)
    .min(-90, PROPERTY_WRITE_MESSAGES.latitudeInvalid)
    .max(90, PROPERTY_WRITE_MESSAGES.latitudeInvalid)
    .nullable()
    .optional(),
);
const longitude = z.preprocess(
  coordinate,
  numberWith(PROPERTY_WRITE_MESSAGES.longitudeInvalid)
    .min(-180, PROPERTY_WRITE_MESSAGES.longitudeInvalid)
    .max(180, PROPERTY_WRITE_MESSAGES.longitudeInvalid)
    .nullable()
    .optional(),
);

// ---------------------------------------------------------------------------------------------
// post_property / update_post_property
// ---------------------------------------------------------------------------------------------

/**
 * The text fields of a property, in the order they are checked (the first problem is the one answered).
 * Spellings as spec §3: `highligts`, `questionaries`, `rentduration`.
 */
const propertyFieldShape = {
  title: requiredText(PROPERTY_WRITE_MESSAGES.titleRequired, 'Title', 255),
  description: requiredText(PROPERTY_WRITE_MESSAGES.descriptionRequired, 'Description', 20_000),
  category_id: formId(PROPERTY_WRITE_MESSAGES.categoryRequired),
  price: z.preprocess(
    decimal,
    z
      .number({
        error: (iss) =>
          iss.input === undefined ? PROPERTY_WRITE_MESSAGES.priceRequired : PROPERTY_WRITE_MESSAGES.priceInvalid,
      })
      .gt(0, PROPERTY_WRITE_MESSAGES.priceInvalid)
      .max(PRICE_MAX, PROPERTY_WRITE_MESSAGES.priceInvalid),
  ),
  property_type: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z.union([z.literal(0), z.literal(1)], { error: PROPERTY_WRITE_MESSAGES.propertyTypeInvalid }),
  ),
  // Spec §5: every address detail must be filled (a picked location gives all four).
  address: requiredText(PROPERTY_WRITE_MESSAGES.addressRequired, 'Address', 500),
  city: requiredText(PROPERTY_WRITE_MESSAGES.addressRequired, 'City', 100),
  state: requiredText(PROPERTY_WRITE_MESSAGES.addressRequired, 'State', 100),
  country: requiredText(PROPERTY_WRITE_MESSAGES.addressRequired, 'Country', 100),
  latitude,
  longitude,
  client_address: optionalText('Client address', 500),
  rentduration: z.preprocess(
    blankToUndefined,
    z.enum(rentDuration.options, { error: PROPERTY_WRITE_MESSAGES.rentDurationInvalid }).optional(),
  ),
  video_link: z.preprocess(
    trimmed,
    z
      .string({ error: PROPERTY_WRITE_MESSAGES.videoLinkInvalid })
      .max(500, PROPERTY_WRITE_MESSAGES.videoLinkInvalid)
      .refine((v) => v === '' || isYoutubeUrl(v), PROPERTY_WRITE_MESSAGES.videoLinkInvalid)
      .optional(),
  ),
  slug_id: optionalText('Slug', 191),
  meta_title: optionalText('Meta title', SEO_HARD_LIMITS.meta_title),
  meta_description: optionalText('Meta description', SEO_HARD_LIMITS.meta_description),
  meta_keywords: optionalText('Meta keywords', SEO_HARD_LIMITS.meta_keywords),
  is_premium: formFlag.optional(),
  sqft: z.preprocess(
    decimal,
    numberWith(PROPERTY_WRITE_MESSAGES.sqftInvalid)
      .min(0, PROPERTY_WRITE_MESSAGES.sqftInvalid)
      .max(1_000_000_000, PROPERTY_WRITE_MESSAGES.sqftInvalid)
      .optional(),
  ),
  highligts: optionalText('Highlights', 5000), // sic: spec spelling
  questionaries: questionariesInput.optional(), // sic: spec spelling
  amenity_id: formIdList.optional(),
  parameters: z.array(parameterInput, { error: 'parameters must be a list' }).max(100).optional(),
  facilities: z.array(facilityInput, { error: 'facilities must be a list' }).max(100).optional(),
};

type FieldsOut = z.output<z.ZodObject<typeof propertyFieldShape>>;

function rentNeedsDuration(v: Partial<FieldsOut>, ctx: z.RefinementCtx) {
  if (v.property_type === 1 && !v.rentduration) {
    ctx.addIssue({ code: 'custom', path: ['rentduration'], message: PROPERTY_WRITE_MESSAGES.rentDurationRequired });
  }
}

/**
 * The text fields of POST post_property as the server reads them from multipart (after the nested
 * `parameters[i][…]`, `facilities[i][…]` and `amenity_id[]` keys are gathered into lists) and as the
 * client form validates them. Files (`title_image`, `gallery_images[]`…) are checked apart, by content.
 */
export const postPropertyFields = z.object(propertyFieldShape).superRefine(rentNeedsDuration);
export type PostPropertyFields = z.output<typeof postPropertyFields>;
export type PostPropertyFieldsInput = z.input<typeof postPropertyFields>;

/**
 * The text fields of POST update_post_property: `id`, `action_type` ('1' deletes), any property field
 * (absent = unchanged, required ones may not be blank), and the removals.
 */
export const updatePostPropertyFields = z.object({
  id: formId('Property id is required'),
  action_type: z.preprocess(
    (v) => (v === undefined || v === '' ? '0' : typeof v === 'number' ? String(v) : v),
    z.enum(['0', '1'], { error: 'action_type must be 0 (update) or 1 (delete)' }),
  ),
  ...z.object(propertyFieldShape).partial().shape,
  remove_gallery_images: formIdList.optional(),
  remove_documents: formIdList.optional(),
  remove_three_d_image: formFlag.optional(),
});
export type UpdatePostPropertyFields = z.output<typeof updatePostPropertyFields>;
export type UpdatePostPropertyFieldsInput = z.input<typeof updatePostPropertyFields>;

/** Answer of post_property and update_post_property: `data` holds the one property. */
export const postPropertyAnswer = z.object({ data: z.array(property) });

/** The whole answer of post_property, update_post_property and the status changes: the property as it now is. */
export const propertyWriteAnswer = envelope.extend(postPropertyAnswer.shape);

/** The answer of delete_property: an empty `data`. */
export const deletePropertyAnswer = envelopeOf(z.array(z.never()));

/**
 * Appends the text fields of a property to a FormData in the encoding described at the top of this file.
 * Files are left to the caller (`title_image`, `gallery_images[]`, `documents[]`…), as are file-type
 * parameter values (append them as `parameters[i][value]`, i being the index in `fields.parameters`).
 */
export function appendPropertyFields(form: FormData, fields: Partial<UpdatePostPropertyFieldsInput>): FormData {
  const put = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  };
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'parameters' && Array.isArray(value)) {
      (value as ParameterInput[]).forEach((p, i) => {
        put(`parameters[${i}][parameter_id]`, p.parameter_id);
        if (Array.isArray(p.value)) for (const v of p.value) put(`parameters[${i}][value][]`, v);
        else if (typeof p.value === 'string') put(`parameters[${i}][value]`, p.value);
      });
    } else if (key === 'facilities' && Array.isArray(value)) {
      (value as { facility_id: unknown; distance: unknown }[]).forEach((f, i) => {
        put(`facilities[${i}][facility_id]`, f.facility_id);
        put(`facilities[${i}][distance]`, f.distance);
      });
    } else if (key === 'amenity_id' && Array.isArray(value)) {
      for (const id of value) put('amenity_id[]', id);
    } else if ((key === 'remove_gallery_images' || key === 'remove_documents') && Array.isArray(value)) {
      put(key, value.join(','));
    } else if (key === 'questionaries' && value && typeof value === 'object') {
      put(key, JSON.stringify(value));
    } else put(key, value);
  }
  return form;
}

// ---------------------------------------------------------------------------------------------
// Statuses, delete, my properties
// ---------------------------------------------------------------------------------------------

/** Body of POST delete_property. */
export const deletePropertyBody = z.object({ id: formId('Property id is required') });

/**
 * Body of POST update_property_status: 2 sold (a sell listing), 3 rented (a rent listing); 0 and 1 put a
 * sold or rented listing back on the market (for sale, for rent).
 */
export const propertyStatusBody = z.object({
  property_id: formId('Property id is required'),
  status: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*[0-3]\s*$/.test(v) ? Number(v) : v),
    z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
      error: 'status must be 0 (for sale), 1 (for rent), 2 (sold) or 3 (rented)',
    }),
  ),
});
export type PropertyStatusBody = z.output<typeof propertyStatusBody>;

/** Body of POST change-property-status: 1 active, 0 inactive (an approved property only). */
export const changePropertyStatusBody = z.object({
  property_id: formId('Property id is required'),
  status: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*[01]\s*$/.test(v) ? Number(v) : v),
    z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 (inactive) or 1 (active)' }),
  ),
});
export type ChangePropertyStatusBody = z.output<typeof changePropertyStatusBody>;

const requestStatus = z.enum(['approved', 'rejected', 'pending']);

/** Query of GET get-added-properties: the owner's listings in every state. */
export const getAddedPropertiesQuery = pagination.extend({
  id: queryId.optional(),
  slug_id: z.string().max(191).optional(),
  property_type: z.coerce.number().int().min(0).max(3).optional(),
  is_promoted: queryFlag.optional(),
  /** A comma list: "pending,rejected". */
  request_status: z
    .union([z.string(), z.array(z.string())])
    .transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean);
      const bad = parts.find((p) => !requestStatus.options.includes(p as never));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: 'request_status must be approved, rejected or pending' });
        return z.NEVER;
      }
      return [...new Set(parts)] as z.infer<typeof requestStatus>[];
    })
    .optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type GetAddedPropertiesQuery = z.output<typeof getAddedPropertiesQuery>;
export type GetAddedPropertiesQueryInput = z.input<typeof getAddedPropertiesQuery>;

/** Why an admin rejected a listing (the latest reason). */
export const rejectReason = z.object({ id: z.number().int(), reason: z.string(), created_at: z.string() });
export type RejectReason = z.infer<typeof rejectReason>;

/** Advert states: 0 approved, 1 pending, 2 rejected, 3 expired. */
export const advertStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** A listing of get-added-properties: the property plus its rejection reason and featuring state. */
export const addedProperty = property.extend({
  reject_reason: rejectReason.nullable(),
  /** Whether an approved, enabled advert runs for it. */
  is_promoted: z.boolean(),
  /** The latest advert's status, or null when featuring was never requested. */
  advertisement_status: advertStatus.nullable(),
});
export type AddedProperty = z.infer<typeof addedProperty>;

// ---------------------------------------------------------------------------------------------
// Adverts (featured requests)
// ---------------------------------------------------------------------------------------------

/** Body of POST store_advertisement. */
export const storeAdvertisementBody = z
  .object({
    feature_for: z.preprocess(
      (v) => (v === undefined || v === '' ? 'property' : v),
      z.enum(['property', 'project'], { error: 'feature_for must be property or project' }),
    ),
    property_id: z.preprocess(blankToUndefined, formId('Please select a property').optional()),
    project_id: z.preprocess(blankToUndefined, formId('Please select a project').optional()),
  })
  .superRefine((v, ctx) => {
    if (v.feature_for === 'property' && !v.property_id)
      ctx.addIssue({ code: 'custom', path: ['property_id'], message: 'Please select a property' });
    if (v.feature_for === 'project' && !v.project_id)
      ctx.addIssue({ code: 'custom', path: ['project_id'], message: 'Please select a project' });
  });
export type StoreAdvertisementBody = z.output<typeof storeAdvertisementBody>;

/** Query of GET get-featured-data. */
export const getFeaturedDataQuery = pagination.extend({
  type: z.enum(['property', 'project']).default('property'),
});
export type GetFeaturedDataQuery = z.output<typeof getFeaturedDataQuery>;

/** One of my adverts with its property (or project summary). */
export const featuredItem = z.object({
  id: z.number().int(),
  status: advertStatus,
  is_enable: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  property_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  created_at: z.string(),
  property: property.nullable().optional(),
  project: z
    .object({
      id: z.number().int(),
      slug_id: z.string(),
      title: z.string(),
      image: z.string(),
      request_status: z.string(),
      status: z.number().int(),
    })
    .nullable()
    .optional(),
});
export type FeaturedItem = z.infer<typeof featuredItem>;

/** The answer of store_advertisement: the featuring request as stored (null when none was stored). */
export const storeAdvertisementAnswer = envelopeOf(
  z
    .object({
      id: z.number().int(),
      status: z.number().int(),
      is_enable: z.boolean(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
      property_id: z.number().int().nullable(),
      project_id: z.number().int().nullable(),
      created_at: z.string(),
    })
    .nullable(),
);

// ---------------------------------------------------------------------------------------------
// Packages
// ---------------------------------------------------------------------------------------------

/** Query of GET check-package-limit: one of the eight gated keys (shared/src/gating.ts). */
export const checkPackageLimitQuery = z.object({ type: featureType });
export type CheckPackageLimitQuery = z.output<typeof checkPackageLimitQuery>;

/** Answer of check-package-limit (spec §3 "Package check response"). */
export const packageCheck = z.object({
  package_available: z.boolean(),
  feature_available: z.boolean(),
  limit_available: z.boolean(),
});
export type PackageCheckAnswer = z.infer<typeof packageCheck>;

/** Body of POST assign_package: free packages only. */
export const assignPackageBody = z.object({
  package_id: formId('Please select a package'),
  platform_type: z.string().max(20).optional(),
});
export type AssignPackageBody = z.output<typeof assignPackageBody>;

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

/** An amenity of GET get_amenities. */
export const amenity = z.object({ id: z.number().int(), name: z.string(), image: z.string() });
export type Amenity = z.infer<typeof amenity>;

/** A question of GET get_questionaire (sic); answers go into a property's `questionaries`. */
export const questionaire = z.object({
  id: z.number().int(),
  question: z.string(),
  field_type: z.enum(['text', 'number', 'radio', 'checkbox', 'dropdown', 'textarea']),
  options: z.array(z.string()),
  sequence: z.number().int(),
});
export type Questionaire = z.infer<typeof questionaire>;

/** A nearby-place kind of GET get_facilities (upstream "outdoor facilities"). */
export const outdoorFacility = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OutdoorFacility = z.infer<typeof outdoorFacility>;

/** Query of GET get_facilities and get_amenities (optional `id`). */
export const catalogueQuery = z.object({ id: queryId.optional() });

// ---------------------------------------------------------------------------------------------
// Admin: listing settings and lists
// ---------------------------------------------------------------------------------------------

const settingFlag = z.enum(['0', '1'], { error: 'must be 0 or 1' });

/**
 * Body of POST /api/admin/settings: only the settings an admin may change here — the listing settings and the
 * app's store ids (upstream's `appstore_id` and `playstore_id`, which the unsupported-browser banner links to).
 */
export const adminListingSettingsBody = z.strictObject(
  {
    appstore_id: appStoreId.optional(),
    playstore_id: playStoreId.optional(),
    auto_approve: settingFlag.optional(),
    auto_approve_edited_listings: settingFlag.optional(),
    /** Google Maps browser key (referrer-restricted at Google); '' switches back to the offline map. */
    maps_browser_key: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{0,100}$/, 'The maps key may hold only letters, digits, - and _')
      .optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown setting: ${iss.keys.join(', ')}` : undefined) },
);
export type AdminListingSettingsBody = z.infer<typeof adminListingSettingsBody>;

/** offset/limit of the admin lists. */
export const adminListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
