// Favourites, interests and reports: queries keyed under ['properties', …] (the section's root noun) and
// the mutations' calls. Mutations state what they invalidate; optimistic cache patches live in cache.ts.
import { apiCall, apiQueryFn } from '@abode/shared';
import { envelope, interestedProperty, interestedUser, project, property, reportReason } from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

/** A write's answer carries nothing to read but the envelope's message. */
const anything = envelope.shape.data;
/** A decision answers the interested user as it now stands (absent on an old server). */
const decidedUser = z.preprocess((v) => v ?? undefined, interestedUser.partial().optional());

/** The decision filter of my-interested. */
export type InterestType = 'all' | 'approved' | 'shortlisted' | 'pending';

export const engagementQueries = {
  favouritesAll: () => ['properties', 'favourites'] as const,
  favourites: (userId: number | null, offset: number, limit: number) =>
    queryOptions({
      queryKey: [...engagementQueries.favouritesAll(), userId ?? 0, offset, limit] as const,
      queryFn: apiQueryFn('get_favourite_property', z.array(property), { offset, limit }),
      placeholderData: keepPreviousData,
    }),
  /**
   * My favourite projects (get_favourite_property?type=project), as the projects section shapes them. Read afresh
   * on each visit: projects are favourited on the projects section's pages, which cannot name this key.
   */
  favouriteProjects: (userId: number | null, offset: number, limit: number) =>
    queryOptions({
      queryKey: [...engagementQueries.favouritesAll(), 'projects', userId ?? 0, offset, limit] as const,
      queryFn: apiQueryFn('get_favourite_property', z.array(project), { type: 'project', offset, limit }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  myInterestedAll: () => ['properties', 'my-interested'] as const,
  myInterested: (userId: number | null, type: InterestType, offset: number, limit: number) =>
    queryOptions({
      queryKey: [...engagementQueries.myInterestedAll(), userId ?? 0, type, offset, limit] as const,
      queryFn: apiQueryFn('my-interested', z.array(interestedProperty), { type, offset, limit }),
      placeholderData: keepPreviousData,
    }),
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
      queryFn: apiQueryFn(approvedOnly ? 'approved-users' : 'get_interested_users', z.array(interestedUser), {
        ...(listing.propertyId > 0 ? { property_id: listing.propertyId } : { slug_id: listing.slugId }),
        offset,
        limit,
      }),
      placeholderData: keepPreviousData,
    }),
  reportReasons: () =>
    queryOptions({
      queryKey: ['properties', 'report-reasons'] as const,
      queryFn: apiQueryFn('get_report_reasons', z.array(reportReason)),
    }),
};

/** add_favourite (JSON, as the spec lists it): 1 adds, 0 removes. */
export const setFavourite = (propertyId: number, on: boolean) =>
  apiCall('add_favourite', anything, { method: 'POST', body: { property_id: propertyId, type: on ? 1 : 0 } });

/** add_favourite for a project (JSON): 0 removes it from my favourites (the favourites page's own card). */
export const unfavouriteProject = (projectId: number) =>
  apiCall('add_favourite', anything, { method: 'POST', body: { project_id: projectId, type: 0 } });

/** interested_users (form): 1 shows interest, 0 withdraws it. */
export const setInterest = (propertyId: number, on: boolean) =>
  apiCall('interested_users', anything, {
    method: 'POST',
    multipart: true,
    body: { property_id: propertyId, type: on ? 1 : 0 },
  });

/** add_reports (form): a reason id, or 0 with the visitor's own words. */
export const addReport = (propertyId: number, reasonId: number, otherMessage: string) =>
  apiCall('add_reports', anything, {
    method: 'POST',
    multipart: true,
    body: { property_id: propertyId, reason_id: reasonId, other_message: otherMessage },
  });

/** interested-approval or shortlist-approval (GET, as the spec lists them). */
export const decideInterest = (kind: 'approve' | 'shortlist', propertyId: number, userId: number, on: boolean) =>
  apiCall(kind === 'approve' ? 'interested-approval' : 'shortlist-approval', decidedUser, {
    method: 'GET',
    params: { property_id: propertyId, user_id: userId, status: on ? 1 : 0 },
  });
