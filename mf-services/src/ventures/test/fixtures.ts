// Realistic answers of the JV / construction calls for this part's tests (the fetch stub is `stubApi` of
// @abode/shared/test), built through the wire schemas so a fixture cannot drift from the contract.
import { ok, type StubAnswer } from '@abode/shared/test';
import {
  type ConstructionDetail,
  constructionDetail,
  type JvDetail,
  jvDetail,
  myConstructionProfile,
  myJvPost,
  type RatingEntry,
  ratingEntry,
} from '@abode/shared/wire';
import type { z } from 'zod';
import { gateAnswers, OWNER, ownerCard } from '../../test/fixtures.ts';

// The owner, the session, the complete profile and a photo are the section's own fixtures.
export { completeCustomer, OWNER, pngFile, signIn } from '../../test/fixtures.ts';

const STAMP = '2026-03-01T10:00:00.000Z';

/** The lookup lists, as the four lookup calls answer them. */
export const LOOKUP_ANSWERS: Record<string, StubAnswer> = {
  'get-post-type': ok([
    { id: 1, name: 'Land owner', image: '' },
    { id: 2, name: 'Developer', image: '' },
  ]),
  'get-jvtypes': ok([
    { id: 5, name: 'Revenue share', image: '' },
    { id: 6, name: 'Area share', image: '' },
  ]),
  'get-projecttype': ok([
    { id: 9, name: 'Residential', image: '' },
    { id: 10, name: 'Commercial', image: '' },
  ]),
  'get-workscope': ok([
    { id: 12, name: 'Turnkey', image: '' },
    { id: 13, name: 'Civil work', image: '' },
  ]),
};

/** A rating as the detail and get-ratings list it. */
export function buildRating(over: Partial<z.input<typeof ratingEntry>> = {}): RatingEntry {
  return ratingEntry.parse({
    id: 1,
    ratting: 4,
    comment: 'Clear terms, quick answers.',
    created_at: STAMP,
    updated_at: STAMP,
    user: { id: 40, name: 'Meera Nair', profile: '' },
    ...over,
  });
}

const common = {
  user_id: OWNER.id,
  company_name: 'Green Acres Holdings',
  contact_name: 'Ravi Kumar',
  phone: '+919845011111',
  email: 'ravi@greenacres.test',
  whatsapp_number: '+919845022222',
  website_link: 'https://greenacres.test',
  city: 'Pune',
  location: 'Hinjewadi Phase 2, Pune',
  address: 'Plot 14, Phase 2',
  description: 'Four acres near the IT park.\nClear title, ready for a partner.',
  title_image: 'https://cdn.example/ventures/land.jpg',
  status: 1,
  request_status: 'approved' as const,
  rating_avg: 4,
  rating_count: 1,
  total_click: 12,
  created_at: STAMP,
  updated_at: STAMP,
};

const extras = {
  gallery_images: [
    { id: 31, image: 'ventures/road.jpg', image_url: 'https://cdn.example/ventures/road.jpg' },
    { id: 32, image: 'ventures/gate.jpg', image_url: 'https://cdn.example/ventures/gate.jpg' },
  ],
  file_upload: [{ id: 41, name: 'title-deed.pdf', url: 'https://cdn.example/ventures/title-deed.pdf' }],
  customer: ownerCard(),
  is_owner: false,
  my_rating: null,
  ratings: [buildRating()],
  reject_reason: null,
};

/** A JV post as jv-get answers it. */
export function buildJvDetail(over: Partial<z.input<typeof jvDetail>> = {}): JvDetail {
  return jvDetail.parse({
    ...common,
    ...extras,
    id: 21,
    slug_id: 'hinjewadi-land-21',
    title: 'Four acres in Hinjewadi',
    kind: 'jv',
    post_type: 1,
    post_type_name: 'Land owner',
    jv_type: 5,
    jv_type_name: 'Revenue share',
    land_size: '4 acres',
    brokerage: '1%',
    ownership_status: 'Freehold',
    expected_date: '2026-09-30',
    ...over,
  });
}

/** A construction profile as construction-detail answers it. */
export function buildConstructionDetail(over: Partial<z.input<typeof constructionDetail>> = {}): ConstructionDetail {
  return constructionDetail.parse({
    ...common,
    ...extras,
    id: 22,
    slug_id: 'sunrise-builders-22',
    title: 'Sunrise Builders',
    company_name: 'Sunrise Builders Pvt Ltd',
    kind: 'construction',
    type: 9,
    type_name: 'Residential',
    work: 12,
    work_name: 'Turnkey',
    number_of_project: 18,
    area: 'Pune and Mumbai',
    start_date: '2012-04-01',
    ...over,
  });
}

/** A post as the lists answer it: the detail without its detail-only parts. */
export function buildListItem(detail: JvDetail | ConstructionDetail) {
  const {
    gallery_images: _g,
    file_upload: _f,
    customer: _c,
    is_owner: _o,
    my_rating: _m,
    ratings: _r,
    reject_reason: _x,
    ...item
  } = detail;
  return item;
}

/** A post of the owner's lists (my-joint-venture / my-construction). */
export function buildMine(
  detail: JvDetail | ConstructionDetail,
  over: { request_status?: 'approved' | 'pending' | 'rejected'; status?: number; reason?: string } = {},
) {
  const item = buildListItem(detail);
  const schema = detail.kind === 'jv' ? myJvPost : myConstructionProfile;
  return schema.parse({
    ...item,
    request_status: over.request_status ?? item.request_status,
    status: over.status ?? item.status,
    reject_reason: over.reason ? { reason: over.reason, created_at: STAMP } : null,
  });
}

/** The calls the add form makes on the way in: a complete profile, a package with room, the lookups. */
export function formAnswers(over: Record<string, StubAnswer> = {}): Record<string, StubAnswer> {
  return {
    ...gateAnswers(),
    ...LOOKUP_ANSWERS,
    ...over,
  };
}
