// Every page mf-chat serves, by id. The route table (routes.tsx) and the section manifest are built from
// this object; other sections link here with `sectionHref('mf_chat', id, params)`.
export const pages = {
  chat: '/user/chat',
  notifications: '/user/notifications',
} as const;

/**
 * A link to one conversation, as the chat page reads it: the other party and what the conversation is about.
 * Other sections write it through the role this section fills, never by hand:
 * `roleHref('chat', { user_id, property_id })` (decision 033).
 */
export type ChatLinkQuery = { user_id: number } & (
  | { property_id: number }
  | { project_id: number }
  | { repair_work_id: number }
);

declare module '@abode/shared/section' {
  interface SectionPageMap {
    mf_chat: typeof pages;
  }
  interface RoleQueryMap {
    chat: ChatLinkQuery;
  }
}
