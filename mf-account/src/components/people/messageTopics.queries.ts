// The listings a visitor can message a person about: a conversation is always about one property (the chat
// API has no conversation without one), so the Message button asks which, and searches them by words
// (get_property with `userid` and `search`) when the person has more than a glance can take.
import { call, operationKey } from '@abode/shared';
import { agentProperties, getProperty } from '@abode/shared/operations';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { cardProperty } from '../../people.queries.ts';

/** How many of the person's newest listings the chooser offers (the API's page limit). */
export const MESSAGE_TOPICS_LIMIT = 100;

/** How many listings a search shows. */
export const MESSAGE_SEARCH_LIMIT = 20;

const searchPage = z.object({ data: z.array(cardProperty), total: z.number().int() });

const topicsPage = z.object({
  data: z.object({ properties_data: z.array(cardProperty) }),
  total: z.number().int(),
});

export const messageTopicQueries = {
  /**
   * A person's newest visible properties (agent-properties by id answers for builders too), or with `search`
   * those of them whose words match.
   */
  topics: (personId: number, viewer: number | null, search = '') => {
    const searching = { query: { userid: personId, search, offset: 0, limit: MESSAGE_SEARCH_LIMIT } };
    const newest = { query: { id: personId, offset: 0, limit: MESSAGE_TOPICS_LIMIT } };
    return queryOptions({
      queryKey: search ? operationKey(getProperty, searching, viewer) : operationKey(agentProperties, newest, viewer),
      placeholderData: keepPreviousData,
      queryFn: async ({ signal }) => {
        if (search) {
          const found = await call(getProperty, searching, { signal, answer: searchPage });
          return { properties: found.data, total: found.total };
        }
        const page = await call(agentProperties, newest, { signal, answer: topicsPage });
        return { properties: page.data.properties_data, total: page.total };
      },
    });
  },
};
