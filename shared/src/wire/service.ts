/**
 * Wire shapes of service listings and repair works (spec §3 "Service listing", "Repair work listing", §7):
 * lookups, public lists, detail, posting (create and edit), the owner's lists, deletes, service requests,
 * repair-work interests (approve, shortlist) and repair-work chat. There is no upstream for these calls:
 * names follow the spec (`repairworks_id`, `repair_works_id`, `ratting`), and the answers share their
 * pieces (owner card, ratings, reject reason) with JV posts and construction profiles (venture.ts), so the
 * client shows the four kinds alike.
 *
 * ## How the client sends a service or a repair work (multipart/form-data)
 * `post-service` takes the spec §3 fields as plain parts: `service_type_id`, `title`, `timing`,
 * `company_name`, `price`, `phone`, `email`, `whatsapp_number`, `since`, `website_link`, `city`,
 * `location`, `address`, `description`, `slug_id`. `post-repairworks` takes the same (its
 * `service_type_id` optional) plus `category_id` (also `repair_category_id`), `sub_category_id` (also
 * `repair_subcategory_id`, an entry of get-repairworks-sub-category of that category), `service_date`
 * (YYYY-MM-DD), `contact_name`, `location_of_issue`. Files, each judged by content on the server:
 * - `title_image` or `photo`: one photo (JPEG or PNG ≥ 120×120), required on create;
 * - `gallery_images[]` or `image[]`: photos;
 * - `documents[]` (also `file_upload[]`): PDF, DOC, DOCX or TXT.
 * Edit: the query parameter `slug_id` names the caller's listing (`?slug_id=…`); `remove_gallery` and
 * `remove_doc` are comma lists (or repeated parts) of gallery / document ids. A field not sent keeps its
 * stored value; a body `slug_id` asks for a new slug (kept otherwise). The user id is the token's:
 * a `user_id` part is ignored.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { chatPaging, chatSummary, sendMessageBody } from './chat.ts';
import { envelope, listEnvelopeOf, pagination, queryId } from './common.ts';
import { ENGAGEMENT_MESSAGES, interestedUser, myInterest } from './engagement.ts';
import { formIdList } from './property-write.ts';
import {
  listingCommon,
  listingFormParts,
  ratingEntry,
  ventureDocument,
  ventureImage,
  ventureOwner,
  ventureRejectReason,
} from './venture.ts';

// ---------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------

/** Answers and refusals of the service and repair-work calls (spec §5/§8 texts word for word; the rest ours). */
export const SERVICE_MESSAGES = {
  fetched: 'Data Fetch Successfully',
  empty: 'No data found!',
  servicePosted: 'Service Post Successfully',
  serviceUpdated: 'Service Update Successfully',
  serviceDeleted: 'Service Deleted Successfully',
  repairPosted: 'Repair Work Post Successfully',
  repairUpdated: 'Repair Work Update Successfully',
  repairDeleted: 'Repair Work Deleted Successfully',
  titleRequired: MESSAGES.titleRequired,
  descriptionRequired: MESSAGES.descriptionRequired,
  titleImageRequired: MESSAGES.titleImageRequired,
  /** Spec §5: a repair work's category. */
  categoryRequired: MESSAGES.categoryRequired,
  /** City and location (the chosen place) must be filled, as for JV and construction posts. */
  locationRequired: MESSAGES.pleaseFillAllFields,
  emailInvalid: MESSAGES.emailInvalid,
  phoneInvalid: MESSAGES.phoneInvalid,
  profileIncomplete: MESSAGES.profileIncomplete,
  packageLimitOver: MESSAGES.packageLimitOver,
  notSubscribed: MESSAGES.notSubscribed,
  serviceTypeRequired: 'Please select a service type',
  subCategoryInvalid: 'Please select a sub category of the chosen category',
  whatsappInvalid: 'WhatsApp number is invalid',
  websiteInvalid: 'Website link must start with http:// or https://',
  priceInvalid: 'Price must be a number of 0 or more',
  dateInvalid: 'Dates must be written YYYY-MM-DD',
  idRequired: 'id is required',
  slugRequired: 'slug is required',
  slugIdRequired: 'slug_id is required',
  serviceNotFound: 'Service not found',
  repairNotFound: 'Repair work not found',
  notServiceOwner: 'You can only change your own services',
  notRepairOwner: 'You can only change your own repair works',
  // request-service
  serviceRequired: 'service_id is required',
  requested: 'Service requested successfully',
  alreadyRequested: 'You have already requested this service',
  ownRequest: 'You cannot request your own service',
  // the provider's inbox (get-service-requests, service-request-status)
  requestIdRequired: 'request_id is required',
  requestStatusInvalid: 'status must be accepted or declined',
  requestsStatusInvalid: 'status must be pending, accepted or declined',
  requestNotFound: 'Service request not found',
  requestAccepted: 'Service request accepted',
  requestDeclined: 'Service request declined',
  // repair-work interests
  repairRequired: 'repairworks_id is required',
  interestAdded: ENGAGEMENT_MESSAGES.interestAdded,
  interestRemoved: ENGAGEMENT_MESSAGES.interestRemoved,
  ownInterest: 'You cannot show interest in your own repair work',
  interestNotFound: 'This user has not shown interest in this repair work',
  approved: ENGAGEMENT_MESSAGES.approved,
  unapproved: ENGAGEMENT_MESSAGES.unapproved,
  shortlisted: ENGAGEMENT_MESSAGES.shortlisted,
  unshortlisted: ENGAGEMENT_MESSAGES.unshortlisted,
} as const;

const M = SERVICE_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Form pieces
// ---------------------------------------------------------------------------------------------

const {
  trimmed,
  tooLong,
  requiredText,
  optionalText,
  formRef,
  optionalRef,
  formDate,
  optionalEmail,
  optionalWebsite,
  phoneField,
} = listingFormParts;

/** A price of 0 or more ("1500.50"); blank clears it (null). */
const formPrice = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (s === '') return null;
  return /^\d{1,12}(\.\d{1,2})?$/.test(s) ? Number(s) : Number.NaN;
}, z
  .number({ error: M.priceInvalid })
  .min(0, M.priceInvalid)
  .max(999_999_999_999, M.priceInvalid)
  .nullable()
  .optional());

/** The fields of a service (spec §3), in the order they are checked (the first problem is the one answered). */
const serviceShape = {
  title: requiredText(M.titleRequired, 'Title', 255),
  description: requiredText(M.descriptionRequired, 'Description', 20_000),
  service_type_id: formRef(M.serviceTypeRequired),
  city: requiredText(M.locationRequired, 'City', 100),
  location: requiredText(M.locationRequired, 'Location', 500),
  address: optionalText('Address', 500),
  timing: optionalText('Timing', 191),
  company_name: optionalText('Company name', 191),
  price: formPrice,
  phone: phoneField(M.phoneInvalid),
  email: optionalEmail,
  whatsapp_number: phoneField(M.whatsappInvalid),
  since: optionalText('Since', 50),
  website_link: optionalWebsite,
  slug_id: optionalText('Slug', 191),
};

/** A repair work: the service fields (its service type optional) plus category, sub-category, date, contact. */
const { title, description, service_type_id: _serviceType, ...serviceTail } = serviceShape;
const repairShape = {
  title,
  description,
  category_id: formRef(M.categoryRequired),
  sub_category_id: optionalRef(M.subCategoryInvalid),
  service_type_id: optionalRef(M.serviceTypeRequired),
  ...serviceTail,
  service_date: formDate,
  contact_name: optionalText('Contact name', 191),
  location_of_issue: optionalText('Location of issue', 500),
};

/** Edit-only parts: the gallery and document ids to remove. */
const removals = {
  remove_gallery: formIdList.optional(),
  remove_doc: formIdList.optional(),
};

/** The spec's second spellings of the repair-work references, read as the first ones. */
function repairAliases(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const o = { ...(v as Record<string, unknown>) };
  const alias = (from: string, to: string) => {
    if ((o[to] === undefined || o[to] === '') && o[from] !== undefined) o[to] = o[from];
    delete o[from];
  };
  alias('repair_category_id', 'category_id');
  alias('repair_subcategory_id', 'sub_category_id');
  return o;
}

/** Text fields of POST post-service when creating. Files are checked apart, by content. */
export const postServiceFields = z.object(serviceShape);
export type PostServiceFields = z.output<typeof postServiceFields>;
export type PostServiceFieldsInput = z.input<typeof postServiceFields>;

/** Text fields of POST post-service when editing (`?slug_id=`): any field (absent = unchanged) and the removals. */
export const editServiceFields = z.object({ ...z.object(serviceShape).partial().shape, ...removals });
export type EditServiceFields = z.output<typeof editServiceFields>;

/** Text fields of POST post-repairworks when creating (`repair_category_id` / `repair_subcategory_id` read too). */
export const postRepairWorkFields = z.preprocess(repairAliases, z.object(repairShape));
export type PostRepairWorkFields = z.output<typeof postRepairWorkFields>;

/** Text fields of POST post-repairworks when editing (`?slug_id=`). */
export const editRepairWorkFields = z.preprocess(
  repairAliases,
  z.object({ ...z.object(repairShape).partial().shape, ...removals }),
);
export type EditRepairWorkFields = z.output<typeof editRepairWorkFields>;

/** Query of POST post-service / post-repairworks: `slug_id` of the caller's listing to edit (absent = create). */
export const postListingQuery = z.object({ slug_id: z.string().trim().min(1).max(191).optional() });

// ---------------------------------------------------------------------------------------------
// Lookups
// ---------------------------------------------------------------------------------------------

/** A kind of service (plumbing, interiors…): get-service-type. `image` is an absolute URL ('' none). */
export const serviceType = z.object({ id: z.number().int(), name: z.string(), image: z.string() });
export type ServiceType = z.infer<typeof serviceType>;

/**
 * An entry of get-repairworks-category or get-repairworks-sub-category: `parent_id` is the category of a
 * sub-category (null for a category). `image` is an absolute URL ('' none).
 */
export const repairLookup = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  parent_id: z.number().int().nullable(),
});
export type RepairLookup = z.infer<typeof repairLookup>;

/** Query of GET get-repairworks-sub-category: the sub-categories of one category (all of them when absent). */
export const repairSubCategoryQuery = z.object({ repair_category_id: queryId.optional() });

/** Answer of get-service-type. */
export const serviceTypeAnswer = listEnvelopeOf(serviceType);
/** Answer of get-repairworks-category and get-repairworks-sub-category. */
export const repairLookupAnswer = listEnvelopeOf(repairLookup);

// ---------------------------------------------------------------------------------------------
// Listings as the API answers them
// ---------------------------------------------------------------------------------------------

/** A gallery photo: `id` is what `remove_gallery` takes, `image` the stored file name, `image_url` its URL. */
export const serviceImage = ventureImage;
export type ServiceImage = z.infer<typeof serviceImage>;

/** A document: `id` is what `remove_doc` takes, `name` the stored file name, `url` its URL. */
export const serviceDocument = ventureDocument;
export type ServiceDocument = z.infer<typeof serviceDocument>;

const reviewState = listingCommon.shape.request_status;

/** What both kinds answer, lists included: what every listing answers, and times, price, files. */
const listingBase = listingCommon.extend({
  timing: z.string(),
  price: z.number().nullable(),
  since: z.string(),
  gallery_images: z.array(serviceImage),
  documents: z.array(serviceDocument),
});

/** A service listing (spec §3 "Service listing") as get-service lists it. */
export const service = listingBase.extend({
  service_type_id: z.number().int(),
  service_type: z.object({ id: z.number().int(), name: z.string() }),
});
export type Service = z.infer<typeof service>;

/** A repair work (spec §3 "Repair work listing") as get-repairworks lists it. */
export const repairWork = listingBase.extend({
  category_id: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  sub_category_id: z.number().int().nullable(),
  sub_category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  service_type_id: z.number().int().nullable(),
  /** YYYY-MM-DD or null. */
  service_date: z.string().nullable(),
  contact_name: z.string(),
  location_of_issue: z.string(),
});
export type RepairWork = z.infer<typeof repairWork>;

/** How many ratings a detail answer carries (the rest come from get-ratings). */
export const SERVICE_RATINGS_ON_DETAIL = 5;

/** What the detail calls (and the owner's lists and posts) add to a listing. */
const detailExtras = {
  customer: ventureOwner.nullable(),
  /** Whether the caller posted it. */
  is_owner: z.boolean(),
  /** The caller's own rating, null for a visitor or when not rated. */
  my_rating: ratingEntry.nullable(),
  /** The newest ratings (at most SERVICE_RATINGS_ON_DETAIL). */
  ratings: z.array(ratingEntry),
  /** Owner only (null for everyone else): why an admin rejected it. */
  reject_reason: ventureRejectReason.nullable(),
};

/** The states of a service request: pending until the provider accepts or declines it. */
export const serviceRequestStatus = z.enum(['pending', 'accepted', 'declined']);
export type ServiceRequestStatus = z.infer<typeof serviceRequestStatus>;

/** The caller's own request of a service (request-service) as the detail shows it. */
export const myServiceRequest = z.object({
  id: z.number().int(),
  status: serviceRequestStatus,
  created_at: z.string(),
});
export type MyServiceRequest = z.infer<typeof myServiceRequest>;

/** A service as service-detail, service-get, post-service and my-service answer it. */
export const serviceDetail = service.extend({
  ...detailExtras,
  /** Whether the caller has asked this service for a call (request-service). */
  is_requested: z.boolean(),
  /** The caller's request of this service and the provider's answer to it; null for a visitor or when none. */
  my_request: myServiceRequest.nullable(),
});
export type ServiceDetail = z.infer<typeof serviceDetail>;

/** A repair work as repairworks-detail, repairworks-get, post-repairworks and my-repairworks answer it. */
export const repairWorkDetail = repairWork.extend({
  ...detailExtras,
  /** Whether the caller has shown interest in it (repairworks_interested_users). */
  is_interested: z.boolean(),
  /** How many users have shown interest (the owner's badge; 0 for anyone else). */
  interested_count: z.number().int(),
  /**
   * The caller's interest and the owner's decision on it (as my_repairwork_interested shows it); null for a
   * visitor or when the caller has shown no interest.
   */
  my_interest: myInterest.nullable(),
});
export type RepairWorkDetail = z.infer<typeof repairWorkDetail>;

// ---------------------------------------------------------------------------------------------
// Queries and answers of the lists, detail and owner calls
// ---------------------------------------------------------------------------------------------

/** Orders of get-service and get-repairworks (default newest first). */
export const listingSort = z.enum(['newest', 'oldest', 'price_asc', 'price_desc', 'top_rated', 'most_viewed'], {
  error: 'sort must be newest, oldest, price_asc, price_desc, top_rated or most_viewed',
});
export type ListingSort = z.infer<typeof listingSort>;

const text100 = z.string().trim().max(100);

/** Query of GET get-service: approved, active services. `search` looks in title, company, location and type. */
export const getServiceQuery = pagination.extend({
  id: queryId.optional(),
  slug_id: z.string().trim().max(191).optional(),
  service_type_id: queryId.optional(),
  city: text100.optional(),
  search: text100.optional(),
  /** Services of one poster. */
  user_id: queryId.optional(),
  sort: listingSort.optional(),
});
export type GetServiceQuery = z.infer<typeof getServiceQuery>;

/**
 * Query of GET get-repairworks: approved, active repair works; `category_id` (or `repair_category_id`),
 * `sub_category_id` (or `repair_subcategory_id`).
 */
export const getRepairWorksQuery = z.preprocess(
  repairAliases,
  pagination.extend({
    id: queryId.optional(),
    slug_id: z.string().trim().max(191).optional(),
    category_id: queryId.optional(),
    sub_category_id: queryId.optional(),
    service_type_id: queryId.optional(),
    city: text100.optional(),
    search: text100.optional(),
    user_id: queryId.optional(),
    sort: listingSort.optional(),
  }),
);
export type GetRepairWorksQuery = z.infer<typeof getRepairWorksQuery>;

/**
 * Query of service-detail / repairworks-detail: the listing by `slug` (as the spec spells it; `slug_id`
 * works too). `user_id` is accepted as the client sends it and never trusted: the caller is the token's user.
 */
export const listingBySlugQuery = z
  .object({
    slug: z.string().trim().min(1).max(191).optional(),
    slug_id: z.string().trim().min(1).max(191).optional(),
    user_id: queryId.optional(),
  })
  .refine((q) => q.slug !== undefined || q.slug_id !== undefined, { message: M.slugRequired });

/** Query of service-get / repairworks-get: the listing by `slug_id` (`user_id` as in listingBySlugQuery). */
export const listingBySlugIdQuery = z.object({
  slug_id: z.string({ error: M.slugIdRequired }).trim().min(1, M.slugIdRequired).max(191),
  user_id: queryId.optional(),
});

/** Query of my-service / my-repairworks: the caller's listings in every state (or one), newest first. */
export const myListingsQuery = pagination.extend({
  id: queryId.optional(),
  slug_id: z.string().trim().max(191).optional(),
  request_status: reviewState.optional(),
});
export type MyListingsQuery = z.infer<typeof myListingsQuery>;

/** Body of POST service-delete / repairworks-delete. */
export const deleteListingBody = z.object({ id: formRef(M.idRequired) });

/** Answer of get-service: `total` is exact up to 1,000 matches, else 1,000 with `total_capped` (as get-projects). */
export const serviceListAnswer = listEnvelopeOf(service).extend({ total_capped: z.boolean().optional() });
/** Answer of get-repairworks: `total` is exact up to 1,000 matches, else 1,000 with `total_capped`. */
export const repairWorkListAnswer = listEnvelopeOf(repairWork).extend({ total_capped: z.boolean().optional() });
/** Answer of my-service. */
export const myServiceAnswer = listEnvelopeOf(serviceDetail);
/** Answer of my-repairworks. */
export const myRepairWorkAnswer = listEnvelopeOf(repairWorkDetail);
/** Answer of service-detail, service-get and post-service: `data` is the one service. */
export const serviceDetailAnswer = envelope.extend({ data: serviceDetail });
/** Answer of repairworks-detail, repairworks-get and post-repairworks: `data` is the one repair work. */
export const repairWorkDetailAnswer = envelope.extend({ data: repairWorkDetail });

// ---------------------------------------------------------------------------------------------
// request-service
// ---------------------------------------------------------------------------------------------

/** Body of POST request-service (form or JSON): the service and an optional note to its provider. */
export const requestServiceBody = z.object({
  service_id: formRef(M.serviceRequired),
  message: z.preprocess(
    (v) => (v === null || v === undefined ? '' : trimmed(v)),
    z.string({ error: 'message must be text' }).max(1000, tooLong('Message', 1000)),
  ),
});

/** A stored request as request-service answers it. */
export const serviceRequest = z.object({
  id: z.number().int(),
  service_id: z.number().int(),
  user_id: z.number().int(),
  message: z.string(),
  status: serviceRequestStatus,
  created_at: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequest>;

/** Answer of request-service. */
export const requestServiceAnswer = envelope.extend({ data: serviceRequest });

// ---------------------------------------------------------------------------------------------
// The provider's inbox (get-service-requests, service-request-status)
// ---------------------------------------------------------------------------------------------

/**
 * Query of GET get-service-requests: requests made on the caller's own services, newest first; `service_id`
 * narrows to one of them, `status` to one state.
 */
export const serviceRequestsQuery = pagination.extend({
  service_id: queryId.optional(),
  status: z.enum(serviceRequestStatus.options, { error: M.requestsStatusInvalid }).optional(),
});
export type ServiceRequestsQuery = z.infer<typeof serviceRequestsQuery>;

/** A request as the provider sees it: the service asked and the requester's contact details. */
export const ownerServiceRequest = z.object({
  id: z.number().int(),
  service_id: z.number().int(),
  service: z.object({ id: z.number().int(), slug_id: z.string(), title: z.string() }),
  /** The requester: `profile` an absolute URL ('' none). */
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    profile: z.string(),
    mobile: z.string(),
    email: z.string(),
  }),
  message: z.string(),
  status: serviceRequestStatus,
  created_at: z.string(),
});
export type OwnerServiceRequest = z.infer<typeof ownerServiceRequest>;

/** Answer of get-service-requests. */
export const serviceRequestsAnswer = listEnvelopeOf(ownerServiceRequest);

/** Body of POST service-request-status (form or JSON): the provider accepts or declines one request. */
export const serviceRequestStatusBody = z.object({
  request_id: formRef(M.requestIdRequired),
  status: z.preprocess(trimmed, z.enum(['accepted', 'declined'], { error: M.requestStatusInvalid })),
});
export type ServiceRequestStatusBody = z.output<typeof serviceRequestStatusBody>;

/** Answer of service-request-status: the request after the decision. */
export const serviceRequestStatusAnswer = envelope.extend({ data: ownerServiceRequest });

// ---------------------------------------------------------------------------------------------
// Repair-work interests
// ---------------------------------------------------------------------------------------------

// 1 or 0 as a number, its string or a boolean.
const oneOrZero = (error: string) =>
  z.preprocess(
    (v) => (v === '1' || v === 1 || v === true || v === 'true' ? 1 : v === '0' || v === 0 || v === false ? 0 : v),
    z.union([z.literal(0), z.literal(1)], { error }),
  );

/**
 * Body of POST repairworks_interested_users: `type` 1 shows interest, 0 withdraws it, absent turns it over
 * (shown → withdrawn, none → shown).
 */
export const repairInterestBody = z.object({
  repairworks_id: formRef(M.repairRequired),
  type: z.preprocess((v) => (v === '' ? undefined : v), oneOrZero('type must be 1 (add) or 0 (remove)').optional()),
});

/** Answer of repairworks_interested_users: the caller's interest after the call. */
export const repairInterestAnswer = envelope.extend({
  data: z.object({ repairworks_id: z.number().int(), is_interested: z.union([z.literal(0), z.literal(1)]) }),
});

/** Query of get_repairworks_interested_users and repairworks_approved_users (owner only): by id or slug. */
export const repairInterestedUsersQuery = pagination
  .extend({ repairworks_id: queryId.optional(), slug_id: z.string().trim().max(191).optional() })
  .refine((q) => q.repairworks_id !== undefined || q.slug_id !== undefined, {
    message: M.repairRequired,
    path: ['repairworks_id'],
  });

/** Query of repairworks_interested_approval / repairworks_shortlist-approval: one flag on (1) or off (0). */
export const repairDecisionQuery = z.object({
  repairworks_id: formRef(M.repairRequired),
  user_id: formRef('user_id is required'),
  status: oneOrZero('status must be 1 or 0'),
});

/** Answer of the two decision calls: the interested user after it. */
export const repairDecisionAnswer = envelope.extend({ data: interestedUser });

/** Answer of get_repairworks_interested_users and repairworks_approved_users. */
export const repairInterestedUsersAnswer = listEnvelopeOf(interestedUser);

/** Query of my_repairwork_interested: `type` narrows by the owner's decision (approved, shortlisted, pending). */
export const myRepairInterestedQuery = pagination.extend({
  type: z
    .enum(['all', 'approved', 'shortlisted', 'pending'], {
      error: 'type must be all, approved, shortlisted or pending',
    })
    .optional(),
});

/** A repair work of my_repairwork_interested: the list item plus my interest's state. */
export const interestedRepairWork = repairWork.extend({ interest: myInterest });
export type InterestedRepairWork = z.infer<typeof interestedRepairWork>;

/** Answer of my_repairwork_interested. */
export const myRepairInterestedAnswer = listEnvelopeOf(interestedRepairWork);

// ---------------------------------------------------------------------------------------------
// Repair-work chat (get_chats-by-repair, get_messages-by-repair, send-message-repair)
// ---------------------------------------------------------------------------------------------

/** Texts of the repair-work chat refusals. */
export const REPAIR_CHAT_MESSAGES = {
  repairNotFound: M.repairNotFound,
  ownerOnly: 'You can only message the owner of this repair work',
  notInterested: M.interestNotFound,
} as const;

// `repair_works_id` as the spec's chat message spells it; `repairworks_id` (the rating and interest spelling) too.
function repairChatAlias(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const o = { ...(v as Record<string, unknown>) };
  if ((o.repair_works_id === undefined || o.repair_works_id === '') && o.repairworks_id !== undefined)
    o.repair_works_id = o.repairworks_id;
  delete o.repairworks_id;
  return o;
}

const chatId = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
  z.number().int().min(1).max(2_147_483_647),
);

/** Query of GET get_messages-by-repair: the other party and the repair work the conversation is about. */
export const getRepairMessagesQuery = z.preprocess(
  repairChatAlias,
  chatPaging.extend({ user_id: chatId, repair_works_id: chatId }),
);
export type GetRepairMessagesQuery = z.infer<typeof getRepairMessagesQuery>;

/** Body of POST send-message-repair: as send_message, about a repair work. */
export const sendRepairMessageBody = z.preprocess(
  repairChatAlias,
  sendMessageBody.omit({ property_id: true }).extend({ repair_works_id: chatId }),
);
export type SendRepairMessageBody = z.infer<typeof sendRepairMessageBody>;

/** A conversation of get_chats-by-repair: one per (other user, repair work); `title_image` is its title image. */
export const repairChatSummary = chatSummary.omit({ property_id: true }).extend({ repair_works_id: z.number().int() });
export type RepairChatSummary = z.infer<typeof repairChatSummary>;
