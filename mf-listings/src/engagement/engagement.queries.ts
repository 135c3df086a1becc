// Favourites, interests and reports: the operations' queries, keyed by operationKey under their tag
// 'properties' (docs/decisions/032), and the mutations' calls. Mutations state what they invalidate; optimistic
// cache patches live in cache.ts.
import { type ApiEnvelope, call, operationKey, operationRoot } from '@abode/shared';
import {
  addFavourite,
  addReports,
  approvedUsers,
  getFavouriteProperty,
  getInterestedUsers,
  getReportReasons,
  interestedApproval,
  interestedUsers,
  myInterested,
  shortlistApproval,
} from '@abode/shared/operations';
import type { InterestedProperty, InterestedUser, Project, Property } from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The decision filter of my-interested. */
export type InterestType = 'all' | 'approved' | 'shortlisted' | 'pending';

export const engagementQueries = {
  /** Every page of my favourites, properties and projects. */
  favouritesAll: () => operationRoot(getFavouriteProperty),
  /** Every page of my favourite projects (a partial key: the answers asked with type=project). */
  favouriteProjectsAll: () => [...operationRoot(getFavouriteProperty), { query: { type: 'project' } }] as const,
  favourites: (userId: number | null, offset: number, limit: number) =>
    queryOptions({
      queryKey: operationKey(getFavouriteProperty, { query: { offset, limit } }, userId),
      queryFn: async ({ signal }) => {
        const answer = await call(getFavouriteProperty, { query: { offset, limit } }, { signal });
        return { ...answer, data: answer.data as Property[] };
      },
      placeholderData: keepPreviousData,
    }),
  /**
   * My favourite projects (get_favourite_property?type=project), as the projects section shapes them. Read afresh
   * on each visit: projects are favourited on the projects section's pages, which cannot name this key.
   */
  favouriteProjects: (userId: number | null, offset: number, limit: number) =>
    queryOptions({
      queryKey: operationKey(getFavouriteProperty, { query: { type: 'project', offset, limit } }, userId),
      queryFn: async ({ signal }) => {
        const answer = await call(getFavouriteProperty, { query: { type: 'project', offset, limit } }, { signal });
        return { ...answer, data: answer.data as Project[] };
      },
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  myInterestedAll: () => operationRoot(myInterested),
  myInterested: (userId: number | null, type: InterestType, offset: number, limit: number) =>
    queryOptions({
      queryKey: operationKey(myInterested, { query: { type, offset, limit } }, userId),
      queryFn: async ({ signal }) => {
        const answer = await call(myInterested, { query: { type, offset, limit } }, { signal });
        return { ...answer, data: answer.data as InterestedProperty[] };
      },
      placeholderData: keepPreviousData,
    }),
  /**
   * Every page of a listing's interested users, all or approved only: the shared InterestedUsers panel writes a
   * decision's answer into every page under this root (its `listRoot`), so the key is the panel's, not one
   * operation's (two operations answer its pages).
   */
  interestedUsersAll: () => ['properties', 'interested-users'] as const,
  /** The owner's interested users of a listing, by id or (without one) slug. */
  interestedUsers: (
    listing: { propertyId: number; slugId: string },
    approvedOnly: boolean,
    offset: number,
    limit: number,
  ) =>
    queryOptions({
      queryKey: [
        ...engagementQueries.interestedUsersAll(),
        listing.propertyId || listing.slugId,
        approvedOnly,
        offset,
        limit,
      ] as const,
      queryFn: ({ signal }): Promise<ApiEnvelope<InterestedUser[]>> =>
        call(
          approvedOnly ? approvedUsers : getInterestedUsers,
          {
            query: {
              ...(listing.propertyId > 0 ? { property_id: listing.propertyId } : { slug_id: listing.slugId }),
              offset,
              limit,
            },
          },
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
  reportReasons: () =>
    queryOptions({
      queryKey: operationKey(getReportReasons, {}),
      queryFn: ({ signal }) => call(getReportReasons, {}, { signal }),
    }),
};

/** add_favourite (JSON, as the spec lists it): 1 adds, 0 removes. */
export const setFavourite = (propertyId: number, on: boolean) =>
  call(addFavourite, { body: { property_id: propertyId, type: on ? 1 : 0 } });

/** add_favourite for a project (JSON): 0 removes it from my favourites (the favourites page's own card). */
export const unfavouriteProject = (projectId: number) =>
  call(addFavourite, { body: { project_id: projectId, type: 0 } });

/** interested_users (form): 1 shows interest, 0 withdraws it. */
export const setInterest = (propertyId: number, on: boolean) =>
  call(interestedUsers, { body: { property_id: propertyId, type: on ? 1 : 0 } });

/** add_reports (form): a reason id, or 0 with the visitor's own words. */
export const addReport = (propertyId: number, reasonId: number, otherMessage: string) =>
  call(addReports, { body: { property_id: propertyId, reason_id: reasonId, other_message: otherMessage } });

/** interested-approval or shortlist-approval (GET, as the spec lists them). */
export const decideInterest = (kind: 'approve' | 'shortlist', propertyId: number, userId: number, on: boolean) =>
  call(kind === 'approve' ? interestedApproval : shortlistApproval, {
    query: { property_id: propertyId, user_id: userId, status: on ? 1 : 0 },
  });
