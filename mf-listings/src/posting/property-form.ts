// The property form's values, its validation and the multipart body it sends. Text fields are checked with the
// wire contract's own schema (`postPropertyFields`), so the form shows the very messages the API answers with;
// the title image and the category's required parameters are checked here (files travel apart from the schema).
import { MESSAGES, schemaErrors, storedParameterFiles } from '@abode/shared';
import {
  type AddedProperty,
  appendPropertyFields,
  type Category,
  type ParameterDef,
  type PostPropertyFieldsInput,
  PROPERTY_WRITE_MESSAGES,
  postPropertyFields,
} from '@abode/shared/wire';
import type { LocationValues } from './components/picked-location.ts';

/** The rent periods of spec §9, as the API spells them. */
export const RENT_DURATIONS = ['Daily', 'Monthly', 'Quarterly', 'Yearly'] as const;

/** A text answer, or several options (checkbox). */
export type FieldAnswer = string | string[];

/** Everything the form holds. Files are kept as File objects until the body is built. */
export interface PropertyFormValues extends LocationValues {
  category_id: string | null;
  /** '0' sell, '1' rent. */
  property_type: '0' | '1';
  rentduration: string | null;
  title: string;
  description: string;
  price: number | string;
  sqft: number | string;
  highligts: string; // sic: spec spelling
  video_link: string;
  is_premium: boolean;
  amenity_id: string[];
  /** Question id → answer (sic: spec spelling). */
  questionaries: Record<string, FieldAnswer>;
  /** Parameter id → value, for every type but file. */
  parameters: Record<string, FieldAnswer>;
  /** Parameter id → a new file, for file-type parameters. */
  parameterFiles: Record<string, File | null>;
  /** Facility id → distance in km ('' = not near). */
  facilities: Record<string, number | string>;
  meta_title: string;
  meta_keywords: string;
  meta_description: string;
  title_image: File | null;
  three_d_image: File | null;
  meta_image: File | null;
  gallery_images: File[];
  documents: File[];
}

/** What an edit keeps from the stored listing and what the owner asked to remove. */
export interface ExistingMedia {
  titleImage: string;
  threeDImage: string;
  metaImage: string;
  gallery: Array<{ id: number; image_url: string }>;
  documents: Array<{ id: number; file_name: string; file: string }>;
  /** File-type parameter id → stored file URL. */
  parameterFiles: Record<string, string>;
  removedGallery: number[];
  removedDocuments: number[];
  removeThreeD: boolean;
}

/** The fields of the form in display order (focus goes to the first invalid one). */
export const FIELD_ORDER = [
  'category_id',
  'property_type',
  'rentduration',
  'title',
  'description',
  'price',
  'sqft',
  'highligts',
  'video_link',
  'address',
  'client_address',
  'city',
  'state',
  'country',
  'latitude',
  'longitude',
  'title_image',
] as const;

/** An empty form (a new listing). */
export function emptyValues(): PropertyFormValues {
  return {
    category_id: null,
    property_type: '0',
    rentduration: null,
    title: '',
    description: '',
    price: '',
    sqft: '',
    highligts: '',
    video_link: '',
    is_premium: false,
    amenity_id: [],
    questionaries: {},
    parameters: {},
    parameterFiles: {},
    facilities: {},
    address: '',
    client_address: '',
    city: '',
    state: '',
    country: '',
    latitude: '',
    longitude: '',
    meta_title: '',
    meta_keywords: '',
    meta_description: '',
    title_image: null,
    three_d_image: null,
    meta_image: null,
    gallery_images: [],
    documents: [],
  };
}

/** No stored media (a new listing). */
export function noExistingMedia(): ExistingMedia {
  return {
    titleImage: '',
    threeDImage: '',
    metaImage: '',
    gallery: [],
    documents: [],
    parameterFiles: {},
    removedGallery: [],
    removedDocuments: [],
    removeThreeD: false,
  };
}

const answer = (v: unknown): FieldAnswer => (Array.isArray(v) ? v.map(String) : v == null ? '' : String(v));

/** The form's values for a stored listing (edit). */
export function valuesFromListing(p: AddedProperty): PropertyFormValues {
  const parameters: Record<string, FieldAnswer> = {};
  for (const param of p.parameters ?? []) {
    if (param.type_of_parameter !== 'file') parameters[String(param.id)] = answer(param.value);
  }
  const facilities: Record<string, number | string> = {};
  for (const f of p.assign_facilities ?? []) facilities[String(f.facility_id)] = f.distance;
  const questionaries: Record<string, FieldAnswer> = {};
  for (const [id, v] of Object.entries(p.questionaries ?? {})) questionaries[id] = answer(v);
  // The read side may list amenities as objects or as ids.
  const extra = p as { amenities?: Array<{ id: number } | number>; amenity_id?: number[] };
  const amenities = extra.amenities ?? extra.amenity_id;
  return {
    ...emptyValues(),
    category_id: p.category?.id ? String(p.category.id) : null,
    property_type: p.property_type === 'rent' || p.property_type === 'rented' ? '1' : '0',
    rentduration: p.property_type === 'rent' || p.property_type === 'rented' ? p.rentduration || null : null,
    title: p.title,
    description: p.description,
    price: p.price,
    sqft: p.sqft ?? '',
    highligts: p.highligts ?? '',
    video_link: p.video_link ?? '',
    is_premium: Boolean(p.is_premium),
    amenity_id: Array.isArray(amenities) ? amenities.map((a) => String(typeof a === 'number' ? a : a.id)) : [],
    questionaries,
    parameters,
    facilities,
    address: p.address ?? '',
    client_address: p.client_address ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    country: p.country ?? '',
    latitude: p.latitude ?? '',
    longitude: p.longitude ?? '',
    meta_title: p.meta_title ?? '',
    meta_keywords: p.meta_keywords ?? '',
    meta_description: p.meta_description ?? '',
  };
}

/** The stored media of a listing (edit). */
export function mediaFromListing(p: AddedProperty): ExistingMedia {
  return {
    ...noExistingMedia(),
    titleImage: p.title_image ?? '',
    threeDImage: p.three_d_image ?? '',
    metaImage: p.meta_image ?? '',
    gallery: (p.gallery ?? []).map((g) => ({ id: g.id, image_url: g.image_url })),
    documents: (p.documents ?? []).map((d) => ({ id: d.id, file_name: d.file_name, file: d.file })),
    parameterFiles: storedParameterFiles(p.parameters),
  };
}

const text = (v: number | string | null | undefined) => (v == null ? '' : String(v).trim());

/** The category a form has chosen, from the list. */
export function chosenCategory(categories: readonly Category[] | undefined, id: string | null): Category | undefined {
  return id ? categories?.find((c) => String(c.id) === id) : undefined;
}

/** Whether a parameter has a value in the form (or a stored file on edit). */
function hasParameterValue(def: ParameterDef, values: PropertyFormValues, media: ExistingMedia): boolean {
  const key = String(def.id);
  if (def.type_of_parameter === 'file') return Boolean(values.parameterFiles[key] || media.parameterFiles[key]);
  const v = values.parameters[key];
  return Array.isArray(v) ? v.length > 0 : text(v) !== '';
}

/** The message for a required parameter left empty: '<Name> is required'. */
export function parameterRequiredMessage(name: string): string {
  return `${name} is required`;
}

/** The text fields as the wire schema reads them. */
export function wireFields(values: PropertyFormValues, category: Category | undefined): PostPropertyFieldsInput {
  const rent = values.property_type === '1';
  const parameters = (category?.parameter_types ?? [])
    .filter((def) => def.type_of_parameter !== 'file')
    .map((def) => ({ parameter_id: def.id, value: values.parameters[String(def.id)] }))
    .filter((p) => (Array.isArray(p.value) ? p.value.length > 0 : text(p.value as string) !== ''))
    .map((p) => ({ parameter_id: p.parameter_id, value: Array.isArray(p.value) ? p.value : text(p.value as string) }));
  const facilities = Object.entries(values.facilities)
    .filter(([, distance]) => text(distance) !== '')
    .map(([facility_id, distance]) => ({ facility_id, distance: text(distance) }));
  const questionaries: Record<string, FieldAnswer> = {};
  for (const [id, v] of Object.entries(values.questionaries)) {
    if (Array.isArray(v) ? v.length > 0 : text(v) !== '') questionaries[id] = Array.isArray(v) ? v : text(v);
  }
  return {
    title: values.title,
    description: values.description,
    category_id: values.category_id ?? '',
    price: text(values.price),
    property_type: values.property_type,
    address: values.address,
    city: values.city,
    state: values.state,
    country: values.country,
    // Blank coordinates are left out: the wire schema reads a sent blank as an invalid number.
    latitude: text(values.latitude) || undefined,
    longitude: text(values.longitude) || undefined,
    client_address: values.client_address,
    rentduration: rent ? (values.rentduration ?? '') : undefined,
    video_link: values.video_link,
    meta_title: values.meta_title,
    meta_description: values.meta_description,
    meta_keywords: values.meta_keywords,
    is_premium: values.is_premium ? '1' : '0',
    sqft: text(values.sqft),
    highligts: values.highligts,
    questionaries,
    amenity_id: values.amenity_id,
    parameters,
    facilities,
  };
}

/** Every error of the form, by field (the form's own paths; parameters as `parameters.<id>`). */
export function validateProperty(
  values: PropertyFormValues,
  category: Category | undefined,
  media: ExistingMedia,
): Record<string, string> {
  const errors = schemaErrors(postPropertyFields, wireFields(values, category));
  if (!values.title_image && !media.titleImage) errors.title_image = MESSAGES.titleImageRequired;
  for (const def of category?.parameter_types ?? []) {
    if (def.is_required && !hasParameterValue(def, values, media)) {
      errors[`parameters.${def.id}`] = parameterRequiredMessage(def.name);
    }
  }
  return errors;
}

/** Where a server refusal belongs, when its message names a field; null for a message for the whole form. */
export function fieldOfServerMessage(message: string): string | null {
  const m = PROPERTY_WRITE_MESSAGES;
  const table: Array<[string, string]> = [
    [m.titleRequired, 'title'],
    [m.descriptionRequired, 'description'],
    [m.priceRequired, 'price'],
    [m.priceInvalid, 'price'],
    [m.categoryRequired, 'category_id'],
    [m.titleImageRequired, 'title_image'],
    [m.rentDurationRequired, 'rentduration'],
    [m.rentDurationInvalid, 'rentduration'],
    [m.videoLinkInvalid, 'video_link'],
    [m.latitudeInvalid, 'latitude'],
    [m.longitudeInvalid, 'longitude'],
    [m.sqftInvalid, 'sqft'],
    [m.addressRequired, 'address'],
    [m.documentRule, 'documents'],
    [m.documentTooLarge, 'documents'],
  ];
  return table.find(([text]) => text === message)?.[1] ?? null;
}

/** The multipart body of post_property (no `id`) or update_post_property (with the listing's `id`). */
export function buildPropertyBody(
  values: PropertyFormValues,
  category: Category | undefined,
  media: ExistingMedia,
  id?: number,
): FormData {
  const form = new FormData();
  const fields = wireFields(values, category);
  if (id !== undefined) {
    form.append('id', String(id));
    form.append('action_type', '0');
  }
  appendPropertyFields(form, fields);
  // File-type parameters follow the text ones: `parameters[i][value]` is the file part.
  let index = fields.parameters?.length ?? 0;
  // On an edit, a stored file that is not replaced is sent back as its URL, so it stays.
  for (const def of category?.parameter_types ?? []) {
    if (def.type_of_parameter !== 'file') continue;
    const file = values.parameterFiles[String(def.id)];
    const stored = id !== undefined ? media.parameterFiles[String(def.id)] : undefined;
    if (!file && !stored) continue;
    form.append(`parameters[${index}][parameter_id]`, String(def.id));
    form.append(`parameters[${index}][value]`, file ?? stored ?? '');
    index++;
  }
  if (values.title_image) form.append('title_image', values.title_image);
  if (values.three_d_image) form.append('three_d_image', values.three_d_image);
  if (values.meta_image) form.append('meta_image', values.meta_image);
  for (const file of values.gallery_images) form.append('gallery_images[]', file);
  for (const file of values.documents) form.append('documents[]', file);
  if (id !== undefined) {
    if (media.removedGallery.length) form.append('remove_gallery_images', media.removedGallery.join(','));
    if (media.removedDocuments.length) form.append('remove_documents', media.removedDocuments.join(','));
    if (media.removeThreeD && !values.three_d_image) form.append('remove_three_d_image', '1');
  }
  return form;
}
