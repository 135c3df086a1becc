// What a conversation is about. The chat section's link format is its own (`ChatLinkQuery` in mf-chat's
// `src/pages.ts`, decision 033); this type stays here while mf-chat's query factory imports it from `shared`.

/** What a conversation is about: a property, a project or a repair work, by id. */
export interface ChatAbout {
  kind: 'property' | 'project' | 'repair_work';
  id: number;
}
