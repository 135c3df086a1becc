// The shell's own pages, by id. They join the section registry as the section `shell`, so remotes link to
// them the same typed way (`sectionHref('shell', 'article', { slug })`) and the link check knows them.
export const pages = {
  home: '/',
  about: '/about-us',
  contact: '/contact-us',
  faqs: '/faqs',
  articles: '/articles',
  article: '/articles/:slug',
  privacy: '/privacy-policy',
  terms: '/terms-and-condition',
} as const;

declare module '@abode/shared/section' {
  interface SectionPageMap {
    shell: typeof pages;
  }
}
