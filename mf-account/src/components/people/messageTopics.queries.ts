// The listings a visitor can message a person about: a conversation is always about one property (the chat
// API has no conversation without one), so the Message button asks which.
import { apiRequest } from '@abode/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { cardProperty } from '../../people.queries.ts';

/** How many of the person's newest listings the chooser offers (the API's page limit). */
export const MESSAGE_TOPICS_LIMIT = 100;

const topicsPage = z.object({
  data: z.object({ properties_data: z.array(cardProperty) }),
  total: z.number().int(),
});

export const messageTopicQueries = {
  /** A person's newest visible properties (agent-properties by id answers for builders too). */
  topics: (personId: number, viewer: number | null) =>
    queryOptions({
      queryKey: ['people', 'message-topics', personId, viewer ?? 0] as const,
      queryFn: async ({ signal }) => {
        const page = topicsPage.parse(
          await apiRequest('agent-properties', {
            params: { id: personId, offset: 0, limit: MESSAGE_TOPICS_LIMIT },
            signal,
            silent: true,
          }),
        );
        return { properties: page.data.properties_data, total: page.total };
      },
    }),
};
