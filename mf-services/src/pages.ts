// Every page mf-services serves, by id. The route table (routes.tsx) and the section manifest are built from
// this object; other sections link here with `sectionHref('mf_services', id, params)`.
export const pages = {
  services: '/services',
} as const;

declare module '@abode/shared/section' {
  interface SectionPageMap {
    mf_services: typeof pages;
  }
}
