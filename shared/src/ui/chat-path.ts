// The chat page of a conversation with a user about a listing, a project or a repair work, as the chat section
// reads it: `?user_id=…&property_id=…`, `?user_id=…&project_id=…` or `?user_id=…&repair_work_id=…` on the page
// that fills the `chat` role.
import { roleHref } from '@abode/shared/core';

/** What a conversation is about: a property, a project or a repair work, by id. */
export interface ChatAbout {
  kind: 'property' | 'project' | 'repair_work';
  id: number;
}

/** The chat page of a conversation with `userId` about a property, a project or a repair work (what mf-chat reads). */
export function chatPath(userId: number, about: ChatAbout): string {
  const params = new URLSearchParams({ user_id: String(userId), [`${about.kind}_id`]: String(about.id) });
  return `${roleHref('chat') ?? '/'}?${params}`;
}
