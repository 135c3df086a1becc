/**
 * English texts of the shell: its own pages (home, articles, about us, contact, FAQs, privacy, terms), header, footer,
 * language picker and section fallbacks. Complete: every other language falls back to it.
 */
export const EN = {
  appName: 'Abode',
  home: 'Home',
  articles: 'Articles',
  faqs: 'FAQs',
  contactUs: 'Contact Us',
  aboutUs: 'About Us',
  privacyPolicy: 'Privacy Policy',
  termsConditions: 'Terms & Conditions',
  logout: 'Logout',
  profile: 'Profile',
  language: 'Language',
  sectionUnavailable: 'This section could not be loaded.',
  sectionUnavailableHint: 'The rest of Abode keeps working. Try again in a moment.',
  // A section refused for its `shared` range: trying again cannot help, redeploying it can.
  sectionIncompatibleHint:
    'The rest of Abode keeps working. This section was built for shared {requires}; the portal runs {running} — redeploy the section.',
  unsupportedFeature: 'This feature is not supported by your browser. Get the app for the full experience.',
  downloadApp: 'Download the app',
  heroTitle: 'Find a place to call home',
  heroSubtitle: 'Homes for sale and rent, new projects, services and trusted agents — all in one place.',
  seeAll: 'See all',
  rights: 'All rights reserved.',
  skipToContent: 'Skip to content',
  // Navigation landmarks of the header, the drawer, the footer and the home page.
  mainNavigation: 'Main navigation',
  mobileNavigation: 'Mobile navigation',
  menu: 'Menu',
  // The header's menu of the links that do not fit on its line.
  more: 'More',
  footerNavigation: 'Footer navigation',
  footerExplore: 'Explore',
  footerTools: 'Tools',
  footerCompany: 'Company',
  exploreSections: 'Explore sections',
  unsupportedFeatures: 'Your browser does not support some features (notifications, voice notes).',
  getTheAppIos: 'Get the app on the App Store',
  getTheAppAndroid: 'Get the app on Google Play',
  dismiss: 'Dismiss',
  // DEMO_MODE: the strip at the bottom of every page.
  demoLabel: 'Demo site',
  demoNotice: 'This is a demo site: look around and sign in with a demo account, but nothing can be changed.',
} as const;
