// What a conversation is about: the chat section's own, like its link format (`ChatLinkQuery` in `pages.ts`,
// decision 033). It lived in `shared` until shared 4.0.0.

/** What a conversation is about: a property, a project or a repair work, by id. */
export interface ChatAbout {
  kind: 'property' | 'project' | 'repair_work';
  id: number;
}
