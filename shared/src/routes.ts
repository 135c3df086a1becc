// Which section owns which paths, and how to link to a page of another section. Remotes never import each
// other: they link with these helpers, and the shell routes a path to its owner with `sectionForPath`.

/** The federation names of the remotes. */
export type RemoteName = 'mf_listings' | 'mf_projects' | 'mf_services' | 'mf_chat' | 'mf_account' | 'mf_payments';

/** All remotes, in menu order. */
export const REMOTE_NAMES: readonly RemoteName[] = [
  'mf_listings',
  'mf_projects',
  'mf_services',
  'mf_chat',
  'mf_account',
  'mf_payments',
];

/** Path prefixes each section owns (a prefix matches itself and anything below it). */
export const SECTION_PATHS: Record<RemoteName, readonly string[]> = {
  mf_listings: [
    '/properties',
    '/properties-details',
    '/my-property',
    '/user/properties',
    '/user/add-property',
    '/user/edit-property',
    '/user/favorites-properties',
    '/user/interested-properties',
    '/user/personalize-feed',
    '/mortgage-loan-calculator',
    '/area-converter',
    '/properties-on-map',
  ],
  mf_projects: ['/projects', '/project-details', '/user/add-project', '/user/edit-project', '/user/projects'],
  mf_services: [
    '/services',
    '/service-details',
    '/repair-works',
    '/repair-work-details',
    '/joint-ventures',
    '/joint-venture-details',
    '/constructions',
    '/construction-details',
    '/csr-works',
    '/user/services',
    '/user/add-service',
    '/user/repair-works',
    '/user/add-repair-work',
    '/user/joint-ventures',
    '/user/add-joint-venture',
    '/user/constructions',
    '/user/add-construction',
  ],
  mf_chat: ['/user/chat', '/user/notifications'],
  mf_account: [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/user/profile',
    '/user/dashboard',
    '/user/verification',
    '/user/blocked-users',
    '/agents',
    '/agent-details',
    '/builders',
    '/builder-details',
  ],
  mf_payments: [
    '/subscription-plan',
    '/user/subscription',
    '/user/transaction-history',
    '/user/advertisement',
    '/checkout',
  ],
};

/** The section that owns a path, by the longest matching prefix; null for shell pages and unknown paths. */
export function sectionForPath(pathname: string): RemoteName | null {
  let best: { name: RemoteName; length: number } | null = null;
  for (const name of REMOTE_NAMES) {
    for (const prefix of SECTION_PATHS[name]) {
      const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { name, length: prefix.length };
    }
  }
  return best?.name ?? null;
}

const enc = encodeURIComponent;

/** Links to pages across sections. */
export const paths = {
  home: () => '/',
  properties: (query?: string) => `/properties${query ? `?${query}` : ''}`,
  propertyDetail: (slugId: string) => `/properties-details/${enc(slugId)}`,
  myProperty: (slugId: string) => `/my-property/${enc(slugId)}`,
  userProperties: () => '/user/properties',
  addProperty: () => '/user/add-property',
  editProperty: (slugId: string) => `/user/edit-property/${enc(slugId)}`,
  favouriteProperties: () => '/user/favorites-properties',
  interestedProperties: () => '/user/interested-properties',
  propertiesMap: (query?: string) => `/properties-on-map${query ? `?${query}` : ''}`,
  personalizeFeed: () => '/user/personalize-feed',
  mortgageCalculator: () => '/mortgage-loan-calculator',
  areaConverter: () => '/area-converter',
  projects: () => '/projects',
  projectDetail: (id: string | number) => `/project-details/${enc(String(id))}`,
  addProject: () => '/user/add-project',
  services: () => '/services',
  chat: () => '/user/chat',
  login: (returnTo?: string) => `/login${returnTo ? `?returnTo=${enc(returnTo)}` : ''}`,
  register: () => '/register',
  profile: () => '/user/profile',
  dashboard: () => '/user/dashboard',
  subscriptionPlan: () => '/subscription-plan',
  advertisement: () => '/user/advertisement',
  agents: () => '/agents',
  builders: () => '/builders',
  articles: () => '/articles',
  article: (slugId: string) => `/articles/${enc(slugId)}`,
  faqs: () => '/faqs',
  contact: () => '/contact-us',
  about: () => '/about-us',
  privacy: () => '/privacy-policy',
  terms: () => '/terms-and-condition',
} as const;
