// Fixture builders of the web tests, built THROUGH the wire schemas (`schema.parse`): a fixture that no longer
// matches what the API answers fails the test that builds it, instead of passing against a shape nobody sends.
import type { z } from 'zod';
import type { SessionUser, UserSignupSlice } from '../state/slices.ts';
import {
  category,
  chatMessage,
  chatSummary,
  customer,
  interestedUser,
  messagePage,
  outdoorFacility,
  pkg,
  profileCustomer,
  project,
  property,
  propertyListItem,
  service,
} from '../wire/index.ts';

/** Deep-partial overrides: nested objects may be given in part, arrays and values replace. */
type Over<T> = { [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? Over<T[K]> : T[K] };

function merge<T>(base: T, over: Over<T> = {}): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over as Record<string, unknown>)) {
    const prev = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && prev && typeof prev === 'object'
        ? merge(prev, value as Over<typeof prev>)
        : value;
  }
  return out as T;
}

function build<S extends z.ZodType>(schema: S, base: z.input<S>, over?: Over<z.input<S>>): z.output<S> {
  return schema.parse(merge(base, over));
}

const CATEGORY_REF = { id: 2, category: 'Apartment', image: '', slug_id: 'apartment' };

/** A full property as get_property answers it (list and detail). */
export function buildProperty(over?: Over<z.input<typeof property>>): z.output<typeof property> {
  return build(
    property,
    {
      id: 1,
      slug_id: 'sea-view-apartment-bandra',
      title: 'Sea View Apartment',
      description: 'Three bedrooms facing the sea.',
      price: 25_000_000,
      category: CATEGORY_REF,
      property_type: 'sell',
      status: 1,
      request_status: 'approved',
      is_premium: false,
      promoted: false,
      rentduration: '',
      address: 'Bandstand',
      client_address: '',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      latitude: '19.05',
      longitude: '72.82',
      title_image: '/uploads/a.jpg',
      three_d_image: '',
      video_link: '',
      gallery: [],
      documents: [],
      meta_title: '',
      meta_description: '',
      meta_keywords: '',
      meta_image: '',
      added_by: 3,
      customer_name: 'Arjun Mehta',
      customer_id: 3,
      customer_slug_id: 'arjun-mehta',
      email: 'agent@abode.test',
      mobile: '',
      profile: '',
      is_verified: false,
      post_created: '1 day ago',
      total_view: 10,
      is_favourite: 0,
      total_favourite_users: 0,
      parameters: [],
      assign_facilities: [],
      sqft: null,
      highligts: '', // sic: upstream spelling
      questionaries: {}, // sic: upstream spelling
      created_at: '2025-01-01T00:00:00.000Z',
    },
    over,
  );
}

/** A light property as get-property-list, nearby and recommendations answer it. */
export function buildPropertyListItem(over?: Over<z.input<typeof propertyListItem>>) {
  return build(
    propertyListItem,
    {
      id: 1,
      slug_id: 'sea-view-apartment-bandra',
      title_image: '/uploads/a.jpg',
      category_id: 2,
      title: 'Sea View Apartment',
      price: 25_000_000,
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      address: 'Bandstand',
      rentduration: 'Monthly',
      added_by: 3,
      is_premium: false,
      latitude: '19.05',
      longitude: '72.82',
      total_click: 10,
      favourite_count: 2,
      category: CATEGORY_REF,
      promoted: false,
      property_type: 'sell',
      is_favourite: 0,
      parameters: [],
      created_at: '2025-01-01T00:00:00.000Z',
    },
    over,
  );
}

/** A category of get_categories. */
export function buildCategory(over?: Over<z.input<typeof category>>) {
  return build(
    category,
    {
      ...CATEGORY_REF,
      parameter_types: [],
      meta_title: '',
      meta_description: '',
      meta_keywords: '',
      meta_image: '',
    },
    over,
  );
}

/** A customer (the `data` of user_signup and the base of get-user-data). */
export function buildUser(over?: Over<z.input<typeof customer>>) {
  return build(
    customer,
    {
      id: 7,
      name: 'Riya Sharma',
      slug_id: 'riya-sharma',
      auth_id: null,
      email: 'user@abode.test',
      mobile: '',
      profile: '',
      address: '',
      fcm_id: null,
      logintype: '3',
      is_email_verified: true,
      is_mobile_verified: false,
      isActive: 1,
      notification: 1,
      subscription: 0,
      is_premium: 0,
      about_me: null,
      facebook_id: null,
      twiiter_id: null, // sic: upstream spelling
      instagram_id: null,
      youtube_id: null,
      linked_in: null,
      whatsapp_number: null,
      latitude: null,
      longitude: null,
      city: null,
      state: null,
      country: null,
      role: 'user',
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    },
    over,
  );
}

/** A signed-in `User_signup` slice (the user always set), with the user's data given in part. */
export type TestSession = UserSignupSlice & { data: SessionUser };

/**
 * The `User_signup` slice as sign-in leaves it, for `abodeStore.set(userSignupAtom, …)`: the customer of
 * {@link buildUser} (id 7) with a token of that id, unless `over` names another user or token.
 */
export function buildSession(
  over: Partial<Omit<TestSession, 'data'>> & { data?: Partial<SessionUser> } = {},
): TestSession {
  const data: SessionUser = {
    id: 7,
    name: 'Riya Sharma',
    email: 'user@abode.test',
    mobile: '',
    profile: '',
    address: '',
    ...over.data,
  };
  return { token: `${data.id}|token`, status: 'success', error: null, ...over, data };
}

/** The signed-in session of most tests: {@link buildSession} with no changes. */
export const TEST_SESSION: TestSession = buildSession();

/** The signed-in customer of get-user-data (with the completeness flag). */
export function buildProfile(over?: Over<z.input<typeof profileCustomer>>) {
  const { is_profile_complete = false, ...rest } = over ?? {};
  return profileCustomer.parse({ ...buildUser(rest as Over<z.input<typeof customer>>), is_profile_complete });
}

/** An interested user of get_interested_users as the owner sees them: the customer of {@link buildUser}, undecided. */
export function buildInterestedUser(over?: Over<z.input<typeof interestedUser>>) {
  return build(
    interestedUser,
    {
      id: 7,
      name: 'Riya Sharma',
      profile: '',
      email: 'user@abode.test',
      mobile: '+91 98200 11111',
      is_shortlisted: false,
      is_approved: false,
      created_at: '2025-01-01T00:00:00.000Z',
    },
    over,
  );
}

/** A nearby-place kind of get_facilities (upstream "outdoor facilities"). */
export function buildOutdoorFacility(over?: Over<z.input<typeof outdoorFacility>>) {
  return build(
    outdoorFacility,
    {
      id: 1,
      name: 'School',
      image: '',
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    },
    over,
  );
}

/** A project of get-projects. */
export function buildProject(over?: Over<z.input<typeof project>>) {
  return build(
    project,
    {
      id: 1,
      slug_id: 'green-valley',
      title: 'Green Valley',
      description: 'Homes among the trees.',
      type: 'upcoming',
      image: '/uploads/p.jpg',
      status: 1,
      request_status: 'approved',
      location: 'Whitefield',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      latitude: '12.97',
      longitude: '77.75',
      video_link: '',
      price: null,
      sqft: null,
      category_id: 2,
      added_by: 3,
      is_admin_listing: false,
      is_promoted: false,
      is_feature_available: false,
      total_click: 0,
      meta_title: '',
      meta_description: '',
      meta_keywords: '',
      meta_image: '',
      category: CATEGORY_REF,
      gallary_images: [], // sic: upstream spelling
      documents: [],
      plans: [],
      customer: { name: 'Arjun Mehta', email: 'agent@abode.test', mobile: '', slug_id: 'arjun-mehta' },
      created_at: '2025-01-01T00:00:00.000Z',
    },
    over,
  );
}

/** A service of get-service. */
export function buildService(over?: Over<z.input<typeof service>>) {
  return build(
    service,
    {
      id: 1,
      slug_id: 'quick-movers',
      service_type_id: 1,
      service_type: { id: 1, name: 'Packers and movers' },
      user_id: 3,
      title: 'Quick Movers',
      timing: '9 am – 6 pm',
      company_name: 'Quick Movers Pvt Ltd',
      price: null,
      phone: '',
      email: '',
      whatsapp_number: '',
      since: '2015',
      website_link: '',
      city: 'Mumbai',
      location: 'Andheri',
      address: 'Andheri East',
      description: 'House moves across the city.',
      title_image: '/uploads/s.jpg',
      gallery_images: [],
      documents: [],
      status: 1,
      request_status: 'approved',
      rating_avg: 0,
      rating_count: 0,
      total_click: 0,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    },
    over,
  );
}

/** A package of get-package. */
export function buildPackage(over?: Over<z.input<typeof pkg>>) {
  return build(
    pkg,
    {
      id: 1,
      name: 'Starter',
      package_type: 'free',
      price: 0,
      ios_product_id: null,
      duration: 720,
      purchase_type: 'one_time',
      features: [],
      created_at: '2025-01-01T00:00:00.000Z',
    },
    over,
  );
}

/** A conversation of get_chats. */
export function buildChatSummary(over?: Over<z.input<typeof chatSummary>>) {
  return build(
    chatSummary,
    {
      property_id: 1,
      title: 'Sea View Apartment',
      title_image: '/uploads/a.jpg',
      date: '2025-01-01T00:00:00.000Z',
      unread_count: 0,
      user_id: 3,
      name: 'Arjun Mehta',
      profile: '',
      is_blocked_by_me: false,
      is_blocked_by_user: false,
      last_message: { sender_id: 3, message: 'Is it still available?', kind: 'text' },
    },
    over,
  );
}

/** A message of get_messages. */
export function buildChatMessage(over?: Over<z.input<typeof chatMessage>>) {
  return build(
    chatMessage,
    {
      id: 1,
      sender_id: 3,
      receiver_id: 7,
      property_id: 1,
      message: 'Is this still available?',
      is_read: true,
      file: '',
      audio: '',
      chat_message_type: 'text',
      user_profile: '',
      time_ago: '1 hour ago',
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    },
    over,
  );
}

/** The paginator in get_messages' `data` (newest message first), around `messages`. */
export function buildMessagePage(
  messages: z.input<typeof chatMessage>[] = [],
  over?: Over<z.input<typeof messagePage>>,
) {
  const path = 'http://localhost/api/get_messages';
  return build(
    messagePage,
    {
      current_page: 1,
      data: messages,
      from: messages.length ? 1 : null,
      to: messages.length ? messages.length : null,
      last_page: 1,
      per_page: 30,
      total: messages.length,
      path,
      first_page_url: `${path}?page=1`,
      last_page_url: `${path}?page=1`,
      next_page_url: null,
      prev_page_url: null,
    },
    over,
  );
}

/**
 * web-settings as a test page needs it: prices in rupees with suffixes, social sign-in off. Settings are read
 * key by key with fallbacks (a fresh install answers with few keys), so this is the few keys, not a parse.
 */
export function buildSettings(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    currency_symbol: '₹',
    number_with_suffix: '1',
    selected_currency_data: { code: 'INR', symbol: '₹', name: 'Indian Rupee' },
    languages: [],
    social_login: false,
    ...over,
  };
}
