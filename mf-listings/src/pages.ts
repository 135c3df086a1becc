// Every page mf-listings serves, by id. The route table (routes.tsx) and the section manifest are built
// from this object; other sections link here with `sectionHref('mf_listings', id, params)`, typed by the
// declaration below and resolved from the running manifest.
export const pages = {
  properties: '/properties',
  categories: '/properties/categories',
  propertyDetail: '/properties-details/:slug_id',
  map: '/properties-on-map',
  addProperty: '/user/add-property',
  editProperty: '/user/edit-property/:slug_id',
  myProperties: '/user/properties',
  myProperty: '/my-property/:slug_id',
  favourites: '/user/favorites-properties',
  interested: '/user/interested-properties',
  personalizeFeed: '/user/personalize-feed',
  mortgageCalculator: '/mortgage-loan-calculator',
  areaConverter: '/area-converter',
} as const;

declare module '@abode/shared/section' {
  interface SectionPageMap {
    mf_listings: typeof pages;
  }
}
