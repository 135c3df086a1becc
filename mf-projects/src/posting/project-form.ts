// The project form's values, its validation (the spec §5 texts, word for word) and the multipart body of
// post_project. Files are kept as File objects until the body is built; an edit sends what to remove
// (remove_plans, remove_gallery_images, remove_documents, remove_broucher_images) as comma-separated ids.
// File-type category parameters travel as post_property's do: `parameters[i][value]` is the file part, and on an
// edit a kept file is sent back as its URL (the API keeps it), a removed one as a blank value.
import {
  type LocationResult,
  MESSAGES,
  partText,
  readImageSize,
  schemaValidator,
  storedParameterFiles,
} from '@abode/shared';
import { type Category, postProjectFields } from '@abode/shared/wire';
import type { ProjectDetail } from '../project.queries.ts';

/** How the form reads a picture's size; tests swap it (happy-dom decodes no image). */
export const photoChecker = { readSize: readImageSize };

/** One floor plan in the form: a stored one (id, its document) or a new one (a file). */
export interface PlanDraft {
  key: string;
  id?: number;
  title: string;
  file: File | null;
  /** The stored document's address (edit). */
  document?: string;
}

/** Everything the form holds. */
export interface ProjectFormValues {
  category_id: string | null;
  type: 'under_construction' | 'upcoming';
  title: string;
  description: string;
  price: number | string;
  sqft: number | string;
  projecthighligts: string; // sic: spec spelling
  video_link: string;
  amenity_id: string[];
  /** Parameter id → value, for every type but file. */
  parameters: Record<string, string | string[]>;
  /** Parameter id → a new file, for file-type parameters. */
  parameterFiles: Record<string, File | null>;
  /** Facility id → distance in km ('' = not near). */
  facilities: Record<string, number | string>;
  location: string;
  city: string;
  state: string;
  country: string;
  latitude: string;
  longitude: string;
  meta_title: string;
  meta_keywords: string;
  meta_description: string;
  image: File | null;
  gallery_images: File[];
  documents: File[];
  broucher_images: File[];
  paymentdocument: File | null;
  plans: PlanDraft[];
}

/** What an edit keeps from the stored project and what the owner asked to remove. */
export interface StoredMedia {
  image: string;
  gallery: Array<{ id: number; name: string }>;
  documents: Array<{ id: number; name: string }>;
  brochures: Array<{ id: number; name: string }>;
  paymentdocument: string;
  /** File-type parameter id → the stored file's URL. */
  parameterFiles: Record<string, string>;
  /** File-type parameters whose stored file the owner removed. */
  removedParameterFiles: string[];
  removedGallery: number[];
  removedDocuments: number[];
  removedBrochures: number[];
  removedPlans: number[];
}

let planKey = 0;
/** A new, empty floor plan. */
export const newPlan = (): PlanDraft => ({ key: `plan-${++planKey}`, title: '', file: null });

/** An empty form (a new project). */
export function emptyProjectValues(): ProjectFormValues {
  return {
    category_id: null,
    type: 'under_construction',
    title: '',
    description: '',
    price: '',
    sqft: '',
    projecthighligts: '',
    video_link: '',
    amenity_id: [],
    parameters: {},
    parameterFiles: {},
    facilities: {},
    location: '',
    city: '',
    state: '',
    country: '',
    latitude: '',
    longitude: '',
    meta_title: '',
    meta_keywords: '',
    meta_description: '',
    image: null,
    gallery_images: [],
    documents: [],
    broucher_images: [],
    paymentdocument: null,
    plans: [newPlan()],
  };
}

/** No stored media (a new project). */
export function noStoredMedia(): StoredMedia {
  return {
    image: '',
    gallery: [],
    documents: [],
    brochures: [],
    paymentdocument: '',
    parameterFiles: {},
    removedParameterFiles: [],
    removedGallery: [],
    removedDocuments: [],
    removedBrochures: [],
    removedPlans: [],
  };
}

/** The form's values for a stored project (edit). */
export function valuesFromProject(p: ProjectDetail): ProjectFormValues {
  const parameters: Record<string, string | string[]> = {};
  for (const param of p.parameters) {
    if (param.type_of_parameter === 'file') continue;
    const v = param.value;
    parameters[String(param.id)] = Array.isArray(v) ? v : v == null ? '' : String(v);
  }
  const facilities: Record<string, number | string> = {};
  for (const f of p.facilities) facilities[String(f.facility_id)] = f.distance;
  return {
    ...emptyProjectValues(),
    category_id: p.category_id ? String(p.category_id) : null,
    type: p.type === 'upcoming' ? 'upcoming' : 'under_construction',
    title: p.title,
    description: p.description,
    price: p.price ?? '',
    sqft: p.sqft ?? '',
    projecthighligts: p.projecthighligts,
    video_link: p.video_link,
    amenity_id: p.amenities.map((a) => String(a.id)),
    parameters,
    facilities,
    location: p.location,
    city: p.city,
    state: p.state,
    country: p.country,
    latitude: p.latitude,
    longitude: p.longitude,
    meta_title: p.meta_title,
    meta_keywords: p.meta_keywords,
    meta_description: p.meta_description,
    plans: p.plans.length
      ? p.plans.map((plan) => ({
          key: `stored-${plan.id}`,
          id: plan.id,
          title: plan.title,
          file: null,
          document: plan.document,
        }))
      : [newPlan()],
  };
}

/** The stored media of a project (edit). */
export function mediaFromProject(p: ProjectDetail): StoredMedia {
  return {
    ...noStoredMedia(),
    image: p.image,
    gallery: p.gallary_images.map((g) => ({ id: g.id, name: g.name })),
    documents: p.documents.map((d) => ({ id: d.id, name: d.name })),
    brochures: p.broucher_images.map((b) => ({ id: b.id, name: b.name })),
    paymentdocument: p.paymentdocument[0]?.name ?? '',
    parameterFiles: storedParameterFiles(p.parameters),
  };
}

/** The stored file of a file-type parameter that an edit keeps ('' for none, or removed). */
export function keptParameterFile(media: StoredMedia, id: string): string {
  return media.removedParameterFiles.includes(id) ? '' : (media.parameterFiles[id] ?? '');
}

/** A coordinate as the form keeps it: at most 6 decimals (about 0.1 m; a map click has 15). */
const coordinateText = (n: number) => String(+n.toFixed(6));

/** The location fields a place picked on the map fills: address, city, state, country and the point. */
export function valuesFromPickedLocation(
  location: LocationResult,
): Pick<ProjectFormValues, 'location' | 'city' | 'state' | 'country' | 'latitude' | 'longitude'> {
  return {
    location: location.formatted_address,
    city: location.city,
    state: location.state,
    country: location.country,
    latitude: coordinateText(location.latitude),
    longitude: coordinateText(location.longitude),
  };
}

const text = partText;

/** Whether a floor plan is filled: a title and a file (new) or a stored document. */
export const planFilled = (plan: PlanDraft) => text(plan.title) !== '' && Boolean(plan.file || plan.document);

/** A plan nobody started: left out of the body and of the checks. */
const planBlank = (plan: PlanDraft) => text(plan.title) === '' && !plan.file && !plan.document;

/**
 * The plain text parts of post_project, in the order they are sent. Blank price, area and coordinates are left
 * out: the API reads a sent blank as an invalid number.
 */
export function projectTextParts(values: ProjectFormValues): Record<string, string> {
  const parts: Record<string, string> = {
    category_id: values.category_id ?? '',
    type: values.type,
    title: text(values.title),
    description: text(values.description),
    projecthighligts: text(values.projecthighligts),
    video_link: text(values.video_link),
    location: text(values.location),
    city: text(values.city),
    state: text(values.state),
    country: text(values.country),
    meta_title: text(values.meta_title),
    meta_keywords: text(values.meta_keywords),
    meta_description: text(values.meta_description),
  };
  for (const key of ['price', 'sqft', 'latitude', 'longitude'] as const) {
    if (text(values[key])) parts[key] = text(values[key]);
  }
  return parts;
}

/** The problems of the text parts, as the server finds them. */
const checkTextParts = schemaValidator(postProjectFields, projectTextParts);

/**
 * Every error of the form, by field: the text parts as the wire's postProjectFields checks them (the server's
 * messages, spec §5 word for word: 'Please select Category', 'Title is required', 'Description field is
 * required', 'Please fill all fields' for each address detail…), then what only the form knows: the title image
 * (new or stored), the category's required parameters (`parameters.<id>`) and half-filled floor plans
 * (`plans.<index>`).
 */
export function validateProject(
  values: ProjectFormValues,
  category: Category | undefined,
  media: StoredMedia,
): Record<string, string> {
  const errors = checkTextParts(values);
  if (!values.image && !media.image) errors.image = MESSAGES.titleImageRequired;
  for (const def of category?.parameter_types ?? []) {
    const key = String(def.id);
    const v = values.parameters[key];
    const empty =
      def.type_of_parameter === 'file'
        ? !values.parameterFiles[key] && !keptParameterFile(media, key)
        : Array.isArray(v)
          ? v.length === 0
          : text(v) === '';
    if (def.is_required && empty) errors[`parameters.${def.id}`] = `${def.name} is required`;
  }
  values.plans.forEach((plan, i) => {
    if (!planBlank(plan) && !planFilled(plan)) errors[`plans.${i}`] = MESSAGES.floorDetailsRequired;
  });
  return errors;
}

/** The multipart body of post_project; with `id` it edits that project. */
export function buildProjectBody(
  values: ProjectFormValues,
  category: Category | undefined,
  media: StoredMedia,
  id?: number,
): FormData {
  const form = new FormData();
  const put = (key: string, value: string | Blob) => form.append(key, value);
  if (id !== undefined) put('id', String(id));
  for (const [key, value] of Object.entries(projectTextParts(values))) put(key, value);
  for (const a of values.amenity_id) put('amenity_id[]', a);
  let p = 0;
  for (const def of category?.parameter_types ?? []) {
    if (def.type_of_parameter === 'file') continue;
    const v = values.parameters[String(def.id)];
    if (Array.isArray(v) ? v.length === 0 : text(v) === '') continue;
    put(`parameters[${p}][parameter_id]`, String(def.id));
    if (Array.isArray(v)) for (const one of v) put(`parameters[${p}][value][]`, one);
    else put(`parameters[${p}][value]`, text(v));
    p++;
  }
  // File parameters after the others: a new file; on an edit the kept file's URL, or a blank for a removed one.
  for (const def of category?.parameter_types ?? []) {
    if (def.type_of_parameter !== 'file') continue;
    const key = String(def.id);
    const file = values.parameterFiles[key];
    const kept = id !== undefined ? keptParameterFile(media, key) : '';
    const removed = id !== undefined && media.removedParameterFiles.includes(key);
    if (!file && !kept && !removed) continue;
    put(`parameters[${p}][parameter_id]`, key);
    put(`parameters[${p}][value]`, file ?? kept);
    p++;
  }
  let f = 0;
  for (const [facility, distance] of Object.entries(values.facilities)) {
    if (text(distance) === '') continue;
    put(`facilities[${f}][facility_id]`, facility);
    put(`facilities[${f}][distance]`, text(distance));
    f++;
  }
  let n = 0;
  for (const plan of values.plans) {
    if (!planFilled(plan)) continue;
    if (plan.id !== undefined) put(`plans[${n}][id]`, String(plan.id));
    put(`plans[${n}][title]`, text(plan.title));
    if (plan.file) put(`plans[${n}][document]`, plan.file);
    n++;
  }
  if (values.image) put('image', values.image);
  for (const file of values.gallery_images) put('gallery_images[]', file);
  for (const file of values.documents) put('documents[]', file);
  for (const file of values.broucher_images) put('broucher_images[]', file);
  if (values.paymentdocument) put('paymentdocument', values.paymentdocument);
  if (id !== undefined) {
    const list = (key: string, ids: number[]) => ids.length && put(key, ids.join(','));
    list('remove_plans', media.removedPlans);
    list('remove_gallery_images', media.removedGallery);
    list('remove_documents', media.removedDocuments);
    list('remove_broucher_images', media.removedBrochures);
  }
  return form;
}
