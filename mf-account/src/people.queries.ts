// Agents, builders and blocking: queries keyed by their operations (area 'people'; the blocked list under its own
// operation), so no other section collides in the shared cache. A person's page is parsed by what the pages use of
// the listing objects (`answer`), whose full shape belongs to the listings and projects sections.
import { call, operationKey } from '@abode/shared';
import {
  agentList,
  agentProperties,
  blockedUsers,
  blockUser as blockUserOp,
  builderList,
  builderProject,
  unblockUser as unblockUserOp,
} from '@abode/shared/operations';
import { customerData, type PropertyCardData, project, propertyCard } from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

/** What a card shows of a property: the listings section's card data (its PropertyCard widget draws it). */
export const cardProperty = propertyCard;
export type CardProperty = PropertyCardData;

/** What a card shows of a project. */
export const cardProject = project.pick({
  id: true,
  slug_id: true,
  title: true,
  image: true,
  type: true,
  location: true,
  city: true,
  state: true,
});
export type CardProject = z.infer<typeof cardProject>;

const total = z.number().int();
const personPage = z.object({
  data: z.object({
    customer_data: customerData,
    properties_data: z.array(cardProperty),
    projects_data: z.array(cardProject),
  }),
  total,
});

/** Agents or builders. */
export type PersonKind = 'agent' | 'builder';

/** The list operation of each kind (spec §7 "agent-list and builder-list"). */
const LIST_OPERATION = { agent: agentList, builder: builderList } as const;

/** Which listings of a person a page shows. */
export type Listings = 'properties' | 'projects';

export const peopleQueries = {
  all: () => ['people'] as const,
  list: (kind: PersonKind, offset: number, limit: number) => {
    const input = { query: { offset, limit } };
    return queryOptions({
      queryKey: operationKey(LIST_OPERATION[kind], input),
      queryFn: ({ signal }) => call(LIST_OPERATION[kind], input, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  /**
   * A person's page: agent-properties (properties, or projects with is_projects=1) or builder-project.
   * The viewer is in the key: the answer carries their block flags.
   */
  page: (kind: PersonKind, slug: string, listings: Listings, offset: number, limit: number, viewer: number | null) => {
    const query = { slug_id: slug, offset, limit };
    if (kind === 'builder') {
      const input = { query };
      return queryOptions({
        queryKey: operationKey(builderProject, input, viewer),
        queryFn: ({ signal }) => call(builderProject, input, { signal, answer: personPage }),
        placeholderData: keepPreviousData,
      });
    }
    const input = { query: { ...query, ...(listings === 'projects' ? { is_projects: 1 as const } : {}) } };
    return queryOptions({
      queryKey: operationKey(agentProperties, input, viewer),
      queryFn: ({ signal }) => call(agentProperties, input, { signal, answer: personPage }),
      placeholderData: keepPreviousData,
    });
  },
  /** The first property of a person, to start a conversation about (chats are per property). */
  firstProperty: (personId: number, viewer: number | null) => {
    const input = { query: { id: personId, limit: 1 } };
    return queryOptions({
      // The item, not the answer: a key of its own under the answer's.
      queryKey: [...operationKey(agentProperties, input, viewer), 'first'] as const,
      queryFn: async ({ signal }) =>
        (await call(agentProperties, input, { signal, answer: personPage })).data.properties_data[0] ?? null,
    });
  },
};

export const blockedQueries = {
  all: () => ['blocked-users'] as const,
  list: (viewer: number, offset: number, limit: number) =>
    queryOptions({
      queryKey: operationKey(blockedUsers, { query: { offset, limit } }, viewer),
      queryFn: ({ signal }) => call(blockedUsers, { query: { offset, limit } }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

/** Block a user with a reason (spec §3); resolves with the server's message. Multipart, as upstream. */
export async function blockUser({ userId, reason }: { userId: number; reason: string }): Promise<string> {
  const body = await call(blockUserOp, { body: { to_user_id: userId, reason } });
  return body.message;
}

/** Unblock a user; resolves with the server's message. */
export async function unblockUser(userId: number): Promise<string> {
  const body = await call(unblockUserOp, { body: { to_user_id: userId } });
  return body.message;
}

/** What a block or unblock makes stale: people pages (block flags), the blocked list and the chat list. */
export const BLOCK_INVALIDATES = [peopleQueries.all(), blockedQueries.all(), ['chats']] as const;
