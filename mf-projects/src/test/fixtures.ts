// Realistic API answers for the posting and managing tests (the fetch stub is `stubApi` of @abode/shared/test).
import {
  buildCategory,
  buildCompleteOwner,
  buildProject,
  ok,
  POSTING_OWNER,
  type StubAnswer,
  signInOwner,
} from '@abode/shared/test';
import { type ProjectDetail, projectDetail } from '@abode/shared/wire';
import type { z } from 'zod';

/** The builder who posts in these tests, as the session and get-user-data carry them. */
export const BUILDER = POSTING_OWNER;

/** A complete customer of get-user-data. */
export const completeCustomer = buildCompleteOwner();

/** Sign the builder in (the session slice), or out with `null`. */
export const signIn = signInOwner;

/** A category with one required text parameter and a checkbox one. */
export const categories = [
  buildCategory({
    id: 1,
    category: 'Apartment',
    parameter_types: [
      { id: 10, name: 'Towers', type_of_parameter: 'text', type_values: [], image: '', is_required: 1 },
      {
        id: 11,
        name: 'Facing',
        type_of_parameter: 'checkbox',
        type_values: ['East', 'West'],
        image: '',
        is_required: 0,
      },
    ],
  }),
];

/** The calls the form makes on the way in; the package allows one more project. */
export function formAnswers(over: Record<string, StubAnswer> = {}): Record<string, StubAnswer> {
  return {
    'get-user-data': ok(completeCustomer),
    'check-package-limit': ok({ package_available: true, feature_available: true, limit_available: true }),
    get_categories: ok(categories),
    get_amenities: ok([{ id: 3, name: 'Gym', image: '' }]),
    get_facilities: ok([]),
    ...over,
  };
}

type DetailInput = z.input<typeof projectDetail>;
/** Fields of a project detail to set; the customer's `is_verified` defaults to false. */
export type DetailOver = Partial<Omit<DetailInput, 'customer'>> & { customer?: Partial<DetailInput['customer']> };

/** A project as get-project-detail and get-added-projects answer it (through the wire schema). */
export function buildProjectDetail(over: DetailOver = {}): ProjectDetail {
  const base = buildProject();
  return projectDetail.parse({
    ...base,
    broucher_images: [],
    paymentdocument: [],
    projecthighligts: '',
    parameters: [],
    facilities: [],
    amenities: [],
    reject_reason: null,
    ...over,
    customer: { ...base.customer, is_verified: false, ...over.customer },
  });
}

/** One of the owner's projects as get-added-projects lists it. */
export function ownProject(over: DetailOver = {}): ProjectDetail {
  return buildProjectDetail({
    id: 21,
    slug_id: 'river-view-21',
    title: 'River View',
    description: 'Flats by the river',
    type: 'upcoming',
    image: 'https://cdn.example/river.jpg',
    location: 'MG Road',
    city: 'Pune',
    state: 'MH',
    country: 'India',
    category_id: 1,
    added_by: BUILDER.id,
    plans: [{ id: 4, title: '2 BHK', document: 'https://cdn.example/2bhk.pdf', project_id: 21 }],
    request_status: 'approved',
    status: 1,
    ...over,
  });
}

/** A PNG file (size checks are left to the browser, which happy-dom cannot decode). */
export function pngFile(name = 'photo.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
}
