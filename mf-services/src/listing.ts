// The two kinds of listing this section shows (services and repair works) seen through one model, so the
// cards, the detail page, the rating panel, the form and the owner's list are written once. The queries
// (service.queries.ts, repair.queries.ts) parse each answer with its wire schema and map it here; nothing else
// reads the wire shapes.
import type {
  MyInterest,
  MyServiceRequest,
  RatingEntry,
  RepairWork,
  RepairWorkDetail,
  Service,
  ServiceDetail,
} from '@abode/shared/wire';

/** A service or a repair work. */
export type ListingKind = 'service' | 'repair';

/** A listing as the lists show it. */
export interface ListingSummary {
  kind: ListingKind;
  id: number;
  slug_id: string;
  title: string;
  /** Absolute URL ('' none). */
  title_image: string;
  company_name: string;
  city: string;
  location: string;
  price: number | null;
  /** The service type, or the repair work's category (and sub-category). */
  typeLabel: string;
  rating_avg: number;
  rating_count: number;
  user_id: number | null;
}

/** The poster, as the detail shows them. */
export interface ListingOwner {
  id: number;
  name: string;
  profile: string;
  email: string;
  mobile: string;
  is_verified: boolean;
}

/** The review state of a listing (spec §4). */
export type ReviewState = 'approved' | 'pending' | 'rejected';

/** A listing with everything its page and its owner's form need. */
export interface ListingDetail extends ListingSummary {
  description: string;
  timing: string;
  phone: string;
  email: string;
  whatsapp_number: string;
  since: string;
  website_link: string;
  address: string;
  gallery: Array<{ id: number; url: string }>;
  documents: Array<{ id: number; name: string; url: string }>;
  owner: ListingOwner | null;
  is_owner: boolean;
  request_status: ReviewState;
  /** 1 shown, 0 hidden. */
  status: number;
  reject_reason: string;
  my_rating: RatingEntry | null;
  /** The newest ratings the detail answer carries (the rest are paged from get-ratings). */
  ratings: RatingEntry[];
  created_at: string;
  /** Service only: its type. */
  service_type_id: number | null;
  /** Service only: whether the viewer asked for it (request-service). */
  is_requested: boolean;
  /** Service only: the viewer's request and the provider's answer to it (null: none, or a visitor). */
  my_request: MyServiceRequest | null;
  /** Repair work only. */
  category_id: number | null;
  sub_category_id: number | null;
  service_date: string;
  contact_name: string;
  location_of_issue: string;
  /** Repair work only: whether the viewer has shown interest, and (owner) how many have. */
  is_interested: boolean;
  interested_count: number;
  /** Repair work only: the viewer's interest and the owner's decision on it (null: none, or a visitor). */
  my_interest: MyInterest | null;
}

/** A repair work's category and sub-category as one label ("Plumbing · Leaks"). */
export const repairTypeLabel = (r: RepairWork) => [r.category.name, r.sub_category?.name].filter(Boolean).join(' · ');

function summary(kind: ListingKind, l: Service | RepairWork, typeLabel: string): ListingSummary {
  return {
    kind,
    id: l.id,
    slug_id: l.slug_id,
    title: l.title,
    title_image: l.title_image,
    company_name: l.company_name,
    city: l.city,
    location: l.location,
    price: l.price,
    typeLabel,
    rating_avg: l.rating_avg,
    rating_count: l.rating_count,
    user_id: l.user_id,
  };
}

/** A service of a list. */
export const fromService = (s: Service): ListingSummary => summary('service', s, s.service_type.name);

/** A repair work of a list. */
export const fromRepairWork = (r: RepairWork): ListingSummary => summary('repair', r, repairTypeLabel(r));

function detail(base: ListingSummary, l: ServiceDetail | RepairWorkDetail): ListingDetail {
  return {
    ...base,
    description: l.description,
    timing: l.timing,
    phone: l.phone,
    email: l.email,
    whatsapp_number: l.whatsapp_number,
    since: l.since,
    website_link: l.website_link,
    address: l.address,
    gallery: l.gallery_images.map((g) => ({ id: g.id, url: g.image_url })),
    documents: l.documents.map((d) => ({ id: d.id, name: d.name, url: d.url })),
    owner: l.customer
      ? {
          id: l.customer.id,
          name: l.customer.name,
          profile: l.customer.profile,
          email: l.customer.email,
          mobile: l.customer.mobile,
          is_verified: l.customer.is_verified,
        }
      : null,
    is_owner: l.is_owner,
    request_status: l.request_status,
    status: l.status,
    reject_reason: l.reject_reason?.reason ?? '',
    my_rating: l.my_rating,
    ratings: l.ratings,
    created_at: l.created_at,
    service_type_id: l.service_type_id,
    is_requested: false,
    my_request: null,
    category_id: null,
    sub_category_id: null,
    service_date: '',
    contact_name: '',
    location_of_issue: '',
    is_interested: false,
    interested_count: 0,
    my_interest: null,
  };
}

/** A service with its detail fields. */
export const fromServiceDetail = (s: ServiceDetail): ListingDetail => ({
  ...detail(fromService(s), s),
  is_requested: s.is_requested,
  my_request: s.my_request,
});

/** A repair work with its detail fields. */
export const fromRepairWorkDetail = (r: RepairWorkDetail): ListingDetail => ({
  ...detail(fromRepairWork(r), r),
  category_id: r.category_id,
  sub_category_id: r.sub_category_id,
  service_date: r.service_date ?? '',
  contact_name: r.contact_name,
  location_of_issue: r.location_of_issue,
  is_interested: r.is_interested,
  interested_count: r.interested_count,
  my_interest: r.my_interest,
});
