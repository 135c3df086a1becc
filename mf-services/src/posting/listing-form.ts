// The service / repair-work form's values, its validation and the multipart body of post-service and
// post-repairworks. The text fields are checked by the wire's own schemas (postServiceFields,
// postRepairWorkFields: the spec §5 texts word for word, as the server answers them), the files as every posting
// form here checks them (components/posting/posting-form.ts).
import { fileLabel, partText } from '@abode/shared';
import { postRepairWorkFields, postServiceFields } from '@abode/shared/wire';
import type { PostingValues } from '../components/posting/PostingForm.tsx';
import { fieldErrors, postingBody, type StoredMedia } from '../components/posting/posting-form.ts';
import type { ListingDetail, ListingKind } from '../listing.ts';

/** Everything the form holds. */
export interface ListingFormValues extends PostingValues {
  // Service only.
  service_type_id: string | null;
  // Repair work only.
  category_id: string | null;
  sub_category_id: string | null;
  service_date: string;
  contact_name: string;
  location_of_issue: string;
  // Both.
  title: string;
  description: string;
  price: number | string;
  timing: string;
  since: string;
  company_name: string;
  phone: string;
  email: string;
  whatsapp_number: string;
  website_link: string;
}

/** The text fields of both kinds, sent as they are. */
const TEXT_FIELDS = [
  'title',
  'description',
  'timing',
  'since',
  'company_name',
  'phone',
  'email',
  'whatsapp_number',
  'website_link',
  'location',
  'city',
  'address',
] as const;

/** The repair work's own text fields. */
const REPAIR_TEXT_FIELDS = ['service_date', 'contact_name', 'location_of_issue'] as const;

/** An empty form (a new listing). */
export function emptyListingValues(): ListingFormValues {
  return {
    service_type_id: null,
    category_id: null,
    sub_category_id: null,
    service_date: '',
    contact_name: '',
    location_of_issue: '',
    title: '',
    description: '',
    price: '',
    timing: '',
    since: '',
    company_name: '',
    phone: '',
    email: '',
    whatsapp_number: '',
    website_link: '',
    location: '',
    city: '',
    address: '',
    title_image: null,
    gallery_images: [],
    documents: [],
  };
}

const idText = (id: number | null) => (id ? String(id) : null);

/** The form's values for a stored listing (edit). */
export function valuesFromListing(l: ListingDetail): ListingFormValues {
  return {
    ...emptyListingValues(),
    service_type_id: l.kind === 'service' ? idText(l.service_type_id) : null,
    category_id: idText(l.category_id),
    sub_category_id: idText(l.sub_category_id),
    service_date: l.service_date,
    contact_name: l.contact_name,
    location_of_issue: l.location_of_issue,
    title: l.title,
    description: l.description,
    price: l.price ?? '',
    timing: l.timing,
    since: l.since,
    company_name: l.company_name,
    phone: l.phone,
    email: l.email,
    whatsapp_number: l.whatsapp_number,
    website_link: l.website_link,
    location: l.location,
    city: l.city,
    address: l.address,
  };
}

/** The stored media of a listing (edit), each file named as a reader would call it. */
export function mediaFromListing(l: ListingDetail): StoredMedia {
  return {
    title_image: l.title_image,
    gallery: l.gallery.map((g) => ({ ...g, name: fileLabel(g.url) })),
    documents: l.documents.map((d) => ({ ...d, name: fileLabel(d.name || d.url) })),
    removedGallery: [],
    removedDocuments: [],
  };
}

/** The text parts of the body, as the wire schemas read them. */
function textParts(kind: ListingKind, values: ListingFormValues): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const key of TEXT_FIELDS) parts[key] = partText(values[key]);
  parts.price = partText(values.price);
  if (kind === 'service') parts.service_type_id = values.service_type_id ?? '';
  else {
    parts.category_id = values.category_id ?? '';
    parts.sub_category_id = values.sub_category_id ?? '';
    for (const key of REPAIR_TEXT_FIELDS) parts[key] = partText(values[key]);
  }
  return parts;
}

/** Every error of the form by field (the first problem of each), in the wire's words. */
export function validateListing(
  kind: ListingKind,
  values: ListingFormValues,
  media: StoredMedia,
): Record<string, string> {
  const schema = kind === 'service' ? postServiceFields : postRepairWorkFields;
  return fieldErrors(schema, textParts(kind, values), Boolean(values.title_image || media.title_image));
}

/** The multipart body of post-service / post-repairworks; `editing` adds the removals. */
export function buildListingBody(
  kind: ListingKind,
  values: ListingFormValues,
  media: StoredMedia,
  editing: boolean,
): FormData {
  return postingBody({ parts: textParts(kind, values), files: values, documentField: 'documents', media, editing });
}
