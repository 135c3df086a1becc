// The JV / construction form's values, their validation and the multipart body of post-jv / post-construction.
// Text fields are checked with the wire's own schemas (postJvFields, postConstructionFields: the spec §5 texts,
// word for word, and the server checks the same), the files as every posting form here checks them
// (components/posting/posting-form.ts); an edit sends the post's slug as the `slug_id` query parameter
// (venture.queries.ts).
import { partText } from '@abode/shared';
import { postConstructionFields, postJvFields, VENTURE_COLUMNS } from '@abode/shared/wire';
import type { PostingValues } from '../../components/posting/PostingForm.tsx';
import { fieldErrors, postingBody, type StoredMedia } from '../../components/posting/posting-form.ts';
import type { ConstructionDetail, JvDetail } from '../venture.queries.ts';
import type { VentureKind } from '../venture-kind.ts';

/** Everything the form holds, for either kind (each kind sends its own fields). */
export interface VentureFormValues extends PostingValues {
  title: string;
  description: string;
  company_name: string;
  contact_name: string;
  phone: string;
  email: string;
  whatsapp_number: string;
  website_link: string;
  // Joint venture.
  post_type: string | null;
  jv_type: string | null;
  land_size: string;
  brokerage: string;
  ownership_status: string;
  expected_date: string;
  // Construction profile.
  type: string | null;
  work: string | null;
  number_of_project: number | string;
  area: string;
  start_date: string;
}

/** An empty form (a new post). */
export function emptyVentureValues(): VentureFormValues {
  return {
    title: '',
    description: '',
    company_name: '',
    contact_name: '',
    phone: '',
    email: '',
    whatsapp_number: '',
    website_link: '',
    city: '',
    location: '',
    address: '',
    post_type: null,
    jv_type: null,
    land_size: '',
    brokerage: '',
    ownership_status: '',
    expected_date: '',
    type: null,
    work: null,
    number_of_project: '',
    area: '',
    start_date: '',
    title_image: null,
    gallery_images: [],
    documents: [],
  };
}

/** The last part of a stored file's name or address. */
const fileName = (path: string) => decodeURIComponent(path.split(/[?#]/)[0]?.split('/').pop() ?? path);

const idText = (id: number | null) => (id === null ? null : String(id));

/** The form's values for a stored post (edit). */
export function valuesFromPost(p: JvDetail | ConstructionDetail): VentureFormValues {
  const common = {
    ...emptyVentureValues(),
    title: p.title,
    description: p.description,
    company_name: p.company_name,
    contact_name: p.contact_name,
    phone: p.phone,
    email: p.email,
    whatsapp_number: p.whatsapp_number,
    website_link: p.website_link,
    city: p.city,
    location: p.location,
    address: p.address,
  };
  if (p.kind === 'jv') {
    return {
      ...common,
      post_type: idText(p.post_type),
      jv_type: idText(p.jv_type),
      land_size: p.land_size,
      brokerage: p.brokerage,
      ownership_status: p.ownership_status,
      expected_date: p.expected_date ?? '',
    };
  }
  return {
    ...common,
    type: idText(p.type),
    work: idText(p.work),
    number_of_project: p.number_of_project ?? '',
    area: p.area,
    start_date: p.start_date ?? '',
  };
}

/** The stored media of a post (edit). */
export function mediaFromPost(p: JvDetail | ConstructionDetail): StoredMedia {
  return {
    title_image: p.title_image,
    gallery: p.gallery_images.map((g) => ({ id: g.id, name: fileName(g.image), url: g.image_url })),
    documents: p.file_upload.map((d) => ({ id: d.id, name: d.name, url: d.url })),
    removedGallery: [],
    removedDocuments: [],
  };
}

/** The text parts of a kind, trimmed, as the form sends them ('' for a blank or unchosen one). */
export function textFields(kind: VentureKind, values: VentureFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of [...VENTURE_COLUMNS.common, ...VENTURE_COLUMNS[kind]])
    out[key] = partText(values[key] as string | number | null);
  return out;
}

/**
 * Every error of the form, by field: the wire schema's first message for each field (spec §5 texts: 'Title is
 * required', 'Description field is required', 'Please select a project type' for the construction's type, 'Please fill
 * all fields' for the city and the place, 'Email address is invalid', 'Phone number is invalid'…), and the title
 * image's.
 */
export function validateVenture(
  kind: VentureKind,
  values: VentureFormValues,
  media: StoredMedia,
): Record<string, string> {
  const schema = kind === 'jv' ? postJvFields : postConstructionFields;
  return fieldErrors(schema, textFields(kind, values), Boolean(values.title_image || media.title_image));
}

/** The multipart body of post-jv / post-construction (documents as `file_upload[]`); an edit adds the removals. */
export function buildVentureBody(
  kind: VentureKind,
  values: VentureFormValues,
  media: StoredMedia,
  editing: boolean,
): FormData {
  return postingBody({ parts: textFields(kind, values), files: values, documentField: 'file_upload', media, editing });
}
