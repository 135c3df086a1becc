// Answers of the people endpoints for page tests, in the wire shapes (only what the pages read of listings).
import { TEST_SESSION } from '@abode/shared/test';
import type { BlockedUser, CustomerData, PersonListItem, PropertyCardData } from '@abode/shared/wire';

export const AGENT_ID = 2;

export function personItem(over: Partial<PersonListItem> = {}): PersonListItem {
  return {
    id: AGENT_ID,
    name: 'Arjun Mehta',
    email: 'agent@abode.test',
    profile: '',
    slug_id: 'arjun-mehta',
    property_count: 12,
    projects_count: 3,
    is_verified: true,
    total_count: 15,
    ...over,
  };
}

export function customerData(over: Partial<CustomerData> = {}): CustomerData {
  return {
    id: AGENT_ID,
    slug_id: 'arjun-mehta',
    name: 'Arjun Mehta',
    profile: '',
    mobile: '+91 98450 22222',
    email: 'agent@abode.test',
    address: 'Bengaluru, India',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    facebook_id: 'https://facebook.com/arjun',
    twitter_id: 'javascript:alert(1)',
    youtube_id: '',
    instagram_id: 'arjun-handle',
    linked_in: 'https://www.linkedin.com/in/arjun',
    about_me: 'Independent agent helping families find homes since 2012.',
    latitude: '',
    longitude: '',
    projects_count: 1,
    property_count: 2,
    is_verify: true,
    is_blocked_by_me: false,
    is_blocked_by_user: false,
    ...over,
  };
}

/** Properties as the card reads them (the shared `propertyCard` wire shape). */
export const PROPERTIES: PropertyCardData[] = [
  {
    id: 41,
    slug_id: '2-bhk-apartment-in-indiranagar-41',
    title: '2 BHK apartment in Indiranagar',
    title_image: '',
    price: 9_500_000,
    property_type: 'sell',
    rentduration: 'Monthly',
    city: 'Bengaluru',
    state: 'Karnataka',
    category: { id: 1, category: 'Apartment', image: '', slug_id: 'apartment' },
    is_premium: false,
    promoted: false,
    is_favourite: 0,
  },
  {
    id: 40,
    slug_id: 'villa-in-whitefield-40',
    title: 'Villa in Whitefield',
    title_image: '',
    price: 45_000,
    property_type: 'rent',
    rentduration: 'Monthly',
    city: 'Bengaluru',
    state: 'Karnataka',
    category: { id: 2, category: 'Villa', image: '', slug_id: 'villa' },
    is_premium: false,
    promoted: false,
    is_favourite: 0,
  },
];

export const PROJECTS = [
  {
    id: 7,
    slug_id: 'green-acres-whitefield-7',
    title: 'Green Acres, Whitefield',
    image: '',
    type: 'upcoming',
    location: 'Whitefield, Bengaluru',
    city: 'Bengaluru',
    state: 'Karnataka',
  },
];

/** An agent-properties answer. */
export function agentPage(
  over: Partial<CustomerData> = {},
  listings: 'properties' | 'projects' = 'properties',
): Record<string, unknown> {
  return {
    error: false,
    message: 'Data Fetch Successfully',
    total: listings === 'projects' ? PROJECTS.length : PROPERTIES.length,
    data: {
      customer_data: customerData(over),
      properties_data: listings === 'projects' ? [] : PROPERTIES,
      projects_data: listings === 'projects' ? PROJECTS : [],
    },
  };
}

export function blockedItem(over: Partial<BlockedUser> = {}): BlockedUser {
  return {
    id: AGENT_ID,
    name: 'Arjun Mehta',
    profile: '',
    slug_id: 'arjun-mehta',
    reason: 'Spam or scam',
    blocked_at: '2025-01-02T10:00:00.000Z',
    ...over,
  };
}

/** A signed-in session for the page tests (Riya, not the agent). */
export const SESSION = TEST_SESSION;
