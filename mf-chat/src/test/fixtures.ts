// Builders mf-chat's tests need that `@abode/shared/test` does not have yet: a get_project_chats row and a
// get_chats-by-repair row, through the wire schemas like the shared builders.
import { buildChatSummary } from '@abode/shared/test';
import { type ChatSummary, projectChatSummary, repairChatSummary } from '@abode/shared/wire';

/** A conversation of get_project_chats (`project_id` in place of `property_id`). */
export function buildProjectChatSummary(
  over: Partial<Omit<ChatSummary, 'property_id'>> & { project_id?: number } = {},
) {
  const { project_id = 1, ...rest } = over;
  const { property_id: _, ...summary } = buildChatSummary({ title: 'Skyline Towers', ...rest });
  return projectChatSummary.parse({ ...summary, project_id });
}

/** A conversation of get_chats-by-repair (`repair_works_id` in place of `property_id`). */
export function buildRepairChatSummary(
  over: Partial<Omit<ChatSummary, 'property_id'>> & { repair_works_id?: number } = {},
) {
  const { repair_works_id = 1, ...rest } = over;
  const { property_id: _, ...summary } = buildChatSummary({ title: 'Leaking kitchen tap', ...rest });
  return repairChatSummary.parse({ ...summary, repair_works_id });
}
