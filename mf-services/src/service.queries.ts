// Service queries and calls, keyed under ['services', …] so no other section collides in the shared cache. A
// write invalidates the root (`SERVICES_ROOT`) through the mutation cache's `meta.invalidates`. Answers are
// parsed with the wire schemas and mapped to this section's one listing model (listing.ts).
import { ApiError, apiCall, apiQueryFn, type QueryParams } from '@abode/shared';
import {
  envelope,
  ownerServiceRequest,
  requestServiceAnswer,
  type ServiceRequestStatus,
  service,
  serviceDetail,
  serviceRequestStatusAnswer,
  serviceType,
} from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { fromService, fromServiceDetail } from './listing.ts';

/** Every service query: a write invalidates this root. */
export const SERVICES_ROOT = ['services'] as const;

/** Filters of get-service this section uses; empty values are dropped by the client. */
export interface ServiceFilters {
  search?: string;
  city?: string;
  service_type_id?: string;
  offset?: number;
  limit?: number;
}

/** Paging and an optional review state of my-service. */
export interface MineParams {
  offset: number;
  limit: number;
  request_status?: 'approved' | 'pending' | 'rejected';
}

/** Paging and filters of get-service-requests (the provider's inbox). */
export interface RequestsParams {
  offset: number;
  limit: number;
  service_id?: number;
  status?: ServiceRequestStatus;
}

/** A write's answer carries nothing to read but the envelope's message. */
const anything = envelope.shape.data;

export const serviceQueries = {
  all: () => SERVICES_ROOT,
  lists: () => [...SERVICES_ROOT, 'list'] as const,
  /** One page of services; the viewer is in the key because get-service takes an optional token. */
  list: (filters: ServiceFilters, userId: number | null) =>
    queryOptions({
      queryKey: [...SERVICES_ROOT, 'list', filters, userId ?? 0] as const,
      queryFn: async ({ signal }) => {
        const body = await apiCall('get-service', z.array(service), { params: { ...filters } as QueryParams, signal });
        return { ...body, data: body.data.map(fromService) };
      },
      placeholderData: keepPreviousData,
    }),
  /** The kinds of service (get-service-type), for the filter and the form. */
  types: () =>
    queryOptions({
      queryKey: [...SERVICES_ROOT, 'types'] as const,
      queryFn: apiQueryFn('get-service-type', z.array(serviceType)),
    }),
  /** One service by its slug (service-detail), as the viewer sees it (own rating, requested, owner). */
  detail: (slugId: string, userId: number | null) =>
    queryOptions({
      queryKey: [...SERVICES_ROOT, 'detail', slugId, userId ?? 0] as const,
      queryFn: async ({ signal }) => {
        const body = await apiCall('service-detail', serviceDetail, {
          params: { slug: slugId, ...(userId ? { user_id: userId } : {}) },
          signal,
        });
        return fromServiceDetail(body.data);
      },
    }),
  /** One page of the signed-in owner's services in every state (my-service). */
  mine: (params: MineParams, userId: number) =>
    queryOptions({
      queryKey: [...SERVICES_ROOT, 'mine', userId, params] as const,
      queryFn: async ({ signal }) => {
        const body = await apiCall('my-service', z.array(serviceDetail), { params: { ...params }, signal });
        return { ...body, data: body.data.map(fromServiceDetail) };
      },
      placeholderData: keepPreviousData,
    }),
  /** One of the owner's services by slug (edit); a 404 when none has it. */
  mineOne: (slugId: string, userId: number) =>
    queryOptions({
      queryKey: [...SERVICES_ROOT, 'mine', userId, 'one', slugId] as const,
      queryFn: async ({ signal }) => {
        const body = await apiCall('my-service', z.array(serviceDetail), { params: { slug_id: slugId }, signal });
        const found = body.data.find((s) => s.slug_id === slugId);
        if (!found) throw new ApiError('Service not found', 404, 'NOT_FOUND', body);
        return fromServiceDetail(found);
      },
    }),
  /** Every page of the requests made on the signed-in provider's services. */
  requestsOf: (userId: number) => [...SERVICES_ROOT, 'requests', userId] as const,
  /** One page of the requests made on the provider's services (get-service-requests), newest first. */
  requests: (params: RequestsParams, userId: number) =>
    queryOptions({
      queryKey: [...serviceQueries.requestsOf(userId), params] as const,
      queryFn: apiQueryFn('get-service-requests', z.array(ownerServiceRequest), { ...params } as QueryParams),
      placeholderData: keepPreviousData,
      // A new request may arrive at any time: asked again whenever the page is shown.
      staleTime: 0,
    }),
};

/** POST post-service (multipart): a new service, or an edit of the caller's `slugId`. */
export const saveService = (body: FormData, slugId?: string) =>
  apiCall('post-service', anything, { method: 'POST', body, ...(slugId ? { params: { slug_id: slugId } } : {}) });

/** POST service-delete. */
export const deleteService = (id: number) =>
  apiCall('service-delete', anything, { method: 'POST', multipart: true, body: { id } });

/**
 * POST request-service: ask the provider of a service to get in touch, with an optional note the provider reads
 * in their requests; answers the request (pending).
 */
export const requestService = (serviceId: number, message = '') =>
  apiCall('request-service', requestServiceAnswer.shape.data, {
    method: 'POST',
    multipart: true,
    body: { service_id: serviceId, ...(message.trim() ? { message: message.trim() } : {}) },
  });

/** POST service-request-status: the provider accepts or declines a request; answers it as it now stands. */
export const decideServiceRequest = (requestId: number, status: 'accepted' | 'declined') =>
  apiCall('service-request-status', serviceRequestStatusAnswer.shape.data, {
    method: 'POST',
    body: { request_id: requestId, status },
  });
