// Favourites, interests and reports: queries keyed under ['properties', …] (the section's root noun) and
// the mutations' calls. Mutations state what they invalidate; optimistic cache patches live in cache.ts.
import { apiQueryFn, apiRequest } from '@abode/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EngagedProperty, InterestedPropertyItem, InterestedUser, ReportReason } from './engagement.types.ts';

/** The decision filter of my-interested. */
export type InterestType = 'all' | 'approved' | 'shortlisted' | 'pending';

export const engagementQueries = {
  favouritesAll: () => ['properties', 'favourites'] as const,
  favourites: (userId: number | null, offset: number, limit: number) =>
    queryOptions({
      queryKey: [...engagementQueries.favouritesAll(), userId ?? 0, offset, limit] as const,
      queryFn: apiQueryFn<EngagedProperty[]>('get_favourite_property', { offset, limit }),
      placeholderData: keepPreviousData,
    }),
  myInterestedAll: () => ['properties', 'my-interested'] as const,
  myInterested: (userId: number | null, type: InterestType, offset: number, limit: number) =>
    queryOptions({
      queryKey: [...engagementQueries.myInterestedAll(), userId ?? 0, type, offset, limit] as const,
      queryFn: apiQueryFn<InterestedPropertyItem[]>('my-interested', { type, offset, limit }),
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
      queryFn: apiQueryFn<InterestedUser[]>(approvedOnly ? 'approved-users' : 'get_interested_users', {
        ...(listing.propertyId > 0 ? { property_id: listing.propertyId } : { slug_id: listing.slugId }),
        offset,
        limit,
      }),
      placeholderData: keepPreviousData,
    }),
  reportReasons: () =>
    queryOptions({
      queryKey: ['properties', 'report-reasons'] as const,
      queryFn: apiQueryFn<ReportReason[]>('get_report_reasons'),
    }),
};

/** add_favourite (JSON, as the spec lists it): 1 adds, 0 removes. */
export const setFavourite = (propertyId: number, on: boolean) =>
  apiRequest('add_favourite', { method: 'POST', body: { property_id: propertyId, type: on ? 1 : 0 } });

/** interested_users (form): 1 shows interest, 0 withdraws it. */
export const setInterest = (propertyId: number, on: boolean) =>
  apiRequest('interested_users', {
    method: 'POST',
    multipart: true,
    body: { property_id: propertyId, type: on ? 1 : 0 },
  });

/** add_reports (form): a reason id, or 0 with the visitor's own words. The form shows failures itself. */
export const addReport = (propertyId: number, reasonId: number, otherMessage: string) =>
  apiRequest('add_reports', {
    method: 'POST',
    multipart: true,
    silent: true,
    body: { property_id: propertyId, reason_id: reasonId, other_message: otherMessage },
  });

/** interested-approval or shortlist-approval (GET, as the spec lists them). */
export const decideInterest = (kind: 'approve' | 'shortlist', propertyId: number, userId: number, on: boolean) =>
  apiRequest<InterestedUser>(kind === 'approve' ? 'interested-approval' : 'shortlist-approval', {
    method: 'GET',
    params: { property_id: propertyId, user_id: userId, status: on ? 1 : 0 },
    toastSuccess: true,
  });
