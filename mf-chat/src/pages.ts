// Every page mf-chat serves, by id. The route table (routes.tsx) and the section manifest are built from
// this object; other sections link here with `sectionHref('mf_chat', id, params)`.
export const pages = {
  chat: '/user/chat',
  notifications: '/user/notifications',
} as const;

declare module '@abode/shared/section' {
  interface SectionPageMap {
    mf_chat: typeof pages;
  }
}
