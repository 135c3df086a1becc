import { EN_SESSION } from './session.ts';

/**
 * The core interface texts in English: the keys `shared`'s own components use, and generic ones used by two
 * or more sections. Each section ships its own texts (`src/texts/`, read through `createUseT`); the server's
 * language files (`get_languages`) carry the core keys, and a key a file lacks falls back to this text.
 */
export const EN = {
  properties: 'Properties',
  projects: 'Projects',
  subscriptionPlan: 'Subscription Plan',
  login: 'Login',
  search: 'Search',
  searchPlaceholder: 'Search by title, city or category',
  all: 'All',
  category: 'Category',
  city: 'City',
  applyFilter: 'Apply filter',
  clearFilter: 'Clear filter',
  noDataFound: 'No data found',
  price: 'Price',
  featured: 'Featured',
  verified: 'Verified',
  phoneNumber: 'Phone number',
  retry: 'Retry',
  pageNotFound: 'Page not found',
  paginationPage: 'Page {page}',
  paginationFirst: 'First page',
  paginationPrevious: 'Previous page',
  paginationNext: 'Next page',
  paginationLast: 'Last page',
  backHome: 'Back to home',
  loading: 'Loading…',
  underConstruction: 'Under Construction',
  upcoming: 'Upcoming',
  active: 'Active',
  message: 'Message',
  cancel: 'Cancel',
  profileState: 'State',
  profileCountry: 'Country',
  profileLatitude: 'Latitude',
  profileLongitude: 'Longitude',
  packageGateTitle: 'Package required',
  packageGateOk: 'OK',
  packageGateCancel: 'Not now',
  // The gate dialog's three refusals (the spec's §8 words where it has them) and a visitor's (decision 025).
  packageGateNoPackage: 'You have not subscribed. Please subscribe first',
  packageGateNoFeature: 'Your package does not include this feature. Please purchase a package that includes it.',
  packageGateLimitOver: 'Your Package Limit is Over. Please Purchase Package.',
  signInGateTitle: 'Sign in required',
  signInGateMessage: 'You have not logged in. Please log in first.',
  // A session the server no longer accepts (src/api/session-end.ts).
  ...EN_SESSION,
} as const;

/** A key of the core dictionary. */
export type TranslationKey = keyof typeof EN;
