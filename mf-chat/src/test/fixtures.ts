// Builders mf-chat's tests need that `@abode/shared/test` does not have yet: a get_project_chats row, through the
// wire schema like the shared builders.
import { buildChatSummary } from '@abode/shared/test';
import { type ChatSummary, projectChatSummary } from '@abode/shared/wire';

/** A conversation of get_project_chats (`project_id` in place of `property_id`). */
export function buildProjectChatSummary(
  over: Partial<Omit<ChatSummary, 'property_id'>> & { project_id?: number } = {},
) {
  const { project_id = 1, ...rest } = over;
  const { property_id: _, ...summary } = buildChatSummary({ title: 'Skyline Towers', ...rest });
  return projectChatSummary.parse({ ...summary, project_id });
}
