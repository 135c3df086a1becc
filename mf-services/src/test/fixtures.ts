// Realistic API answers for the services section's tests (the fetch stub is `stubApi` of @abode/shared/test),
// each built through its wire schema so a fixture that drifts from the contract fails at once.
import { buildCompleteOwner, buildService, ok, POSTING_OWNER, type StubAnswer, signInOwner } from '@abode/shared/test';
import {
  type RatingEntry,
  type RepairWork,
  type RepairWorkDetail,
  ratingEntry,
  repairWork,
  repairWorkDetail,
  type Service,
  type ServiceDetail,
  serviceDetail,
} from '@abode/shared/wire';

/** The owner who posts in these tests, as the session and get-user-data carry them. */
export const OWNER = POSTING_OWNER;

/** Another signed-in user (a viewer who rates, requests, shows interest). */
export const VIEWER = { id: 42, name: 'Neha Viewer' };

/** Sign the owner in (or someone else with `{ id, name }`), or out with `null`. */
export const signIn = signInOwner;

/** A complete customer of get-user-data. */
export const completeCustomer = buildCompleteOwner();

/** A service of get-service. */
export function aService(over: Partial<Service> = {}): Service {
  return { ...buildService(), ...over };
}

/** A repair work of get-repairworks. */
export function aRepairWork(over: Partial<RepairWork> = {}): RepairWork {
  return repairWork.parse({
    id: 31,
    slug_id: 'leaking-tap-31',
    user_id: OWNER.id,
    title: 'Leaking kitchen tap',
    timing: '',
    company_name: '',
    price: 800,
    phone: '',
    email: '',
    whatsapp_number: '',
    since: '',
    website_link: '',
    city: 'Pune',
    location: 'Baner',
    address: '',
    description: 'The kitchen tap drips all night.',
    title_image: 'https://cdn.example/tap.jpg',
    gallery_images: [],
    documents: [],
    status: 1,
    request_status: 'approved',
    rating_avg: 0,
    rating_count: 0,
    total_click: 0,
    created_at: '2025-02-01T00:00:00.000Z',
    updated_at: '2025-02-01T00:00:00.000Z',
    category_id: 2,
    category: { id: 2, name: 'Plumbing' },
    sub_category_id: 5,
    sub_category: { id: 5, name: 'Leaks' },
    service_type_id: null,
    service_date: '2025-03-10',
    contact_name: 'Arjun',
    location_of_issue: 'Kitchen',
    ...over,
  });
}

/** A rating of get-ratings. */
export function aRating(over: Partial<RatingEntry> = {}): RatingEntry {
  return ratingEntry.parse({
    id: 1,
    ratting: 4,
    comment: 'Came on time.',
    created_at: '2025-03-01T00:00:00.000Z',
    updated_at: '2025-03-01T00:00:00.000Z',
    user: { id: 50, name: 'Kiran', profile: '' },
    ...over,
  });
}

/** The poster's card a detail answer carries (the owner, verified). */
export const ownerCard = () => ({
  id: OWNER.id,
  name: OWNER.name,
  profile: '',
  email: OWNER.email,
  mobile: OWNER.mobile,
  slug_id: 'arjun-mehta',
  is_verified: true,
});

const detailExtras = {
  customer: ownerCard(),
  is_owner: false,
  my_rating: null,
  ratings: [],
  reject_reason: null,
};

/** A service as service-detail and my-service answer it. */
export function aServiceDetail(over: Partial<ServiceDetail> = {}): ServiceDetail {
  return serviceDetail.parse({
    ...aService({
      id: 11,
      slug_id: 'pipe-masters-11',
      user_id: OWNER.id,
      title: 'Pipe Masters',
      company_name: 'Masters & Sons',
      price: 1500,
      phone: '+91 98450 11111',
      email: 'pipes@example.com',
      whatsapp_number: '+91 98450 11111',
      website_link: 'https://pipes.example.com',
      city: 'Pune',
      location: 'Baner',
      title_image: 'https://cdn.example/pipes.jpg',
      gallery_images: [{ id: 3, image: 'g3.jpg', image_url: 'https://cdn.example/g3.jpg' }],
      documents: [{ id: 4, name: 'price-list.pdf', url: 'https://cdn.example/price-list.pdf' }],
      rating_avg: 4.5,
      rating_count: 2,
      service_type_id: 1,
      service_type: { id: 1, name: 'Plumbing' },
    }),
    ...detailExtras,
    is_requested: false,
    my_request: null,
    ...over,
  });
}

/** A repair work as repairworks-detail and my-repairworks answer it. */
export function aRepairWorkDetail(over: Partial<RepairWorkDetail> = {}): RepairWorkDetail {
  return repairWorkDetail.parse({
    ...aRepairWork(),
    ...detailExtras,
    is_interested: false,
    interested_count: 0,
    my_interest: null,
    ...over,
  });
}

/** The gates' calls on the way into any add form here: a complete profile, a package with room for one more. */
export function gateAnswers(): Record<string, StubAnswer> {
  return {
    'get-user-data': ok(completeCustomer),
    'check-package-limit': ok({ package_available: true, feature_available: true, limit_available: true }),
  };
}

/** The calls the listing form makes on the way in: the gates and the lookups. */
export function formAnswers(over: Record<string, StubAnswer> = {}): Record<string, StubAnswer> {
  return {
    ...gateAnswers(),
    'get-service-type': ok([
      { id: 1, name: 'Plumbing', image: '' },
      { id: 2, name: 'Interiors', image: '' },
    ]),
    'get-repairworks-category': ok([{ id: 2, name: 'Plumbing', image: '', parent_id: null }]),
    'get-repairworks-sub-category': ok([{ id: 5, name: 'Leaks', image: '', parent_id: 2 }]),
    ...over,
  };
}

/** A PNG file (size checks are left to the browser, which happy-dom cannot decode). */
export function pngFile(name = 'photo.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
}
