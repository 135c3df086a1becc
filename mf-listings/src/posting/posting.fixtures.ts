// Realistic API answers for the posting and managing tests (the fetch stub is `stubApi` of @abode/shared/test).
import {
  buildCategory,
  buildCompleteOwner,
  buildOutdoorFacility,
  type StubAnswer,
  signInOwner,
} from '@abode/shared/test';
import type { AddedProperty, Category } from '@abode/shared/wire';

/** A complete customer of get-user-data (built through the wire schema). */
export const completeCustomer = buildCompleteOwner();

/** Sign the agent in (the session slice), or out with `null`. */
export const signIn = signInOwner;

const param = (
  id: number,
  name: string,
  type_of_parameter: Category['parameter_types'][number]['type_of_parameter'],
  is_required = 0,
  type_values: string[] = [],
) => ({ id, name, type_of_parameter, type_values, image: '', is_required });

/** Two categories: a house with parameters of every type (two required), and a plot with none. */
export const categories: Category[] = [
  buildCategory({
    id: 1,
    category: 'House',
    slug_id: 'house',
    parameter_types: [
      param(11, 'Bedrooms', 'number', 1),
      param(12, 'Furnishing', 'dropdown', 1, ['Unfurnished', 'Semi-furnished', 'Fully furnished']),
      param(13, 'Parking', 'radio', 0, ['Yes', 'No']),
      param(14, 'Features', 'checkbox', 0, ['Lift', 'Gym', 'Garden']),
      param(15, 'Notes', 'textarea'),
      param(16, 'Landmark', 'text'),
      param(17, 'Floor plan', 'file'),
    ],
  }),
  buildCategory({ id: 2, category: 'Plot', slug_id: 'plot' }),
];

/** The catalogue answers every form needs, plus a complete profile and an allowed package. */
export function formAnswers(over: Record<string, StubAnswer> = {}): Record<string, StubAnswer> {
  return {
    'get-user-data': { body: { error: false, message: '', data: completeCustomer } },
    'check-package-limit': {
      body: {
        error: false,
        message: '',
        data: { package_available: true, feature_available: true, limit_available: true },
      },
    },
    get_categories: { body: { error: false, message: '', total: 2, data: categories } },
    get_amenities: {
      body: {
        error: false,
        message: '',
        total: 2,
        data: [
          { id: 1, name: 'Lift', image: '' },
          { id: 2, name: 'Power backup', image: '' },
        ],
      },
    },
    get_questionaire: {
      body: {
        error: false,
        message: '',
        total: 1,
        data: [
          { id: 5, question: 'Is the property vacant?', field_type: 'radio', options: ['Yes', 'No'], sequence: 1 },
        ],
      },
    },
    get_facilities: {
      body: { error: false, message: '', total: 1, data: [buildOutdoorFacility({ id: 3, name: 'School' })] },
    },
    ...over,
  };
}

/** A listing of get-added-properties. */
export function addedProperty(over: Partial<AddedProperty> = {}): AddedProperty {
  return {
    id: 41,
    slug_id: 'sunny-villa-koramangala',
    title: 'Sunny Villa',
    description: 'Four bedrooms with a garden.',
    price: 32_000_000,
    category: { id: 1, category: 'House', image: '', slug_id: 'house' },
    property_type: 'sell',
    status: 1,
    request_status: 'pending',
    is_premium: false,
    promoted: false,
    rentduration: '',
    address: '12, Main Road, Koramangala, Bengaluru',
    client_address: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    latitude: '12.93',
    longitude: '77.62',
    title_image: '/uploads/properties/title.jpg',
    three_d_image: '/uploads/properties/3d.jpg',
    video_link: '',
    gallery: [
      { id: 501, image: 'g1.jpg', image_url: '/uploads/properties/g1.jpg' },
      { id: 502, image: 'g2.jpg', image_url: '/uploads/properties/g2.jpg' },
    ],
    documents: [{ id: 601, property_id: 41, type: 'pdf', file_name: 'deed.pdf', file: '/uploads/docs/deed.pdf' }],
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    meta_image: '',
    added_by: 7,
    customer_name: 'Arjun Mehta',
    customer_id: 7,
    customer_slug_id: 'arjun-mehta',
    email: 'agent@abode.test',
    mobile: '',
    profile: '',
    is_verified: true,
    post_created: '1 day ago',
    total_view: 12,
    is_favourite: 0,
    total_favourite_users: 3,
    parameters: [
      {
        id: 11,
        name: 'Bedrooms',
        image: '',
        is_required: 1,
        type_of_parameter: 'number',
        type_values: [],
        value: '4',
      },
      {
        id: 12,
        name: 'Furnishing',
        image: '',
        is_required: 1,
        type_of_parameter: 'dropdown',
        type_values: ['Unfurnished', 'Semi-furnished', 'Fully furnished'],
        value: 'Unfurnished',
      },
      {
        id: 17,
        name: 'Floor plan',
        image: '',
        is_required: 0,
        type_of_parameter: 'file',
        type_values: [],
        value: '/uploads/params/plan.pdf',
      },
    ],
    assign_facilities: [{ id: 1, property_id: 41, facility_id: 3, distance: 1.5, name: 'School', image: '' }],
    sqft: 2400,
    highligts: 'Corner plot',
    questionaries: { '5': 'Yes' },
    created_at: '2024-06-01T00:00:00.000Z',
    reject_reason: null,
    is_promoted: false,
    advertisement_status: null,
    ...over,
  };
}

/** A PNG file (the bytes are a real PNG header; size checks are stubbed in tests). */
export function pngFile(name = 'photo.png'): File {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  return new File([bytes], name, { type: 'image/png' });
}
